import * as t from 'io-ts';
import { Phone, Text, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';
import { EmailOrBlank } from './contact-persons.js';

const Token = t.string;
const Id = Text(100);

/** A portal user's type: 1 Administratör (also manages the users), 2 Beställare (books). Other values: 2004. */
export const CustomerUserTypeIdentifier = t.union([t.literal(1), t.literal(2)]);
export type CustomerUserTypeIdentifier = t.TypeOf<typeof CustomerUserTypeIdentifier>;

export const CustomerUserWire = t.type({
  CustomerUserIdentifier: t.string,
  Name: t.string,
  EmailAddress: t.string,
  PhoneNumber: t.string,
  UserTypeIdentifier: CustomerUserTypeIdentifier,
  /** The type's Swedish name, as the CRM shows it. */
  UserTypeName: t.string,
});
export type CustomerUserWire = t.TypeOf<typeof CustomerUserWire>;

export const GetCustomerUsers = endpoint({
  name: 'GetCustomerUsers',
  method: 'POST',
  path: '/CRMCustomer/GetCustomerUsers',
  authentication: 'token',
  summary:
    "The customer's portal users sorted by name (Swedish order), or only the one asked for (6050 when it is not this customer's).",
  request: request('GetCustomerUsersRequest', { Token }, { CustomerUserIdentifier: Id }),
  response: t.type({ CustomerUsers: nullable(t.array(CustomerUserWire)), Errors }),
});

export const CreateUpdateCustomerUser = endpoint({
  name: 'CreateUpdateCustomerUser',
  method: 'POST',
  path: '/CRMCustomer/CreateUpdateCustomerUser',
  authentication: 'token',
  summary:
    "Add a portal user (no identifier) or replace one of the customer's (6050 otherwise). Every field required (2001 when blank); an e-mail another of the customer's users has: 6051; leaving the customer without an administrator: 6052.",
  request: request(
    'CreateUpdateCustomerUserRequest',
    {
      Token,
      Name: Text(300),
      EmailAddress: EmailOrBlank(300),
      PhoneNumber: Phone(30),
      UserTypeIdentifier: CustomerUserTypeIdentifier,
    },
    { CustomerUserIdentifier: Id },
  ),
  response: t.type({ CustomerUserIdentifier: nullable(t.string), Errors }),
});
