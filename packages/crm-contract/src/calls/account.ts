import * as t from 'io-ts';
import { Text, request, nullable } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

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
