import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.js';
import { formatDateText, parseDateText } from './date-text.js';

const aDay = fc.integer({ min: 0, max: 200 * 366 }).map((d) => Temporal.PlainDate.from('1950-01-01').add({ days: d }));

describe('date text (issue 17 item 13)', () => {
  it('shows a day in the portal’s language: 2026-11-26 in Swedish, 26 November 2026 in English', () => {
    const day = Temporal.PlainDate.from('2026-11-26');
    expect(formatDateText('sv', day)).toBe('2026-11-26');
    expect(formatDateText('en', day)).toBe('26 November 2026');
  });

  it('reads back every day it shows, in both languages', () => {
    fc.assert(
      fc.property(aDay, fc.constantFrom(...LOCALES), (day, locale) => {
        expect(parseDateText(locale, formatDateText(locale, day))?.toString()).toBe(day.toString());
      }),
    );
  });

  it('reads the ISO form and the other language’s way in either language', () => {
    fc.assert(
      fc.property(aDay, fc.constantFrom(...LOCALES), (day, locale) => {
        expect(parseDateText(locale, day.toString())?.toString()).toBe(day.toString());
      }),
    );
    expect(parseDateText('en', '3 Dec 2026')?.toString()).toBe('2026-12-03');
    expect(parseDateText('en', '3/12/2026')?.toString()).toBe('2026-12-03');
    expect(parseDateText('sv', '3 december 2026')?.toString()).toBe('2026-12-03');
  });

  it('answers null for what is not a whole date', () => {
    for (const text of ['', '2026', '26-11-20', '2026-13-01', '2026-02-30', 'i morgon', '31 Foo 2026'])
      for (const locale of LOCALES) expect(parseDateText(locale, text)).toBeNull();
  });
});
