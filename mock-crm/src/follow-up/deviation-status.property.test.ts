import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { answeredAtMs, deviationStatusAt, investigatedFromMs, isWorkingDay } from './deviation-status.js';

const FROM = Temporal.Instant.from('2024-01-01T00:00:00Z').epochMilliseconds;
const TO = Temporal.Instant.from('2030-01-01T00:00:00Z').epochMilliseconds;
const arrival = fc.integer({ min: FROM, max: TO });
const date = (epochMs: number) => Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(STOCKHOLM).toPlainDate();
const RANK = { Nyregistrerad: 0, 'Under utredning': 1, Avslutad: 2 } as const;

describe('deviation status laws', () => {
  it('answers on a working day, five working days after the first working day on or after the arrival', () => {
    fc.assert(
      fc.property(arrival, (arrivedMs) => {
        let first = date(arrivedMs);
        while (!isWorkingDay(first)) first = first.add({ days: 1 });
        const answered = date(answeredAtMs(arrivedMs));
        expect(isWorkingDay(answered)).toBe(true);
        let workingDays = 0;
        for (let day = first.add({ days: 1 }); Temporal.PlainDate.compare(day, answered) <= 0; day = day.add({ days: 1 })) {
          if (isWorkingDay(day)) workingDays++;
        }
        expect(workingDays).toBe(5);
      }),
      { numRuns: 500 },
    );
  });

  it('moves only forward: new, then under investigation, then closed', () => {
    fc.assert(
      fc.property(
        arrival,
        fc.integer({ min: 0, max: 20 * 86_400_000 }),
        fc.integer({ min: 0, max: 20 * 86_400_000 }),
        (arrivedMs, a, b) => {
          const answered = answeredAtMs(arrivedMs);
          expect(arrivedMs).toBeLessThan(investigatedFromMs(arrivedMs));
          expect(investigatedFromMs(arrivedMs)).toBeLessThan(answered);
          const [early, late] = [arrivedMs + Math.min(a, b), arrivedMs + Math.max(a, b)];
          expect(RANK[deviationStatusAt(arrivedMs, answered, early)]).toBeLessThanOrEqual(
            RANK[deviationStatusAt(arrivedMs, answered, late)],
          );
          expect(deviationStatusAt(arrivedMs, answered, arrivedMs)).toBe('Nyregistrerad');
        },
      ),
      { numRuns: 500 },
    );
  });
});
