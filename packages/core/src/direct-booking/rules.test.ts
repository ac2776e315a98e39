import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import {
  bookingWindowMinutes,
  canSubmitDirectBooking,
  contactErrorFlags,
  defaultDirectDuration,
  defaultDirectStart,
  directAvailabilityOutcome,
  directDurationOptions,
  directServiceState,
  isDirectBookingValid,
  latestDirectEnd,
  remainingSearchMs,
  retryPeriod,
  slotIcons,
  validateDirectBooking,
  type DirectBookingForm,
  type DirectBookingLimits,
} from './rules.js';

const at = (time: string) => Temporal.ZonedDateTime.from(`2026-11-23T${time}[${STOCKHOLM}]`);
const limits: DirectBookingLimits = { closesAt: at('19:00'), windowMinutes: 120 };
const window = { from: at('07:30'), to: at('19:00') };
const time = (text: string) => Temporal.PlainTime.from(text);
const filled: DirectBookingForm = { skill: 's1', start: time('10:05'), duration: 30, orderer: 'p1', contact: 'p2' };

describe('opening hours (spec 1 §2)', () => {
  it('missing hours, no entry or a first entry not active: unavailable, with the window when given', () => {
    expect(directServiceState(null)).toEqual({ kind: 'unavailable', window: null });
    expect(directServiceState({ days: null, minutesFromNowPossibleToBook: 120 })).toEqual({ kind: 'unavailable', window: null });
    expect(directServiceState({ days: [], minutesFromNowPossibleToBook: 120 })).toEqual({ kind: 'unavailable', window: null });
    expect(directServiceState({ days: [{ isActive: false, window }], minutesFromNowPossibleToBook: 120 })).toEqual({
      kind: 'unavailable',
      window,
    });
    expect(
      directServiceState({
        days: [
          { isActive: false, window: null },
          { isActive: true, window },
        ],
        minutesFromNowPossibleToBook: 120,
      }),
    ).toEqual({ kind: 'unavailable', window: null });
  });

  it('an active first entry opens the form, closing at its end, with the window from now (120 by default)', () => {
    expect(directServiceState({ days: [{ isActive: true, window }], minutesFromNowPossibleToBook: 90 })).toEqual({
      kind: 'open',
      limits: { closesAt: window.to, windowMinutes: 90 },
    });
    expect(directServiceState({ days: [{ isActive: true, window: null }], minutesFromNowPossibleToBook: null })).toEqual({
      kind: 'open',
      limits: { closesAt: null, windowMinutes: 120 },
    });
    expect(bookingWindowMinutes(0)).toBe(120);
    expect(bookingWindowMinutes(-5)).toBe(120);
    expect(bookingWindowMinutes(Number.NaN)).toBe(120);
    expect(bookingWindowMinutes(45.7)).toBe(45);
  });
});

describe('start and duration (spec 1 §9)', () => {
  it('starts 5 minutes from now, to the minute', () => {
    expect(defaultDirectStart(at('10:00:40')).toString()).toBe(at('10:05').toString());
    expect(defaultDirectStart(Temporal.ZonedDateTime.from('2026-11-23T09:00:00+00:00[UTC]')).toString()).toBe(
      at('10:05').toString(),
    );
  });

  it('offers 30-minute steps within the window from now and up to the closing hour', () => {
    expect(directDurationOptions(at('10:05'), at('10:00:30'), limits)).toEqual([30, 60, 90]);
    expect(directDurationOptions(at('10:00'), at('10:00:30'), limits)).toEqual([30, 60, 90, 120]);
    expect(directDurationOptions(at('18:05'), at('18:00'), limits)).toEqual([30]);
    expect(directDurationOptions(at('18:45'), at('18:40'), limits)).toEqual([]);
    expect(directDurationOptions(at('10:05'), at('10:00'), { closesAt: null, windowMinutes: 240 })).toEqual([
      30, 60, 90, 120, 150, 180, 210,
    ]);
    expect(latestDirectEnd(at('18:00'), limits).toString()).toBe(at('19:00').toString());
    expect(latestDirectEnd(at('10:00:59'), limits).toString()).toBe(at('12:00').toString());
  });

  it('chooses 30 minutes when offered', () => {
    expect(defaultDirectDuration([30, 60])).toBe(30);
    expect(defaultDirectDuration([])).toBeNull();
  });
});

