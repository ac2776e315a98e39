import * as t from 'io-ts';
import { Phone, Text, coded, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { ErrorCode, Errors } from '../errors.js';

const Token = t.string;
const Id = Text(100);

/**
 * An e-mail address of at most `max` characters, or a blank one: the portal sends '' for an empty
 * field and the CRM reads it as none (spec 1 §5). Anything else that is no address answers 2006.
 */
export const EmailOrBlank = (max: number) =>
  coded(
    `EmailOrBlank(${max})`,
    t.string,
    ErrorCode.InvalidEmail,
    (s) => s.trim() === '' || (s.length <= max && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim())),
  );

export const ContactPersonWire = t.type({
  ContactPersonIdentifier: t.string,
  FirstName: t.string,
  LastName: t.string,
  Title: nullable(t.string),
  Email: nullable(t.string),
  PhoneNumberDirect: nullable(t.string),
  PhoneNumberMobile: nullable(t.string),
});
export type ContactPersonWire = t.TypeOf<typeof ContactPersonWire>;

export const GetContactPersons = endpoint({
  name: 'GetContactPersons',
  method: 'POST',
  path: '/CRMCustomer/GetContactPersons',
  authentication: 'token',
  summary:
    "The customer's contact persons sorted by first then last name (Swedish order), or only the one asked for (6001 when it is not this customer's).",
  request: request('GetContactPersonsRequest', { Token }, { ContactPersonIdentifier: Id }),
  response: t.type({ CustomerContactPersons: nullable(t.array(ContactPersonWire)), Errors }),
});

export const CreateUpdateContactPerson = endpoint({
  name: 'CreateUpdateContactPerson',
  method: 'POST',
  path: '/CRMCustomer/CreateUpdateContactPerson',
  authentication: 'token',
  summary:
    "Create a contact person (no identifier) or replace one of the customer's (6001 otherwise). Names required; at least one of e-mail, direct and mobile phone (2001 naming them).",
  request: request(
    'CreateUpdateContactPersonRequest',
    { Token, FirstName: Text(300), LastName: Text(300) },
    {
      ContactPersonIdentifier: Id,
      EmailAddress: EmailOrBlank(300),
      PhoneNumberDirect: Phone(30),
      PhoneNumberMobile: Phone(30),
      Title: Text(100),
    },
  ),
  response: t.type({ ContactPersonIdentifier: nullable(t.string), Errors }),
});

export const DeleteContactPerson = endpoint({
  name: 'DeleteContactPerson',
  method: 'POST',
  path: '/CRMCustomer/DeleteContactPerson',
  authentication: 'token',
  summary: "Delete one of the customer's contact persons (6001 when unknown or another customer's).",
  request: request('DeleteContactPersonRequest', { Token, ContactPersonIdentifier: Id }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});
