import fc from 'fast-check';
import { parseInstant } from '@tolk/core';
import { describe, expect, it } from 'vitest';
import { alternativeStarts, periodRefusal } from './rules.js';

const MINUTE = 60_000;
/** Monday 2026-11-23 00:00 to Monday 2026-11-30 00:00 Stockholm: every kind of hour and day. */
const WEEK_START = parseInstant('2026-11-23 00:00:00').epochMilliseconds;

describe('alternative start times (property)', () => {
  it('are ascending quarter hours, never the original, and each one passes the period rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 7 * 24 * 60 * 60 - 1 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 12 }),
        (secondOfWeek, halfHours, quartersAhead) => {
          const nowMs = WEEK_START + secondOfWeek * 1000;
          const durationMs = halfHours * 30 * MINUTE;
          const originalStartMs = Math.ceil(nowMs / (15 * MINUTE)) * 15 * MINUTE + quartersAhead * 15 * MINUTE;
          const starts = alternativeStarts(originalStartMs, durationMs, nowMs);
          starts.forEach((start, i) => {
            expect(start % (15 * MINUTE)).toBe(0);
            expect(start).not.toBe(originalStartMs);
            if (i > 0) expect(start).toBeGreaterThan(starts[i - 1]!);
            expect(periodRefusal(start, start + durationMs, nowMs)).toBeNull();
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});