describe('validation (spec 1 §5)', () => {
  const empty: DirectBookingForm = { skill: null, start: null, duration: null, orderer: null, contact: null };

  it('requires language, start, duration, orderer and contact upon interpretation', () => {
    expect(validateDirectBooking(empty, at('10:00'), limits)).toEqual({
      skill: { kind: 'required' },
      start: { kind: 'required' },
      duration: { kind: 'required' },
      orderer: { kind: 'required' },
      contact: { kind: 'required' },
    });
    expect(validateDirectBooking({ ...filled, skill: '-' }, at('10:00'), limits)).toEqual({ skill: { kind: 'required' } });
    expect(isDirectBookingValid(validateDirectBooking(filled, at('10:00'), limits))).toBe(true);
  });

  it('refuses a start in the past, but not one in the current minute', () => {
    expect(validateDirectBooking(filled, at('10:06'), limits)).toEqual({ start: { kind: 'start-passed' } });
    expect(validateDirectBooking(filled, at('10:05:59'), limits)).toEqual({});
  });

  it('gives a duration error when the end is beyond the window or the closing hour', () => {
    expect(validateDirectBooking({ ...filled, duration: 120 }, at('10:00'), limits)).toEqual({
      duration: { kind: 'beyond-window', latestEnd: at('12:00') },
    });
    expect(validateDirectBooking({ ...filled, start: time('18:35') }, at('18:30'), limits)).toEqual({
      duration: { kind: 'beyond-window', latestEnd: at('19:00') },
    });
  });
});

describe('contact persons (spec 1 §2, §4)', () => {
  const withEmail = { email: 'a@example.se' };
  const without = { email: null };

  it('flags a chosen person without an e-mail, and clears once one exists', () => {
    expect(contactErrorFlags(without, withEmail)).toEqual({ orderer: true, contact: false });
    expect(contactErrorFlags(null, { email: ' ' })).toEqual({ orderer: false, contact: true });
    expect(contactErrorFlags(withEmail, withEmail)).toEqual({ orderer: false, contact: false });
  });

  it('enables submit once both are chosen with an e-mail, while the start is not past', () => {
    expect(canSubmitDirectBooking(at('10:05'), withEmail, withEmail, at('10:00'))).toBe(true);
    expect(canSubmitDirectBooking(at('10:05'), null, withEmail, at('10:00'))).toBe(false);
    expect(canSubmitDirectBooking(at('10:05'), withEmail, without, at('10:00'))).toBe(false);
    expect(canSubmitDirectBooking(at('10:05'), withEmail, withEmail, at('10:06'))).toBe(false);
  });
});

describe('availability (spec 1 §4, §8)', () => {
  const slot = { from: at('10:15'), available: 2 };

  it('orders directly at the original time; else offers the slots; none: no free interpreter', () => {
    expect(directAvailabilityOutcome({ serviceId: 'tel', canBookOriginal: true, slots: [] })).toEqual({
      kind: 'book-original',
      serviceId: 'tel',
    });
    expect(directAvailabilityOutcome({ serviceId: 'tel', canBookOriginal: false, slots: [slot] })).toEqual({
      kind: 'choose-slot',
      serviceId: 'tel',
      slots: [slot],
    });
    expect(directAvailabilityOutcome({ serviceId: 'tel', canBookOriginal: false, slots: [{ ...slot, available: 0 }] })).toEqual({
      kind: 'no-interpreter',
    });
    expect(directAvailabilityOutcome({ serviceId: null, canBookOriginal: false, slots: [] })).toEqual({ kind: 'no-interpreter' });
  });

  it('retries from 5 minutes later with the same length', () => {
    expect(retryPeriod({ from: at('10:05'), minutes: 60 })).toEqual({ from: at('10:10'), minutes: 60 });
  });

  it('shows up to 3 user icons and a plus sign above 3', () => {
    expect([0, 1, 3, 4, 12].map(slotIcons)).toEqual([
      { users: 0, more: false },
      { users: 1, more: false },
      { users: 3, more: false },
      { users: 3, more: true },
      { users: 3, more: true },
    ]);
  });

  it('keeps the searching animation up 4000 ms in all', () => {
    const since = Temporal.Instant.from('2026-11-23T09:00:00Z');
    expect(remainingSearchMs(since, since)).toBe(4000);
    expect(remainingSearchMs(since, since.add({ milliseconds: 1500 }))).toBe(2500);
    expect(remainingSearchMs(since, since.add({ seconds: 9 }))).toBe(0);
    expect(remainingSearchMs(since, since.subtract({ seconds: 9 }))).toBe(4000);
  });
});
