import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { actionsFor } from './actions.js';
import { anAssignment, atStockholm } from './builders.js';
import {
  CANCELLATION_SMS_MAX_LENGTH,
  LATE_CANCELLATION_HOURS,
  cancelRefusalOf,
  cancellationChargeOf,
  isLateCancellation,
  validateCancellationSmsReceiver,
} from './cancellation.js';
import { ORDER_STATUSES } from './status.js';

const start = atStockholm('2026-05-12 09:00');
const HOUR = 3_600_000;
/** An instant some milliseconds before (positive) or after (negative) the start. */
const nowAhead = (ms: number) => Temporal.Instant.fromEpochMilliseconds(start.epochMilliseconds - ms);
const minutesAhead = fc.integer({ min: -10 * 24 * 60, max: 10 * 24 * 60 });

describe('late cancellation (spec 3 §9: on-site < 18 h, remote < 2 h before the start)', () => {
  it('is late exactly when less than the limit is left', () => {
    fc.assert(
      fc.property(minutesAhead, fc.boolean(), (minutes, remote) => {
        const limitMinutes = (remote ? LATE_CANCELLATION_HOURS.remote : LATE_CANCELLATION_HOURS.onSite) * 60;
        expect(isLateCancellation(start, remote, nowAhead(minutes * 60_000))).toBe(minutes < limitMinutes);
      }),
    );
  });

  it('once late, stays late as time goes on', () => {
    fc.assert(
      fc.property(minutesAhead, fc.nat({ max: 5000 }), fc.boolean(), (minutes, later, remote) => {
        fc.pre(isLateCancellation(start, remote, nowAhead(minutes * 60_000)));
        expect(isLateCancellation(start, remote, nowAhead((minutes - later) * 60_000))).toBe(true);
      }),
    );
  });

  it('a late on-site cancellation is late for a remote one only within the shorter limit', () => {
    fc.assert(
      fc.property(minutesAhead, (minutes) => {
        const now = nowAhead(minutes * 60_000);
        if (isLateCancellation(start, true, now)) expect(isLateCancellation(start, false, now)).toBe(true);
      }),
    );
  });

  it.each([
    ['on-site, 17 h 59 min ahead', false, 18 * HOUR - 60_000, true],
    ['on-site, exactly 18 h', false, 18 * HOUR, false],
    ['on-site, 2 days ahead', false, 48 * HOUR, false],
    ['on-site, 3 h ahead', false, 3 * HOUR, true],
    ['remote, 1 h 59 min ahead', true, 2 * HOUR - 60_000, true],
    ['remote, exactly 2 h', true, 2 * HOUR, false],
    ['remote, 10 h ahead (late on-site, not remote)', true, 10 * HOUR, false],
    ['after the start', false, -HOUR, true],
  ] as const)('%s: late %s', (_name, remote, ahead, late) => {
    expect(isLateCancellation(start, remote, nowAhead(ahead))).toBe(late);
    expect(isLateCancellation(start.toInstant(), remote, nowAhead(ahead))).toBe(late);
  });

  it('at the limit itself it is not late; a millisecond later it is', () => {
    expect(isLateCancellation(start, false, nowAhead(18 * HOUR))).toBe(false);
    expect(isLateCancellation(start, false, nowAhead(18 * HOUR - 1))).toBe(true);
    expect(isLateCancellation(start, true, nowAhead(2 * HOUR))).toBe(false);
    expect(isLateCancellation(start, true, nowAhead(2 * HOUR - 1))).toBe(true);
  });

  it('the notice takes the CRM’s answer and names the limit of the assignment', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (late, remote) => {
        expect(cancellationChargeOf(anAssignment({ isLateCancellation: late, isRemote: remote }))).toEqual({
          chargeable: late,
          hours: remote ? 2 : 18,
        });
      }),
    );
  });
});

describe('cancellation SMS receiver (spec 2 §5: at most 300)', () => {
  it('accepts any non-blank receiver of at most 300 characters and refuses longer ones', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 400 }), (receiver) => {
        const problem = validateCancellationSmsReceiver(receiver);
        if (receiver.trim() === '') expect(problem).toEqual({ kind: 'required' });
        else if (receiver.length > CANCELLATION_SMS_MAX_LENGTH) expect(problem).toEqual({ kind: 'too-long', max: 300 });
        else expect(problem).toBeUndefined();
      }),
    );
  });
});

describe('why an assignment cannot be cancelled', () => {
  const statuses = fc.constantFrom(...ORDER_STATUSES, 'unknown' as const);
  it('gives a reason exactly when the cancel action is disabled', () => {
    fc.assert(
      fc.property(statuses, fc.boolean(), minutesAhead, (status, canCancel, minutes) => {
        const assignment = anAssignment({ status, canCancel });
        const now = nowAhead(minutes * 60_000);
        const refusal = cancelRefusalOf(assignment, now);
        expect(refusal === null).toBe(actionsFor(assignment, now).cancel.kind === 'enabled');
        if (refusal === 'too-near') expect([status, canCancel, minutes > 0]).toEqual([status, false, true]);
        if (minutes <= 0 && status !== 'cancelled') expect(refusal).toBe('started');
      }),
    );
  });
});
