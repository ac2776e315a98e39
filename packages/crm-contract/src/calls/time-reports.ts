import * as t from 'io-ts';
import { Base64, Text, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

const Token = t.string;
const Id = Text(100);

/**
 * The client's signature as the interpreter's device sends it: a PNG. Kept here, with the time
 * report's other shapes, so that a customer's bundle reading time reports does not take in the
 * interpreter's calls.
 */
export const SignatureUploadWire = t.type({ ContentType: Text(100), Base64 });
export type SignatureUploadWire = t.TypeOf<typeof SignatureUploadWire>;

/** The client's signature on the time report, when the interpreter had it signed. */
export const SignatureWire = t.type({
  /** Bytes of the decoded file. */
  SignatureContentSize: t.number,
  SignatureContentType: t.string,
  SignatureFile: t.string,
  SignatureFilename: t.string,
});
export type SignatureWire = t.TypeOf<typeof SignatureWire>;

/** ExpenseType 1 parking, 2 other; the receipt is downloaded with GetAttachmentCustomer. */
export const ExpenseWire = t.type({
  ExpenseType: t.number,
  AmountWithVAT: t.number,
  AttachmentMetadata: nullable(t.type({ AttachmentFilename: t.string, AttachmentReference: t.string })),
});
export type ExpenseWire = t.TypeOf<typeof ExpenseWire>;

const dateTime = nullable(t.string);
const amount = nullable(t.number);

/** What the interpreter reported (spec 2 §3). Travel is null for remote work. */
export const TimeReportWire = t.intersection([
  t.type({
    DatetimeOriginalFrom: t.string,
    DatetimeOriginalTo: t.string,
    /** Seconds. */
    TraveltimeToAssignment: amount,
    TraveltimeFromAssignment: amount,
    /** Kilometres. */
    TravelDistanceTo: amount,
    TravelDistanceFrom: amount,
    DistanceToAssignment: amount,
    DistanceFromAssignment: amount,
    DatetimeTravelToAssignmentFrom: dateTime,
    DatetimeTravelToAssignmentTo: dateTime,
    DatetimeTravelFromAssignmentFrom: dateTime,
    DatetimeTravelFromAssignmentTo: dateTime,
    /** The break, in minutes. */
    Downtime: t.number,
    Expenses: t.array(ExpenseWire),
  }),
  t.partial({
    /**
     * Why the client did not sign on the interpreter's screen (issue 15): the customer is asked to
     * sign online (SignTimeReport). Null when none was given; mock-crm always sends it, but an
     * answer without it still decodes (a CRM of before the online signature).
     */
    NoSignatureReason: nullable(t.string),
  }),
]);
export type TimeReportWire = t.TypeOf<typeof TimeReportWire>;

export const GetTimeReportSignature = endpoint({
  name: 'GetTimeReportSignature',
  method: 'POST',
  path: '/CRMCustomer/GetTimeReportSignature',
  authentication: 'token',
  summary:
    "The interpreter's time report of one of the customer's orders (5001 otherwise) and the client's signature (null when unsigned); 6009 until the report has been received.",
  request: request('GetTimeReportSignatureRequest', { Token, OrderIdentifier: Id }),
  response: t.type({ Signature: nullable(SignatureWire), TimeReport: nullable(TimeReportWire), Errors }),
});

export const SignTimeReport = endpoint({
  name: 'SignTimeReport',
  method: 'POST',
  path: '/CRMCustomer/SignTimeReport',
  authentication: 'token',
  summary:
    "The customer signs online a received time report of one of their orders that has no signature (the interpreter sent it with a reason, issue 15); GetTimeReportSignature then shows the signature. 5001 not the customer's order; 6009 no report received yet; 3007 signed already (on the interpreter's screen or online); 3013 the signature is not a PNG; 2001 a blank SignerName.",
  request: request('SignTimeReportRequest', {
    Token,
    OrderIdentifier: Id,
    /** The signature drawn in the portal, as the interpreter's screen sends it: `image/png` (3013 otherwise). */
    Signature: SignatureUploadWire,
    /** Who signed, as they typed their name. */
    SignerName: Text(200),
  }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});
