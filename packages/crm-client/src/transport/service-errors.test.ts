import { SERVICE_ERROR_KINDS, ServiceErrorsRaised } from '@tolk/core';
import { errorMessages } from '@tolk/crm-contract';
import { describe, expect, it } from 'vitest';
import { codeOf, KIND_OF_CODE, logText, loggedErrors, serviceErrorOf, serviceErrorsIn } from './service-errors.js';

const catalogued = Object.keys(errorMessages).map(Number);

describe('the error codes as kinds (issue 11)', () => {
  it('gives every catalogued code a kind of the catalogue, never unknown', () => {
    for (const code of catalogued) {
      const error = serviceErrorOf(code, errorMessages[code as keyof typeof errorMessages]);
      expect(error.kind, String(code)).not.toBe('unknown');
      expect(SERVICE_ERROR_KINDS, String(code)).toContain(error.kind);
    }
  });

  it('is one-to-one: no two codes share a kind, and every kind has its code', () => {
    const kinds = catalogued.map((code) => serviceErrorOf(code, '').kind);
    expect(new Set(kinds).size).toBe(catalogued.length);
    expect([...kinds].sort()).toEqual([...SERVICE_ERROR_KINDS].sort());
    expect(Object.keys(KIND_OF_CODE).map(Number).sort()).toEqual([...catalogued].sort());
  });

  it('reads backwards for the error log: each kind names its code', () => {
    for (const code of catalogued) expect(codeOf(serviceErrorOf(code, 'x'))).toBe(code);
  });

  it('keeps a code outside the catalogue, with the CRM’s text, as unknown', () => {
    expect(serviceErrorOf(7777, 'Something new')).toEqual({ kind: 'unknown', code: 7777, message: 'Something new' });
    expect(codeOf(serviceErrorOf(7777, 'Something new'))).toBe(7777);
  });

  it('reads an answer’s Errors, skipping entries without a numeric code', () => {
    const body = {
      Errors: [
        { ErrorCode: 1004, ErrorMessage: 'Invalid customer number or password' },
        { ErrorCode: '2001', ErrorMessage: 'not a number' },
        { ErrorCode: 7777 },
      ],
    };
    expect(serviceErrorsIn(body)).toEqual([
      { kind: 'invalid-customer-login', message: 'Invalid customer number or password' },
      { kind: 'unknown', code: 7777, message: '' },
    ]);
    expect(serviceErrorsIn({ Errors: null })).toEqual([]);
    expect(serviceErrorsIn('no object')).toEqual([]);
  });

  it('logs the CRM’s codes with the kinds they were read as', () => {
    const errors = [serviceErrorOf(3004, 'Request expired'), serviceErrorOf(7777, 'new')];
    expect(loggedErrors(errors)).toEqual([
      { code: 3004, kind: 'request-expired', message: 'Request expired' },
      { code: 7777, kind: 'unknown', message: 'new' },
    ]);
    expect(logText(new ServiceErrorsRaised('AcceptRequest', errors))).toBe(
      'ServiceErrorsRaised: AcceptRequest: 3004 Request expired; 7777 new',
    );
    expect(logText(new Error('boom'))).toBe('Error: boom');
  });
});
