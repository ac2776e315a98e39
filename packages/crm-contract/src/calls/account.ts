import * as t from 'io-ts';
import { Text, coded, request, nullable } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { ErrorCode, Errors } from '../errors.js';

const Token = t.string;
/** SHA-256 of the password's UTF-8 bytes, lowercase hex (crm-client hashes before sending). */
export const PasswordHash = Text(64);

export const ValidateCustomerPassword = endpoint({
  name: 'ValidateCustomerPassword',
  method: 'POST',
  path: '/CRMCustomer/ValidateCustomerPassword',
  authentication: 'api-key',
  summary: 'Log in with customer number and password hash; answers a session token.',
  request: request('ValidateCustomerPasswordRequest', {
    ApiKey: t.string,
    CustomerNumber: Text(300),
    PasswordHash,
  }),
  response: t.type({ Token: nullable(Token), Errors }),
});

export const CustomerAddress = t.type({
  AddressRow1: nullable(t.string),
  AddressRow2: nullable(t.string),
  CareOf: nullable(t.string),
  PostalCode: nullable(t.string),
  City: nullable(t.string),
  Country: nullable(t.string),
});

export const CustomerInformation = t.type({
  CustomerIdentifier: t.string,
  CustomerName: t.string,
  CustomerNumber: t.string,
  Department: nullable(t.string),
  OrganisationNumber: nullable(t.string),
  PhoneNumberDirect: nullable(t.string),
  PhoneNumberSwitchboard: nullable(t.string),
  CustomerAddress,
  CanCreateAutoAssignOrder: t.boolean,
  ContactPersonOrdererRequiresEmail: t.boolean,
  ContactPersonUponInterpretationRequiresEmail: t.boolean,
  Image: nullable(t.type({ Image: t.string, ImageContentType: t.string })),
});
export type CustomerInformation = t.TypeOf<typeof CustomerInformation>;

export const GetCustomer = endpoint({
  name: 'GetCustomer',
  method: 'POST',
  path: '/CRMCustomer/GetCustomer',
  authentication: 'token',
  summary: "The token's customer profile.",
  request: request('GetCustomerRequest', { Token }),
  response: t.type({ CustomerInformation: nullable(CustomerInformation), Errors }),
});

/** A new password as its client-side hash: exactly 64 hex digits (2004 otherwise; the CRM cannot check a policy on a hash). */
export const NewPasswordHash = coded('Sha256Hex', t.string, ErrorCode.UnexpectedDataType, (s) => /^[0-9a-fA-F]{64}$/.test(s));

export const SetCustomerPassword = endpoint({
  name: 'SetCustomerPassword',
  method: 'POST',
  path: '/CRMCustomer/SetCustomerPassword',
  authentication: 'token',
  summary: "Replace the token's customer's password (sent as its SHA-256); the customer's sessions stay valid.",
  request: request('SetCustomerPasswordRequest', { Token, PasswordHash: NewPasswordHash }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

export const RequestPasswordReset = endpoint({
  name: 'RequestPasswordReset',
  method: 'POST',
  path: '/CRMCustomer/RequestPasswordReset',
  authentication: 'api-key',
  summary:
    'Mail the customer a set-new-password link whose encrypted `data` holds customer_id and a one-time token (24 h). Answers IsSuccess true for any well-formed customer number, so it tells nobody which numbers exist.',
  request: request('RequestPasswordResetRequest', { ApiKey: t.string, CustomerNumber: Text(300) }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

export const SetCustomerPasswordWithResetToken = endpoint({
  name: 'SetCustomerPasswordWithResetToken',
  method: 'POST',
  path: '/CRMCustomer/SetCustomerPasswordWithResetToken',
  authentication: 'api-key',
  summary:
    'Set the password of the customer a reset link names (its `data`, decrypted by the CRM). 6040 a link that does not decrypt or is unknown, 6041 already used, 6042 expired.',
  request: request('SetCustomerPasswordWithResetTokenRequest', {
    ApiKey: t.string,
    Data: Text(2000),
    PasswordHash: NewPasswordHash,
  }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});
