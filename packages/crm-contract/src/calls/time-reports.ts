import * as t from 'io-ts';
import { Text, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

const Token = t.string;
const Id = Text(100);

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
export const TimeReportWire = t.type({
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
});
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
