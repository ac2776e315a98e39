import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import { ACUTE_KIND, ACUTE_MAX_MINUTES, ACUTE_MIN_MINUTES, isAcuteActive, startAcute } from './acute.js';
import { aWeeklyDefault, anException, clockChangeDays } from './builders.js';
import { dayStart, splitAcrossDays } from './day-window.js';
import { effectiveAvailability } from './effective.js';
import {
  canAddException,
  canUpdateException,
  EXCEPTION_DEFAULT_MINUTES,
  isUnavailableAllDay,
  newExceptionDraft,
  unavailableAllDayDraft,
} from './exceptions.js';

const CHANGE_DAYS = clockChangeDays(2020, 2035);
const HOUR_MS = 3_600_000;

/** Any moment 2020–2035, half of them within a day and a half of a clock change. */
const anInstant: fc.Arbitrary<Temporal.Instant> = fc.oneof(
  fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms)),
  fc
    .tuple(fc.constantFrom(...CHANGE_DAYS), fc.integer({ min: -36 * HOUR_MS, max: 36 * HOUR_MS }))
    .map(([day, ms]) => dayStart(day).toInstant().add({ milliseconds: ms })),
);
const todayOf = (now: Temporal.Instant) => now.toZonedDateTimeISO(STOCKHOLM).toPlainDate();

describe('the planner’s "+" (properties)', () => {
  it('offers nothing before today; on today a one-hour exception from the next whole hour; later from 00:00', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: -3, max: 3 }), (now, offset) => {
        const date = todayOf(now).add({ days: offset });
        const draft = newExceptionDraft(date, now);
        expect(canAddException(date, now)).toBe(draft !== null);
        if (offset < 0) {
          expect(draft).toBeNull();
          return;
        }
        if (offset > 0) {
          expect(draft!.from.equals(dayStart(date))).toBe(true);
        } else {
          const nextHour = now.toZonedDateTimeISO(STOCKHOLM).round({ smallestUnit: 'hour', roundingMode: 'floor' });
          if (draft === null) {
            // None only when no whole hour of today is left.
            expect(now.toZonedDateTimeISO(STOCKHOLM).hour).toBe(23);
            return;
          }
          const wait = draft.from.epochMilliseconds - now.epochMilliseconds;
          expect(wait).toBeGreaterThan(0);
          expect(wait).toBeLessThanOrEqual(HOUR_MS);
          expect([draft.from.minute, draft.from.second, draft.from.millisecond]).toEqual([0, 0, 0]);
          expect(draft.from.toPlainDate().equals(date)).toBe(true);
          expect(nextHour.epochMilliseconds).toBeLessThan(draft.from.epochMilliseconds);
          expect(canUpdateException({ ...draft, canBeUpdated: true }, now)).toBe(true);
        }
        expect(draft!.to.since(draft!.from).total('minutes')).toBe(EXCEPTION_DEFAULT_MINUTES);
        expect(draft!.kind).toBe('available');
      }),
    );
  });
});

describe('which exceptions can be updated (properties, spec 3 §4)', () => {
  it('exactly those that CanBeUpdated and start after now', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: -5 * HOUR_MS, max: 5 * HOUR_MS }), fc.boolean(), (now, startsIn, canBeUpdated) => {
        const from = now.add({ milliseconds: startsIn }).toZonedDateTimeISO(STOCKHOLM);
        const exception = {
          ...anException('e', '2026-01-01 10:00', '2026-01-01 11:00'),
          from,
          to: from.add({ hours: 1 }),
          canBeUpdated,
        };
        expect(canUpdateException(exception, now)).toBe(canBeUpdated && startsIn > 0);
      }),
    );
  });
});

describe('unavailable all day (properties)', () => {
  it('makes any day, 23- and 25-hour ones included, one unavailable piece 00:00–23:59 under any default', () => {
    const aDate = fc.oneof(
      fc.constantFrom(...CHANGE_DAYS),
      fc.integer({ min: 0, max: 5843 }).map((n) => Temporal.PlainDate.from('2020-01-01').add({ days: n })),
    );
    fc.assert(
      fc.property(aDate, (date) => {
        const off = { ...unavailableAllDayDraft(date), id: 'off', canBeUpdated: true };
        expect(isUnavailableAllDay(date, [off])).toBe(true);
        expect(isUnavailableAllDay(date.add({ days: 1 }), [off])).toBe(false);
        expect(splitAcrossDays(off).map((p) => p.date.toString())).toEqual([date.toString()]);
        const weekly = aWeeklyDefault({
          [date.dayOfWeek as 1]: [
            { ...off, id: 's', from: Temporal.PlainTime.from('08:00'), to: Temporal.PlainTime.from('16:00'), isAvailable: true },
          ],
        });
        const pieces = effectiveAvailability(date, { weekly, exceptions: [off], acute: null });
        expect(pieces.map((p) => [p.kind, p.from.toPlainTime().toString(), p.to.toPlainTime().toString()])).toEqual([
          ['unavailable', '00:00:00', '23:59:00'],
        ]);
      }),
    );
  });
});

describe('"Tolka nu" (properties)', () => {
  it('starts within the minute before now, lasts exactly the length asked in real time, and is in force until it ends', () => {
    fc.assert(
      fc.property(anInstant, fc.integer({ min: ACUTE_MIN_MINUTES, max: ACUTE_MAX_MINUTES }), (now, minutes) => {
        const outcome = startAcute(now, minutes, { onSite: true, phone: false });
        if (outcome.kind !== 'ok') throw new Error('expected a window');
        const acute = outcome.value;
        const since = now.epochMilliseconds - acute.from.epochMilliseconds;
        expect(since).toBeGreaterThanOrEqual(0);
        expect(since).toBeLessThan(60_000);
        expect(acute.to.epochMilliseconds - acute.from.epochMilliseconds).toBe(minutes * 60_000);
        expect(isAcuteActive(acute, now)).toBe(true);
        expect(isAcuteActive(acute, acute.to.toInstant().subtract({ milliseconds: 1 }))).toBe(true);
        expect(isAcuteActive(acute, acute.to.toInstant())).toBe(false);
        // Across midnight (and a clock change) each day shows its part, and the parts add up.
        const dates = splitAcrossDays(acute).map((p) => p.date);
        for (const date of dates) {
          const pieces = effectiveAvailability(date, { weekly: aWeeklyDefault(), exceptions: [], acute });
          expect(pieces).toHaveLength(1);
          expect(pieces[0]!.kind).toBe(ACUTE_KIND);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses every length outside the limits', () => {
    fc.assert(
      fc.property(
        anInstant,
        fc.oneof(
          fc.integer({ min: -100, max: ACUTE_MIN_MINUTES - 1 }),
          fc.integer({ min: ACUTE_MAX_MINUTES + 1, max: 10_000 }),
          fc.double({ noNaN: true }),
        ),
        (now, minutes) => {
          fc.pre(!(Number.isInteger(minutes) && minutes >= ACUTE_MIN_MINUTES && minutes <= ACUTE_MAX_MINUTES));
          expect(startAcute(now, minutes, { onSite: true, phone: true }).kind).toBe('rejected');
        },
      ),
    );
  });
});
