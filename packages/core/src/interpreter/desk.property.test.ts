import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { assignmentNumberQuery, canAnswer, minutesToAnswer } from './desk.js';

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
