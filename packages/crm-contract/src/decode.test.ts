import { describe, expect, it } from 'vitest';
import { GetCustomer, SendLog, ValidateCustomerPassword } from './calls/index.js';
import { decodeWithCodes } from './decode.js';
import { ErrorCode, isCatalogued, type ErrorItem } from './errors.js';

const HASH = 'a'.repeat(64);
const login = { ApiKey: 'key', CustomerNumber: '1001', PasswordHash: HASH };

const errorsOf = (decoded: ReturnType<typeof decodeWithCodes>): ErrorItem[] => (decoded.ok ? [] : decoded.errors);
const codesByField = (decoded: ReturnType<typeof decodeWithCodes>) =>
  Object.fromEntries(errorsOf(decoded).map((e) => [e.ErrorMessage.split(': ')[1], e.ErrorCode]));

describe('decodeWithCodes on the contract', () => {
  it('answers the value of a valid request', () => {
    expect(decodeWithCodes(ValidateCustomerPassword.request, login)).toEqual({ ok: true, value: login });
  });

  it('strips keys the request does not declare', () => {
    const decoded = decodeWithCodes(ValidateCustomerPassword.request, { ...login, Token: 't', Admin: true });
    expect(decoded).toEqual({ ok: true, value: login });
  });

  it('answers 2001 for a missing field, naming it', () => {
    const { PasswordHash: _omitted, ...rest } = login;
    expect(errorsOf(decodeWithCodes(ValidateCustomerPassword.request, rest))).toEqual([
      { ErrorCode: ErrorCode.MandatoryFieldMissing, ErrorMessage: 'Mandatory field missing: PasswordHash' },
    ]);
  });

  it('answers 2004 for a number where a string belongs', () => {
    expect(codesByField(decodeWithCodes(ValidateCustomerPassword.request, { ...login, CustomerNumber: 1001 }))).toEqual({
      CustomerNumber: ErrorCode.UnexpectedDataType,
    });
  });

  it('answers 2002 for a string that is too long', () => {
    expect(
      codesByField(decodeWithCodes(ValidateCustomerPassword.request, { ...login, CustomerNumber: '1'.repeat(301) })),
    ).toEqual({
      CustomerNumber: ErrorCode.StringTooLong,
    });
    expect(codesByField(decodeWithCodes(ValidateCustomerPassword.request, { ...login, PasswordHash: `${HASH}0` }))).toEqual({
      PasswordHash: ErrorCode.StringTooLong,
    });
  });

  it('answers one error per field, for every field that is wrong', () => {
    expect(
      codesByField(decodeWithCodes(ValidateCustomerPassword.request, { ApiKey: 7, CustomerNumber: '1'.repeat(301) })),
    ).toEqual({
      ApiKey: ErrorCode.UnexpectedDataType,
      CustomerNumber: ErrorCode.StringTooLong,
      PasswordHash: ErrorCode.MandatoryFieldMissing,
    });
  });

  it('answers an unknown level of the log service as 2004', () => {
    expect(codesByField(decodeWithCodes(SendLog.request, { ApiKey: 'k', Message: '{}', Level: 'fatal' }))).toEqual({
      Level: ErrorCode.UnexpectedDataType,
    });
  });

  it('answers a body that is no object as one error about the body', () => {
    expect(errorsOf(decodeWithCodes(GetCustomer.request, 'Token'))).toEqual([
      { ErrorCode: ErrorCode.UnexpectedDataType, ErrorMessage: 'Unexpected data type: (body)' },
    ]);
    expect(errorsOf(decodeWithCodes(GetCustomer.request, undefined)).map((e) => e.ErrorCode)).toEqual([
      ErrorCode.MandatoryFieldMissing,
    ]);
    expect(errorsOf(decodeWithCodes(GetCustomer.request, null)).map((e) => e.ErrorCode)).toEqual([ErrorCode.UnexpectedDataType]);
  });

  it('names nested fields by their dotted path and reports a union field once', () => {
    const customer = {
      CustomerIdentifier: 'c1',
      CustomerName: 'Stockholms stad',
      CustomerNumber: '1001',
      Department: null,
      OrganisationNumber: null,
      PhoneNumberDirect: null,
      PhoneNumberSwitchboard: null,
      CustomerAddress: { AddressRow1: null, AddressRow2: null, CareOf: null, PostalCode: 11140, City: null, Country: null },
      CanCreateAutoAssignOrder: 'yes',
      ContactPersonOrdererRequiresEmail: false,
      ContactPersonUponInterpretationRequiresEmail: false,
      Image: null,
    };
    const decoded = decodeWithCodes(GetCustomer.response, { CustomerInformation: customer, Errors: null });
    const fields = errorsOf(decoded).map((e) => e.ErrorMessage.split(': ')[1]);
    expect(new Set(fields).size).toBe(fields.length);
    // The null branch of the nullable parent would also report the parent itself as a vague 2004:
    // only the leaves are answered (issue 17 item 1).
    expect(codesByField(decoded)).toEqual({
      'CustomerInformation.CustomerAddress.PostalCode': ErrorCode.UnexpectedDataType,
      'CustomerInformation.CanCreateAutoAssignOrder': ErrorCode.UnexpectedDataType,
    });
  });

  it('answers only catalogued codes', () => {
    const bodies: unknown[] = [{}, [], 1, 'x', null, { ApiKey: {}, CustomerNumber: [], PasswordHash: false }];
    for (const body of bodies) {
      for (const error of errorsOf(decodeWithCodes(ValidateCustomerPassword.request, body))) {
        expect(isCatalogued(error.ErrorCode), JSON.stringify(body)).toBe(true);
      }
    }
  });
});
