import * as t from 'io-ts';
import { Text, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

export const AttachmentFileWire = t.type({
  AttachmentContentType: t.string,
  /** The file, base64. */
  AttachmentFile: t.string,
  AttachmentFilename: t.string,
});
export type AttachmentFileWire = t.TypeOf<typeof AttachmentFileWire>;

export const GetAttachmentCustomer = endpoint({
  name: 'GetAttachmentCustomer',
  method: 'POST',
  path: '/CRMCustomer/GetAttachmentCustomer',
  authentication: 'token',
  summary:
    "One file of the customer's: an order attachment or deviation document (its AttachmentReference) or a time report's receipt; 3003 when unknown or another customer's.",
  request: request('GetAttachmentCustomerRequest', { Token: t.string, AttachmentIdentifier: Text(200) }),
  response: t.type({ Attachment: nullable(AttachmentFileWire), Errors }),
});
