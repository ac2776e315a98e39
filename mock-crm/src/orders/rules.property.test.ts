import fc from 'fast-check';
import { STOCKHOLM } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { canBeRated, criticalChangeOutcome, isChangeable, isCriticalChange, type CriticalFields } from './rules.js';
import type { OrderState } from './statuses.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 1000);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const FROM_MS = Date.parse('2020-01-01T00:00:00Z');
const TO_MS = Date.parse('2035-12-31T23:59:59Z');

/** Every DST change in Stockholm from 2020 to 2035 (two a year), as instants. */
const CHANGES: number[] = [];
for (
  let at: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from({ year: 2020, month: 1, day: 1, timeZone: STOCKHOLM });
  (at = at.getTimeZoneTransition('next')) && at.year <= 2035;
) {
  CHANGES.push(at.epochMilliseconds);
}

/** Any instant 2020–2035, half of them within a day and a half of a DST change. */
const anInstant = fc.oneof(
  fc.integer({ min: FROM_MS, max: TO_MS }),
  fc
    .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -36 * HOUR_MS, max: 36 * HOUR_MS }))
    .map(([change, offset]) => change + offset),
);

/** A "now" and a start after it: up to four days later, often within a day (the interesting range). */
const nowAndLaterStart = fc
  .tuple(anInstant, fc.oneof(fc.integer({ min: 1, max: 26 * HOUR_MS }), fc.integer({ min: 1, max: 4 * DAY_MS })))
  .map(([now, ahead]) => ({ now, start: now + ahead }));

/** The Stockholm calendar date by another road than the code's (Intl rather than Temporal). */
const stockholmDay = new Intl.DateTimeFormat('en-CA', { timeZone: STOCKHOLM, year: 'numeric', month: '2-digit', day: '2-digit' });
const sameStockholmDay = (a: number, b: number) => stockholmDay.format(a) === stockholmDay.format(b);

const STATES: readonly OrderState[] = ['open', 'booked', 'fulfilled', 'cancelled', 'rejected'];
const aState = fc.constantFrom(...STATES);

describe('criticalChangeOutcome over any instants 2020–2035, DST changes included (property)', () => {
  it("is 'same-day' exactly when the start is on now's Stockholm date", () => {
    fc.assert(
      fc.property(nowAndLaterStart, fc.integer({ min: 1, max: 96 }), ({ now, start }, hours) => {
        expect(criticalChangeOutcome(start, now, hours) === 'same-day').toBe(sameStockholmDay(start, now));
      }),
      { numRuns: RUNS },
    );
  });

  it("on another day, is 'new-order' within the hours and 'reopen' from them on", () => {
    fc.assert(
      fc.property(nowAndLaterStart, fc.integer({ min: 1, max: 96 }), ({ now, start }, hours) => {
        fc.pre(!sameStockholmDay(start, now));
        expect(criticalChangeOutcome(start, now, hours)).toBe(start - now < hours * HOUR_MS ? 'new-order' : 'reopen');
      }),
      { numRuns: RUNS },
    );
  });

  it('never calls a start 25 hours or more ahead the same day, nor one on the next day (a day has 23 to 25 hours)', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: 25 * HOUR_MS, max: 4 * DAY_MS }), (now, ahead) => {
        expect(criticalChangeOutcome(now + ahead, now, 48)).not.toBe('same-day');
      }),
      { numRuns: RUNS },
    );
  });

  it('follows the 23- and 25-hour days of the DST changes', () => {
    const midnight = (date: string) => Temporal.PlainDate.from(date).toZonedDateTime(STOCKHOLM).epochMilliseconds;
    // Spring forward (2027-03-28 has 23 hours): 23 h 30 min after midnight is already the next day.
    expect(criticalChangeOutcome(midnight('2027-03-28') + 23.5 * HOUR_MS, midnight('2027-03-28'), 48)).toBe('new-order');
    expect(criticalChangeOutcome(midnight('2027-03-28') + 22.5 * HOUR_MS, midnight('2027-03-28'), 48)).toBe('same-day');
    // Fall back (2027-10-31 has 25 hours): 24 h 30 min after midnight is still the same day.
    expect(criticalChangeOutcome(midnight('2027-10-31') + 24.5 * HOUR_MS, midnight('2027-10-31'), 48)).toBe('same-day');
    expect(criticalChangeOutcome(midnight('2027-10-31') + 25.5 * HOUR_MS, midnight('2027-10-31'), 48)).toBe('new-order');
  });
});

describe('isChangeable and canBeRated (property)', () => {
  it('an order is changeable exactly when it is open or booked and has not started', () => {
    fc.assert(
      fc.property(aState, anInstant, anInstant, (state, startMs, now) => {
        expect(isChangeable({ state, startMs }, now)).toBe((state === 'open' || state === 'booked') && startMs > now);
      }),
      { numRuns: RUNS },
    );
  });

  it('a changeable order is never ratable, and a rated one never ratable again', () => {
    fc.assert(
      fc.property(aState, fc.option(fc.integer({ min: 1, max: 5 })), anInstant, anInstant, (state, rating, startMs, now) => {
        if (isChangeable({ state, startMs }, now)) expect(canBeRated({ state, rating })).toBe(false);
        if (rating !== null) expect(canBeRated({ state, rating })).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('isCriticalChange (property)', () => {
  const text = fc.option(fc.constantFrom('Sveavägen 44', 'sveavägen 44', ' Sveavägen 44 ', 'Hornsgatan 103', '', ' '), {
    nil: null,
  });
  const fields: fc.Arbitrary<CriticalFields> = fc.record({
    startMs: fc.constantFrom(0, HOUR_MS),
    endMs: fc.constantFrom(2 * HOUR_MS, 3 * HOUR_MS),
    skillId: fc.constantFrom('arabiska', 'persiska'),
    addressRow1: text,
    postalCode: fc.option(fc.constantFrom('11134', '11728', ' 11134'), { nil: null }),
    city: fc.option(fc.constantFrom('Stockholm', 'STOCKHOLM', 'Solna'), { nil: null }),
  });
  const norm = (value: string | null) => (value ?? '').trim().toLowerCase();

  it('is symmetric, never critical against itself, and critical exactly when a critical field differs', () => {
    fc.assert(
      fc.property(fields, fields, (a, b) => {
        expect(isCriticalChange(a, a)).toBe(false);
        expect(isCriticalChange(a, b)).toBe(isCriticalChange(b, a));
        const differs =
          a.startMs !== b.startMs ||
          a.endMs !== b.endMs ||
          a.skillId !== b.skillId ||
          norm(a.addressRow1) !== norm(b.addressRow1) ||
          norm(a.postalCode) !== norm(b.postalCode) ||
          norm(a.city) !== norm(b.city);
        expect(isCriticalChange(a, b)).toBe(differs);
      }),
      { numRuns: RUNS },
    );
  });
});
