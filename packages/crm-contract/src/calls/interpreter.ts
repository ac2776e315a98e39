import * as t from 'io-ts';
import { Base64, CrmDateTime, Email, Phone, Text, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';
import { GetWorkAssignmentAttachment, WorkAssignmentAttachmentWire } from './interpreter-attachments.js';
import { GetAssignmentPreferences, SaveAssignmentPreferences } from './interpreter-preferences.js';
import { availabilityEndpoints } from './interpreter-availability.js';
import { SignatureUploadWire } from './time-reports.js';
import { GetInterpreterNotifications, SetInterpreterNotificationReadStatus } from './interpreter-notifications.js';

/**
 * The interpreter's side of the CRM (spec 3 §2, §4; issue 15). The spec shows none of these calls;
 * they are designed in the customer API's style (POST JSON, a Token, catalogued Errors) and
 * documented in docs/api.md, "The interpreter's calls". Their Token is an interpreter's: a
 * customer's token is refused with 1003 and the reverse, so the two kinds of session never mix.
 */
const Token = t.string;
const Id = Text(100);

export const InterpreterProfileWire = t.type({
  InterpreterNumber: t.string,
  FirstName: t.string,
  LastName: t.string,
  Email: t.string,
  PhoneNumberMobile: t.string,
  /** 1 male, 2 female, as the order's GenderIdPreferred. */
  GenderId: t.number,
  /** 1–5 (spec 3 §6's competence levels). */
  CompetenceLevel: t.number,
  Skills: t.array(t.type({ SkillIdentifier: t.string, SkillName: t.string })),
});
export type InterpreterProfileWire = t.TypeOf<typeof InterpreterProfileWire>;

/** An order offered to the interpreter: what they need to decide, nothing of the customer's people. */
export const ResourceRequestWire = t.type({
  ResourceRequestIdentifier: t.string,
  /** The order's number, which becomes the assignment's number on accept. */
  OrderNumber: t.string,
  /** Always "available" (spec 3 §4): an offer waiting for this interpreter's answer. */
  Status: t.string,
  DatetimeFrom: t.string,
  DatetimeTo: t.string,
  /** After this the offer passes to another interpreter (3004 on a late answer). */
  DatetimeExpires: t.string,
  ArticleName: t.string,
  IsPerformedRemotely: t.boolean,
  Skill: t.string,
  /** The order's language is the substitute the customer accepts, not its first choice. */
  IsBasedOnSkillSubstitute: t.boolean,
  /** The competence level the order requires (null: none required). */
  CompetenceLevelRequired: nullable(t.number),
  DoRequireCompetenceLevelOrHigher: t.boolean,
  DoRequireExactCompetenceLevel: t.boolean,
  /** The gender the order requires (1 male, 2 female); null when it only prefers one or none. */
  GenderIdRequired: nullable(t.number),
  /** The customer asked for this interpreter by name. */
  IsRequestedResource: t.boolean,
  CustomerName: t.string,
  /** The city of an on-site assignment, null for a remote one. */
  City: nullable(t.string),
});
export type ResourceRequestWire = t.TypeOf<typeof ResourceRequestWire>;

/** An assignment of the interpreter's, as its lists show it. */
export const WorkAssignmentSummaryWire = t.type({
  WorkAssignmentIdentifier: t.string,
  WorkAssignmentNumber: t.string,
  /** The interpreter's status string (spec 3 §4); a portal falls back to available for one it does not know. */
  Status: t.string,
  DatetimeFrom: t.string,
  DatetimeTo: t.string,
  ArticleName: t.string,
  IsPerformedRemotely: t.boolean,
  Skill: t.string,
  CustomerName: t.string,
  City: nullable(t.string),
});
export type WorkAssignmentSummaryWire = t.TypeOf<typeof WorkAssignmentSummaryWire>;

/** One assignment with what the interpreter needs to perform it: never the orderer, invoicing or rating comments. */
export const WorkAssignmentWire = t.intersection([
  WorkAssignmentSummaryWire,
  t.type({
    Address: nullable(t.type({ AddressRow1: t.string, CareOf: nullable(t.string), PostalCode: t.string, City: t.string })),
    MeetingDetails: nullable(
      t.type({
        DigitalMeetingPlatformName: nullable(t.string),
        MeetingUrl: nullable(t.string),
        MeetingPhoneNumber: nullable(t.string),
        MeetingPassCode: nullable(t.string),
      }),
    ),
    /** The person the interpreter meets, to reach them on the day. */
    ContactPersonUponInterpretation: nullable(t.type({ Name: t.string, PhoneNumber: nullable(t.string) })),
    NotesResource: nullable(t.string),
    AdditionalRequirements: nullable(t.string),
    DatetimeTripStarted: nullable(t.string),
    DatetimeCheckedIn: nullable(t.string),
    DatetimeWorkStarted: nullable(t.string),
    DatetimeDone: nullable(t.string),
    /** The customer's rating, read only (issue 15). */
    RatingCustomer: nullable(t.number),
    /** The files the customer attached to the order (GetWorkAssignmentAttachment fetches one); null when none. */
    Attachments: nullable(t.array(WorkAssignmentAttachmentWire)),
    /** The actions the status offers now (spec 3 §4), as core's interpreterActions names them. */
    Actions: t.array(t.string),
  }),
]);
export type WorkAssignmentWire = t.TypeOf<typeof WorkAssignmentWire>;

export const RequestInterpreterLoginLink = endpoint({
  name: 'RequestInterpreterLoginLink',
  method: 'POST',
  path: '/CRMInterpreter/RequestInterpreterLoginLink',
  authentication: 'api-key',
  summary:
    'Mail the interpreter a one-time login link (15 min). 1002 when the e-mail and interpreter number are not one interpreter’s; 6062 after 3 links in 15 minutes for one interpreter.',
  request: request('RequestInterpreterLoginLinkRequest', { ApiKey: t.string, Email: Email(300), InterpreterNumber: Text(50) }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

export const ValidateInterpreterLoginLink = endpoint({
  name: 'ValidateInterpreterLoginLink',
  method: 'POST',
  path: '/CRMInterpreter/ValidateInterpreterLoginLink',
  authentication: 'api-key',
  summary:
    "Exchange a login link's ticket for an interpreter Token and a RenewalKey (12 h) that renews the token without a new link. 6070 unknown ticket, 6071 already used, 6072 expired.",
  request: request('ValidateInterpreterLoginLinkRequest', { ApiKey: t.string, LoginTicket: Text(200) }),
  response: t.type({
    Token: nullable(t.string),
    InterpreterNumber: nullable(t.string),
    /** A server-side secret (the gateway keeps it, as it keeps a customer's password hash). */
    RenewalKey: nullable(t.string),
    Errors,
  }),
});

export const RenewInterpreterToken = endpoint({
  name: 'RenewInterpreterToken',
  method: 'POST',
  path: '/CRMInterpreter/RenewInterpreterToken',
  authentication: 'api-key',
  summary:
    "A new Token for the interpreter of a live RenewalKey (the automatic renewal on 1003). 6074 when the key is unknown, another interpreter's or expired: a new login link is needed.",
  request: request('RenewInterpreterTokenRequest', { ApiKey: t.string, InterpreterNumber: Text(50), RenewalKey: Text(200) }),
  response: t.type({ Token: nullable(t.string), Errors }),
});

export const GetInterpreter = endpoint({
  name: 'GetInterpreter',
  method: 'POST',
  path: '/CRMInterpreter/GetInterpreter',
  authentication: 'interpreter-token',
  summary: "The token's interpreter: name, number, phone, languages, level.",
  request: request('GetInterpreterRequest', { Token }),
  response: t.type({ Interpreter: nullable(InterpreterProfileWire), Errors }),
});

export const UpdateInterpreterPhone = endpoint({
  name: 'UpdateInterpreterPhone',
  method: 'POST',
  path: '/CRMInterpreter/UpdateInterpreterPhone',
  authentication: 'interpreter-token',
  summary:
    "Change the token's interpreter's mobile, which customers see as their booked orders' ResourcePhoneNumber; the customer of each booked order not yet ended is notified. Answers the profile after the change. 2001 blank; 2007 over 30 characters, a character other than digits, spaces, parentheses, plus and minus, or no digit.",
  request: request('UpdateInterpreterPhoneRequest', { Token, PhoneNumberMobile: Phone(30) }),
  response: t.type({ Interpreter: nullable(InterpreterProfileWire), Errors }),
});

export const GetResourceRequests = endpoint({
  name: 'GetResourceRequests',
  method: 'POST',
  path: '/CRMInterpreter/GetResourceRequests',
  authentication: 'interpreter-token',
  summary: 'The orders offered to the interpreter and not yet answered, soonest first; null when none.',
  request: request('GetResourceRequestsRequest', { Token }),
  response: t.type({ ResourceRequests: nullable(t.array(ResourceRequestWire)), Errors }),
});

export const AcceptResourceRequest = endpoint({
  name: 'AcceptResourceRequest',
  method: 'POST',
  path: '/CRMInterpreter/AcceptResourceRequest',
  authentication: 'interpreter-token',
  summary:
    "Accept an offer: books the customer's order with this interpreter. 3002 not this interpreter's offer, 3004 expired or no longer open, 3005 already accepted, 3006 already declined.",
  request: request('AcceptResourceRequestRequest', { Token, ResourceRequestIdentifier: Id }),
  response: t.type({ WorkAssignmentIdentifier: nullable(t.string), Errors }),
});

export const DeclineResourceRequest = endpoint({
  name: 'DeclineResourceRequest',
  method: 'POST',
  path: '/CRMInterpreter/DeclineResourceRequest',
  authentication: 'interpreter-token',
  summary: 'Decline an offer: it passes to another interpreter at once. 3002, 3004, 3005, 3006 as for accept.',
  request: request('DeclineResourceRequestRequest', { Token, ResourceRequestIdentifier: Id }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

export const WorkAssignmentCategory = t.keyof({ upcoming: null, 'to-report': null, history: null });
export type WorkAssignmentCategory = t.TypeOf<typeof WorkAssignmentCategory>;

export const GetWorkAssignments = endpoint({
  name: 'GetWorkAssignments',
  method: 'POST',
  path: '/CRMInterpreter/GetWorkAssignments',
  authentication: 'interpreter-token',
  summary:
    'The interpreter’s assignments of one list: upcoming (accepted or working, soonest first), to-report (performed, awaiting the time report), history (reported, cancelled or not completed, newest first, at most 500); or the one with a number. Null when none.',
  request: request('GetWorkAssignmentsRequest', { Token }, { Category: WorkAssignmentCategory, WorkAssignmentNumber: Text(50) }),
  response: t.type({ WorkAssignments: nullable(t.array(WorkAssignmentSummaryWire)), Errors }),
});

export const GetWorkAssignment = endpoint({
  name: 'GetWorkAssignment',
  method: 'POST',
  path: '/CRMInterpreter/GetWorkAssignment',
  authentication: 'interpreter-token',
  summary: "One of the interpreter's assignments with what performing it needs (3001 when it is not theirs).",
  request: request('GetWorkAssignmentRequest', { Token, WorkAssignmentIdentifier: Id }),
  response: t.type({ WorkAssignment: nullable(WorkAssignmentWire), Errors }),
});

export const WorkAssignmentAction = t.keyof({
  'start-trip': null,
  'check-in': null,
  'start-working': null,
  done: null,
  'cannot-complete': null,
});
export type WorkAssignmentAction = t.TypeOf<typeof WorkAssignmentAction>;

export const UpdateWorkAssignmentStatus = endpoint({
  name: 'UpdateWorkAssignmentStatus',
  method: 'POST',
  path: '/CRMInterpreter/UpdateWorkAssignmentStatus',
  authentication: 'interpreter-token',
  summary:
    "A status action of spec 3 §4 on one of the interpreter's assignments: start trip, check in, start working, done, cannot complete (with a reason). 3001 not theirs; 3015 performed already; 3016 an action the status does not offer.",
  request: request(
    'UpdateWorkAssignmentStatusRequest',
    { Token, WorkAssignmentIdentifier: Id, Action: WorkAssignmentAction },
    { Reason: Text(1000) },
  ),
  response: t.type({ WorkAssignment: nullable(WorkAssignmentWire), Errors }),
});

/** A receipt photo of an expense: an image (jpeg, png, gif, webp, heic), else 3013 "Please submit a valid file". */
export const ReceiptUploadWire = t.type({ Filename: Text(255), ContentType: Text(100), Base64 });
export type ReceiptUploadWire = t.TypeOf<typeof ReceiptUploadWire>;

/** An expense as the interpreter reports it; the customer reads it as ExpenseWire (time-reports.ts). */
export const ExpenseUploadWire = t.intersection([
  /** ExpenseType 1 parking, 2 other (spec 2 §3); anything else 3011, as an amount not above 0. */
  t.type({ ExpenseType: t.number, AmountWithVAT: t.number }),
  t.partial({ Receipt: nullable(ReceiptUploadWire) }),
]);
export type ExpenseUploadWire = t.TypeOf<typeof ExpenseUploadWire>;

export const SubmitWorkAssignmentTimeReport = endpoint({
  name: 'SubmitWorkAssignmentTimeReport',
  method: 'POST',
  path: '/CRMInterpreter/SubmitWorkAssignmentTimeReport',
  authentication: 'interpreter-token',
  summary:
    "The interpreter's time report of a performed assignment (spec 3 §2, §4, §5), signed by the client or with the reason it is not; the customer reads it at once with GetTimeReportSignature. 3001 not theirs; 3007 not reportable (not performed, or reported already) or times out of order (core's timeReportProblems); 3011 a bad expense; 3013 a receipt or signature that is not a readable image; 2001 neither Signature nor NoSignatureReason.",
  request: request(
    'SubmitWorkAssignmentTimeReportRequest',
    {
      Token,
      WorkAssignmentIdentifier: Id,
      /** The interpreter time: when the interpreting started and ended (`YYYY-MM-DD HH:mm:ss`, Stockholm). */
      DatetimeStarted: CrmDateTime,
      DatetimeEnded: CrmDateTime,
      /** Whole minutes. */
      BreakMinutes: t.number,
      /** The trip from the assignment is the interpreter's home trip: its times are then needed. */
      IsHomeTrip: t.boolean,
    },
    {
      DatetimeTravelToAssignmentFrom: CrmDateTime,
      DatetimeTravelToAssignmentTo: CrmDateTime,
      DatetimeTravelFromAssignmentFrom: CrmDateTime,
      DatetimeTravelFromAssignmentTo: CrmDateTime,
      /** Kilometres, 0 or more. */
      TravelDistanceTo: t.number,
      TravelDistanceFrom: t.number,
      Expenses: t.array(ExpenseUploadWire),
      Signature: SignatureUploadWire,
      /** Why the client did not sign (spec 3 §4); exactly one of this and Signature. */
      NoSignatureReason: Text(1000),
    },
  ),
  response: t.type({ WorkAssignment: nullable(WorkAssignmentWire), Errors }),
});

/** The interpreter side's calls: not in allEndpoints, so a customer's session can never reach them. */
export const interpreterEndpoints = [
  RequestInterpreterLoginLink,
  ValidateInterpreterLoginLink,
  RenewInterpreterToken,
  GetInterpreter,
  GetResourceRequests,
  AcceptResourceRequest,
  DeclineResourceRequest,
  GetWorkAssignments,
  GetWorkAssignment,
  GetWorkAssignmentAttachment,
  UpdateWorkAssignmentStatus,
  SubmitWorkAssignmentTimeReport,
  UpdateInterpreterPhone,
  GetInterpreterNotifications,
  SetInterpreterNotificationReadStatus,
  GetAssignmentPreferences,
  SaveAssignmentPreferences,
  // The availability calls (issue 16): weekly default, exceptions, "Tolka nu".
  ...availabilityEndpoints,
] as const;
