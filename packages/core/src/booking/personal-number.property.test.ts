import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { aDraft } from './builders.js';
import { FREE_TEXT_FIELDS, containsPersonalNumber, luhnValid, personalNumberFields } from './personal-number.js';

/** The Luhn check digit that completes nine digits. */
function checkDigit(nine: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(nine + d)) return String(d);
  throw new Error('unreachable');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

interface Pnr {
  readonly date: Temporal.PlainDate;
  readonly coordination: boolean;
  readonly serial: string;
}

const aPnr: fc.Arbitrary<Pnr> = fc.record({
  date: fc.integer({ min: 0, max: 200 * 366 }).map((d) => Temporal.PlainDate.from('1880-01-01').add({ days: d })),
  coordination: fc.boolean(),
  serial: fc.integer({ min: 0, max: 999 }).map((n) => pad(n, 3)),
});

/** The number written in one of the ways people write it: YYMMDD-NNNN, YYMMDD+NNNN, YYMMDDNNNN, YYYYMMDD(-)NNNN. */
function written(pnr: Pnr, form: 0 | 1 | 2 | 3 | 4, checkOffset = 0): string {
  const { date, coordination, serial } = pnr;
  const day = date.day + (coordination ? 60 : 0);
  const short = `${pad(date.year % 100)}${pad(date.month)}${pad(day)}`;
  const check = String((Number(checkDigit(short + serial)) + checkOffset) % 10);
  const last = serial + check;
  return [
    `${short}-${last}`,
    `${short}+${last}`,
    `${short}${last}`,
    `${date.year}${pad(date.month)}${pad(day)}${last}`,
    `${date.year}${pad(date.month)}${pad(day)}-${last}`,
  ][form]!;
}

const aForm = fc.constantFrom<0 | 1 | 2 | 3 | 4>(0, 1, 2, 3, 4);
/** Text around a number: anything that does not end (or start) with a digit next to it. */
const around = fc.string({ maxLength: 20 }).map((s) => s.replace(/\d+$/, '').replace(/^\d+/, ''));
const edge = fc.constantFrom('', ' ', 'pnr ', ': ', '(', 'Klienten ');

describe('personal identity numbers in free text (properties)', () => {
  it('finds a valid number, however written, wherever it stands', () => {
    fc.assert(
      fc.property(aPnr, aForm, around, edge, around, (pnr, form, before, gap, after) => {
        const text = `${before}${gap}${written(pnr, form)} ${after}`;
        expect(containsPersonalNumber(text)).toBe(true);
      }),
    );
  });

  it('does not take a number whose check digit is wrong', () => {
    fc.assert(
      fc.property(aPnr, aForm, fc.integer({ min: 1, max: 9 }), (pnr, form, offset) => {
        expect(containsPersonalNumber(`Ärende ${written(pnr, form, offset)}.`)).toBe(false);
      }),
    );
  });

  it('does not take a number that is part of a longer run of digits', () => {
    fc.assert(
      fc.property(aPnr, fc.constantFrom<0 | 2 | 3>(0, 2, 3), fc.integer({ min: 0, max: 9 }), (pnr, form, digit) => {
        expect(containsPersonalNumber(`${digit}${written(pnr, form)}`)).toBe(false);
        expect(containsPersonalNumber(`${written(pnr, form)}${digit}`)).toBe(false);
      }),
    );
  });

  it('finds nothing in text without ten digits in a row', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        fc.pre(!/\d{6}[-+]?\d{4}/.test(text));
        expect(containsPersonalNumber(text)).toBe(false);
      }),
    );
  });

  it('names the free-text fields that hold one, in the form’s order', () => {
    fc.assert(
      fc.property(fc.subarray([...FREE_TEXT_FIELDS]), aPnr, aForm, (fields, pnr, form) => {
        const texts = Object.fromEntries(
          FREE_TEXT_FIELDS.map((f) => [f, fields.includes(f) ? `Se ${written(pnr, form)}` : 'Inget']),
        );
        const dates = [Temporal.PlainDate.from('2026-11-30'), Temporal.PlainDate.from('2026-12-01')];
        expect(personalNumberFields(aDraft({ ...texts, dates }))).toEqual(FREE_TEXT_FIELDS.filter((f) => fields.includes(f)));
      }),
    );
  });
});

describe('personal identity numbers: examples', () => {
  it.each([
    ['Klient 811218-9876 ska tolkas', true],
    ['19811218-9876', true],
    ['198112189876', true],
    ['8112189876', true],
    ['811218+9876', true],
    ['811278-9873', true], // samordningsnummer: day 18 + 60
    ['811218-9875', false], // wrong check digit
    ['811318-9876', false], // month 13
    ['810230-1234', false], // 30 February
    ['Ring 08-508 09 100', false],
    ['Order 1234567890123', false],
  ])('%s → %s', (text, expected) => {
    expect(containsPersonalNumber(text)).toBe(expected);
  });

  it('checks the group description only when there are several days', () => {
    expect(personalNumberFields(aDraft({ groupDescription: '811218-9876' }))).toEqual([]);
    expect(personalNumberFields(aDraft({ description: '811218-9876', yourReference: 'x' }))).toEqual(['description']);
  });
});
