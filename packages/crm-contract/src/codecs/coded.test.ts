import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { decodeWithCodes } from '../decode.js';
import { ErrorCode } from '../errors.js';
import { Base64, CrmDate, CrmDateTime, Email, Phone, PostalCodeNumber, Text, nullable, request } from './coded.js';

/** Decodes `{ Field: value }` with the codec as that one field's type; answers the codes it gives. */
function codesFor(codec: t.Mixed, value: unknown): number[] {
  const decoded = decodeWithCodes(request('Probe', { Field: codec }), value === undefined ? {} : { Field: value });
  return decoded.ok ? [] : decoded.errors.map((e) => e.ErrorCode);
}

describe('coded codecs, each read back as its catalogued code', () => {
  it('Text(max): at most max characters, 2002 beyond', () => {
    expect(codesFor(Text(5), 'abcde')).toEqual([]);
    expect(codesFor(Text(5), '')).toEqual([]);
    expect(codesFor(Text(5), 'abcdef')).toEqual([ErrorCode.StringTooLong]);
  });

  it('CrmDateTime: a real calendar date and clock time, 2003 otherwise', () => {
    for (const ok of ['2026-11-23 10:00:00', '2026-11-23T10:00:00', '2028-02-29 23:59:59', '2026-12-31 00:00:00']) {
      expect(codesFor(CrmDateTime, ok), ok).toEqual([]);
    }
    for (const bad of [
      '2026-02-29 10:00:00',
      '2026-04-31 10:00:00',
      '2026-13-01 10:00:00',
      '2026-00-01 10:00:00',
      '2026-01-00 10:00:00',
      '2026-01-01 24:00:00',
      '2026-01-01 10:60:00',
      '2026-01-01 10:00:60',
      '2026-01-01 10:00',
      '2026-01-01',
      '2026-1-1 10:00:00',
      '2026-01-01 10:00:00Z',
      '',
    ]) {
      expect(codesFor(CrmDateTime, bad), bad).toEqual([ErrorCode.InvalidDatetime]);
    }
  });

  it('CrmDate: YYYY-MM-DD of a real day, 2003 otherwise', () => {
    expect(codesFor(CrmDate, '2028-02-29')).toEqual([]);
    for (const bad of ['2026-02-29', '2026-02-30', '2026-1-01', '01-02-2026', '2026-01-01 10:00:00']) {
      expect(codesFor(CrmDate, bad), bad).toEqual([ErrorCode.InvalidDatetime]);
    }
  });

  it('Email(max): an address, 2006 otherwise (its length limit included)', () => {
    expect(codesFor(Email(300), 'anna.svensson@stockholm.se')).toEqual([]);
    for (const bad of ['anna.svensson', 'anna@stockholm', 'anna svensson@stockholm.se', '@stockholm.se', '']) {
      expect(codesFor(Email(300), bad), bad).toEqual([ErrorCode.InvalidEmail]);
    }
    expect(codesFor(Email(20), `${'a'.repeat(20)}@x.se`)).toEqual([ErrorCode.InvalidEmail]);
  });

  it('Phone(max): digits, blanks, parentheses, plus and hyphen, 2007 otherwise', () => {
    for (const ok of ['08-508 09 100', '+46 (0)8 123 45', '']) expect(codesFor(Phone(30), ok), ok).toEqual([]);
    for (const bad of ['08/508 09 100', 'ring 112', '08.508'])
      expect(codesFor(Phone(30), bad), bad).toEqual([ErrorCode.InvalidPhone]);
    expect(codesFor(Phone(5), '123456')).toEqual([ErrorCode.InvalidPhone]);
  });

  it('Base64: padded base64 text, 2005 otherwise', () => {
    for (const ok of ['aGVq', 'aGVqaA==', 'aGVqaGU=', '']) expect(codesFor(Base64, ok), ok).toEqual([]);
    for (const bad of ['aGVqa', 'aGV=q', 'aGVq!A==', 'a==='])
      expect(codesFor(Base64, bad), bad).toEqual([ErrorCode.InvalidBase64]);
  });

  it('PostalCodeNumber: a five-digit number, 2008 otherwise', () => {
    for (const ok of [11140, 10000, 99999]) expect(codesFor(PostalCodeNumber, ok), String(ok)).toEqual([]);
    for (const bad of [9999, 100000, 11140.5, -11140])
      expect(codesFor(PostalCodeNumber, bad), String(bad)).toEqual([ErrorCode.InvalidPostalCode]);
  });

  it('reports the wrong base type as 2004, not as the rule of the codec', () => {
    expect(codesFor(Text(5), 12)).toEqual([ErrorCode.UnexpectedDataType]);
    expect(codesFor(CrmDateTime, 20261123)).toEqual([ErrorCode.UnexpectedDataType]);
    expect(codesFor(CrmDate, null)).toEqual([ErrorCode.UnexpectedDataType]);
    expect(codesFor(Email(300), ['a@b.se'])).toEqual([ErrorCode.UnexpectedDataType]);
    expect(codesFor(Phone(30), 8508)).toEqual([ErrorCode.UnexpectedDataType]);
    expect(codesFor(Base64, { data: 'aGVq' })).toEqual([ErrorCode.UnexpectedDataType]);
    expect(codesFor(PostalCodeNumber, '11140')).toEqual([ErrorCode.UnexpectedDataType]);
  });

  it('reports a missing value as 2001', () => {
    for (const codec of [Text(5), CrmDateTime, CrmDate, Email(300), Phone(30), Base64, PostalCodeNumber]) {
      expect(codesFor(codec, undefined), codec.name).toEqual([ErrorCode.MandatoryFieldMissing]);
    }
  });

  it('agrees with is()', () => {
    expect(CrmDateTime.is('2026-11-23 10:00:00')).toBe(true);
    expect(CrmDateTime.is('2026-11-31 10:00:00')).toBe(false);
    expect(PostalCodeNumber.is('11140')).toBe(false);
  });
});

describe('request', () => {
  const Probe = request('Probe', { Name: Text(10) }, { Note: Text(10), When: nullable(CrmDateTime) });

  it('takes the optional fields absent, given, or null', () => {
    expect(decodeWithCodes(Probe, { Name: 'a' })).toEqual({ ok: true, value: { Name: 'a' } });
    expect(decodeWithCodes(Probe, { Name: 'a', Note: 'b', When: '2026-11-23 10:00:00' })).toEqual({
      ok: true,
      value: { Name: 'a', Note: 'b', When: '2026-11-23 10:00:00' },
    });
    expect(decodeWithCodes(Probe, { Name: 'a', Note: null, When: null })).toEqual({
      ok: true,
      value: { Name: 'a', Note: null, When: null },
    });
  });

  it('still checks an optional field that is given', () => {
    const decoded = decodeWithCodes(Probe, { Name: 'a', Note: 'far too long a note', When: '2026-11-31 10:00:00' });
    expect(decoded.ok ? [] : decoded.errors.map((e) => e.ErrorCode).sort()).toEqual(
      [ErrorCode.StringTooLong, ErrorCode.InvalidDatetime].sort(),
    );
  });

  it('keeps exactly the declared keys', () => {
    expect(decodeWithCodes(Probe, { Name: 'a', Extra: 1, Token: 'x' })).toEqual({ ok: true, value: { Name: 'a' } });
  });
});
