import * as t from 'io-ts';
import { Text, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';
import { AttachmentFileWire } from './attachments.js';

/**
 * The order's attachments as the interpreter reads them (spec 3 §2 "assignment detail (…,
 * attachments, …)"; issue 15): listed on the assignment (WorkAssignmentWire's `Attachments`), each
 * fetched by its reference with GetWorkAssignmentAttachment. Only an assignment of the token's
 * interpreter: the customer's GetAttachmentCustomer stays the customer's (docs/api.md, "The
 * interpreter's calls").
 */
const Token = t.string;

/** One file the customer attached to the order: its reference for GetWorkAssignmentAttachment. */
export const WorkAssignmentAttachmentWire = t.type({
  AttachmentReference: t.string,
  AttachmentFilename: t.string,
  AttachmentContentType: t.string,
  Description: nullable(t.string),
});
export type WorkAssignmentAttachmentWire = t.TypeOf<typeof WorkAssignmentAttachmentWire>;

export const GetWorkAssignmentAttachment = endpoint({
  name: 'GetWorkAssignmentAttachment',
  method: 'POST',
  path: '/CRMInterpreter/GetWorkAssignmentAttachment',
  authentication: 'interpreter-token',
  summary:
    "One file the customer attached to the order of one of the interpreter's assignments, base64. 3001 when the assignment is not theirs; 3003 when the reference is not one of that order's attachments.",
  request: request('GetWorkAssignmentAttachmentRequest', {
    Token,
    WorkAssignmentIdentifier: Text(100),
    AttachmentReference: Text(200),
  }),
  response: t.type({ Attachment: nullable(AttachmentFileWire), Errors }),
});
