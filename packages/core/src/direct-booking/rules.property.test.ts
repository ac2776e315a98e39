import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import {
  DIRECT_BOOKING,
  canSubmitDirectBooking,
  defaultDirectStart,
  directAvailabilityOutcome,
  directDurationOptions,
  directServiceState,
  isDirectBookingValid,
  isDirectStartPassed,
  latestDirectEnd,
  retryPeriod,
  slotIcons,
  validateDirectBooking,
  type DirectBookingLimits,
} from './rules.js';

const day = Temporal.PlainDate.from('2026-11-23');
/** A moment of the day, to the second. */
const moment = fc
  .integer({ min: 0, max: 24 * 3600 - 1 })
  .map((s) => day.toZonedDateTime({ timeZone: STOCKHOLM }).add({ seconds: s }));
const limitsArb: fc.Arbitrary<DirectBookingLimits> = fc.record({
  closesAt: fc.option(moment, { nil: null }),
  windowMinutes: fc.integer({ min: 1, max: 600 }),
});
const compare = Temporal.ZonedDateTime.compare;
const person = fc.option(fc.record({ email: fc.option(fc.constantFrom('', ' ', 'a@example.se'), { nil: null }) }), {
  nil: null,
});

describe('direct booking rules (properties)', () => {
  it('offers exactly the 30-minute steps whose end is not after the latest end', () => {
    fc.assert(
      fc.property(moment, fc.integer({ min: -60, max: 300 }), limitsArb, (now, offset, limits) => {
        const start = now.add({ minutes: offset }).round({ smallestUnit: 'minute', roundingMode: 'floor' });
        const options = directDurationOptions(start, now, limits);
        const last = latestDirectEnd(now, limits);
        options.forEach((minutes, i) => {
          expect(minutes).toBe((i + 1) * DIRECT_BOOKING.durationStepMinutes);
          expect(compare(start.add({ minutes }), last)).toBeLessThanOrEqual(0);
        });
        const next = (options.length + 1) * DIRECT_BOOKING.durationStepMinutes;
        expect(compare(start.add({ minutes: next }), last)).toBeGreaterThan(0);
      }),
    );
  });

  it('the latest end is never after closing nor after the window from now', () => {
    fc.assert(
      fc.property(moment, limitsArb, (now, limits) => {
        const last = latestDirectEnd(now, limits);
        expect(compare(last, now.add({ minutes: limits.windowMinutes }))).toBeLessThanOrEqual(0);
        if (limits.closesAt) expect(compare(last, limits.closesAt)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('the default start is a whole minute, 4 to 5 minutes ahead, never passed', () => {
    fc.assert(
      fc.property(moment, (now) => {
        const start = defaultDirectStart(now);
        expect(start.second).toBe(0);
        expect(start.millisecond).toBe(0);
        const ahead = now.until(start).total({ unit: 'second' });
        expect(ahead).toBeGreaterThan(4 * 60 - 1);
        expect(ahead).toBeLessThanOrEqual(5 * 60);
        expect(isDirectStartPassed(start, now)).toBe(false);
      }),
    );
  });

  it('a form with every field chosen, a start not passed and an offered duration is valid', () => {
    fc.assert(
      fc.property(moment, fc.integer({ min: 0, max: 200 }), limitsArb, (now, offset, limits) => {
        const start = defaultDirectStart(now).add({ minutes: offset });
        fc.pre(start.toPlainDate().equals(now.toPlainDate()));
        for (const duration of directDurationOptions(start, now, limits)) {
          const form = { skill: 's', start: start.toPlainTime(), duration, orderer: 'o', contact: 'c' };
          expect(isDirectBookingValid(validateDirectBooking(form, now, limits))).toBe(true);
        }
      }),
    );
  });

  it('a duration not offered for a start not passed is a duration error', () => {
    fc.assert(
      fc.property(
        moment,
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1, max: 20 }),
        limitsArb,
        (now, offset, n, limits) => {
          const start = defaultDirectStart(now).add({ minutes: offset });
          fc.pre(start.toPlainDate().equals(now.toPlainDate()));
          const duration = n * DIRECT_BOOKING.durationStepMinutes;
          fc.pre(!directDurationOptions(start, now, limits).includes(duration));
          const form = { skill: 's', start: start.toPlainTime(), duration, orderer: 'o', contact: 'c' };
          expect(validateDirectBooking(form, now, limits).duration?.kind).toBe('beyond-window');
        },
      ),
    );
  });

  it('submit is never enabled while a chosen person lacks an e-mail or the start has passed', () => {
    fc.assert(
      fc.property(moment, fc.integer({ min: -30, max: 30 }), person, person, (now, offset, orderer, contact) => {
        const start = now.add({ minutes: offset });
        const enabled = canSubmitDirectBooking(start, orderer, contact, now);
        const hasEmail = (p: typeof orderer) => p !== null && (p.email ?? '').trim() !== '';
        expect(enabled).toBe(hasEmail(orderer) && hasEmail(contact) && !isDirectStartPassed(start, now));
      }),
    );
  });

  it('the service is open exactly when the first entry is active', () => {
    const entry = fc.record({ isActive: fc.boolean(), window: fc.constant(null) });
    fc.assert(
      fc.property(fc.option(fc.array(entry, { maxLength: 3 }), { nil: null }), (days) => {
        const state = directServiceState({ days, minutesFromNowPossibleToBook: 120 });
        expect(state.kind === 'open').toBe(days?.[0]?.isActive === true);
      }),
    );
  });

  it('the outcome orders directly only at an original time that can be booked, and offers only free slots', () => {
    const slot = fc.record({ from: moment, available: fc.integer({ min: 0, max: 9 }) });
    fc.assert(
      fc.property(
        fc.option(fc.constant('tel'), { nil: null }),
        fc.boolean(),
        fc.array(slot, { maxLength: 8 }),
        (serviceId, canBookOriginal, slots) => {
          const outcome = directAvailabilityOutcome({ serviceId, canBookOriginal, slots });
          if (outcome.kind === 'book-original') expect(canBookOriginal && serviceId !== null).toBe(true);
          if (outcome.kind === 'choose-slot') {
            expect(canBookOriginal).toBe(false);
            expect(outcome.slots.length).toBeGreaterThan(0);
            expect(outcome.slots.every((s) => s.available > 0)).toBe(true);
          }
          if (outcome.kind === 'no-interpreter')
            expect(serviceId === null || (!canBookOriginal && slots.every((s) => s.available <= 0))).toBe(true);
        },
      ),
    );
  });

  it('a retry keeps the length and starts 5 minutes later; slot icons never exceed 3', () => {
    fc.assert(
      fc.property(moment, fc.integer({ min: 1, max: 600 }), fc.integer({ min: -2, max: 1000 }), (from, minutes, count) => {
        const retried = retryPeriod({ from, minutes });
        expect(retried.minutes).toBe(minutes);
        expect(from.until(retried.from).total({ unit: 'minute' })).toBe(5);
        const icons = slotIcons(count);
        expect(icons.users).toBe(Math.min(Math.max(count, 0), 3));
        expect(icons.more).toBe(count > 3);
      }),
    );
  });
});
