import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  PRE_START_MINUTES,
  assignmentNumberQuery,
  canAnswer,
  canSendTimeReport,
  dueReminders,
  minutesToAnswer,
  type InterpreterAssignmentSummary,
} from './desk.js';
import { INTERPRETER_STATUSES, type InterpreterStatus } from './status-machine.js';

const instant = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const expiring = (at: Temporal.Instant) => ({ expires: at.toZonedDateTimeISO('Europe/Stockholm') });

describe('minutesToAnswer (a request card counts down to its expiry)', () => {
  it('is whole minutes rounded up while the request is open, and zero once it has expired', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -10 * 3_600_000, max: 10 * 3_600_000 }), (now, leftMs) => {
        const minutes = minutesToAnswer(expiring(now.add({ milliseconds: leftMs })), now);
        if (leftMs <= 0) expect(minutes).toBe(0);
        else expect(minutes).toBe(Math.ceil(leftMs / 60_000));
        expect(canAnswer(expiring(now.add({ milliseconds: leftMs })), now)).toBe(leftMs > 0);
      }),
    );
  });

  it('never grows as time passes', () => {
    fc.assert(
      fc.property(instant, instant, fc.nat(3_600_000), (expires, now, later) => {
        const request = expiring(expires);
        expect(minutesToAnswer(request, now.add({ milliseconds: later }))).toBeLessThanOrEqual(minutesToAnswer(request, now));
      }),
    );
  });
});

describe('assignmentNumberQuery (browse by assignment number)', () => {
  it('finds the number whether typed bare, with WA- or with #, and with spaces around', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{1,12}$/),
        fc.constantFrom('', 'WA-', 'wa-', '#'),
        fc.constantFrom('', ' ', '  '),
        (number, prefix, pad) => {
          expect(assignmentNumberQuery(`${pad}${prefix}${number}${pad}`)).toBe(number);
        },
      ),
    );
  });

  it('is null for nothing or for what no number looks like', () => {
    for (const text of ['', '   ', 'WA-', '12 34', '12;drop', 'x'.repeat(51)]) expect(assignmentNumberQuery(text)).toBeNull();
  });
});

describe('dueReminders (the pre-start reminder, spec 3 §9)', () => {
  const summary = (id: string, start: Temporal.Instant, status: InterpreterStatus = 'accepted'): InterpreterAssignmentSummary => {
    const zoned = start.toZonedDateTimeISO('Europe/Stockholm');
    return {
      id,
      number: id,
      status,
      start: zoned,
      end: zoned.add({ hours: 1 }),
      service: 'Telefontolkning',
      remote: true,
      language: 'Spanska',
      customerName: 'Kund',
      city: null,
    };
  };

  it('reminds of an assignment from its chosen minutes before the start until the start, once', () => {
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom(...PRE_START_MINUTES),
        fc.integer({ min: -120 * 60, max: 120 * 60 }),
        (now, minutes, secondsToStart) => {
          const a = summary('A', now.add({ seconds: secondsToStart }));
          const due = dueReminders([a], minutes, now, new Set()).length === 1;
          expect(due).toBe(secondsToStart >= 0 && secondsToStart <= minutes * 60);
          expect(dueReminders([a], minutes, now, new Set(['A']))).toEqual([]);
          expect(dueReminders([summary('A', a.start.toInstant(), 'working')], minutes, now, new Set())).toEqual([]);
        },
      ),
    );
  });

  it('lists the due ones soonest first', () => {
    fc.assert(
      fc.property(instant, fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 6 }), (now, seconds) => {
        const due = dueReminders(
          seconds.map((s, i) => summary(String(i), now.add({ seconds: s }))),
          10,
          now,
          new Set(),
        );
        const starts = due.map((a) => a.start.toInstant().epochMilliseconds);
        expect(starts).toEqual([...starts].sort((x, y) => x - y));
        expect(due).toHaveLength(seconds.length);
      }),
    );
  });
});

describe('canSendTimeReport', () => {
  it('is true exactly when the status offers the time report and none was sent', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INTERPRETER_STATUSES), fc.boolean(), (status, offered) => {
        const actions = offered ? (['time-report'] as const) : ([] as const);
        expect(canSendTimeReport({ status, actions })).toBe(offered && status !== 'submitted');
      }),
    );
  });
});
