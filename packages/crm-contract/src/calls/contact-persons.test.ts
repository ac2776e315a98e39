import { describe, expect, it } from 'vitest';
import { decodeWithCodes } from '../decode.js';
import { CreateUpdateContactPerson, EmailOrBlank } from './contact-persons.js';

const person = { Token: 't', FirstName: 'Åsa', LastName: 'Öberg' };
const codesByField = (value: unknown) => {
  const decoded = decodeWithCodes(CreateUpdateContactPerson.request, value);
  return decoded.ok ? {} : Object.fromEntries(decoded.errors.map((e) => [e.ErrorMessage.split(': ')[1], e.ErrorCode]));
};

describe('EmailOrBlank', () => {
  it('takes an address or a blank, nothing else', () => {
    const codec = EmailOrBlank(300);
    for (const ok of ['', '   ', 'asa.oberg@example.se', ` ${'a'.repeat(280)}@example.se `]) expect(codec.is(ok), ok).toBe(true);
    for (const bad of ['asa', 'asa@', '@example.se', 'a b@example.se', `${'a'.repeat(290)}@example.se`]) {
      expect(codec.is(bad), bad).toBe(false);
    }
  });
});

describe('CreateUpdateContactPerson request', () => {
  it('reads empty strings and nulls as valid optional fields', () => {
    const body = {
      ...person,
      ContactPersonIdentifier: null,
      EmailAddress: '',
      PhoneNumberDirect: '',
      PhoneNumberMobile: null,
      Title: '',
    };
    expect(decodeWithCodes(CreateUpdateContactPerson.request, body)).toEqual({ ok: true, value: body });
  });

  it('answers the field codes: 2001 missing name, 2002 too long, 2006 e-mail, 2007 phone, 2004 wrong type', () => {
    expect(codesByField({ Token: 't', LastName: 'Öberg' })).toEqual({ FirstName: 2001 });
    expect(codesByField({ ...person, Title: 't'.repeat(101), LastName: 'x'.repeat(301) })).toEqual({
      Title: 2002,
      LastName: 2002,
    });
    expect(codesByField({ ...person, EmailAddress: 'asa.example.se' })).toEqual({ EmailAddress: 2006 });
    expect(codesByField({ ...person, PhoneNumberDirect: '08-123 45 67 ankn. 3', PhoneNumberMobile: '0'.repeat(31) })).toEqual({
      PhoneNumberDirect: 2007,
      PhoneNumberMobile: 2007,
    });
    expect(codesByField({ ...person, EmailAddress: 42 })).toEqual({ EmailAddress: 2004 });
  });
});
