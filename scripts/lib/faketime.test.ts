import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { stockholmInstant } from './faketime.mjs';

const STOCKHOLM = 'Europe/Stockholm';

describe('npm test --at: the Stockholm time the browser tests start from', () => {
  it('reads YYYY-MM-DD HH:MM as that wall time in Stockholm, summer or winter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        async (date) => {
          const wall = Temporal.Instant.fromEpochMilliseconds(date.getTime())
            .toZonedDateTimeISO(STOCKHOLM)
            .round({ smallestUnit: 'minute', roundingMode: 'floor' });
          const text = wall.toPlainDateTime().toString({ smallestUnit: 'minute' }).replace('T', ' ');
          // Compared by the wall time: in the autumn's repeated hour either instant reads the same.
          const read = (await stockholmInstant(text)).toZonedDateTimeISO(STOCKHOLM).toPlainDateTime();
          expect(read.equals(wall.toPlainDateTime())).toBe(true);
        },
      ),
    );
  });

  it('reads HH:MM as that time on today’s date in Stockholm', async () => {
    // 00:30 UTC on 29 November is 01:30 in Stockholm: "today" there is the 29th.
    const now = Temporal.Instant.from('2026-11-29T00:30:00Z');
    expect((await stockholmInstant('23:40', now)).toString()).toBe('2026-11-29T22:40:00Z');
    expect((await stockholmInstant('7:05', now)).toString()).toBe('2026-11-29T06:05:00Z');
  });

  it('refuses anything else, naming what it takes', async () => {
    for (const text of ['igår', '23', '2026-11-29', '25:00', '2026-13-01 10:00']) {
      await expect(stockholmInstant(text)).rejects.toThrow(/--at takes HH:MM or YYYY-MM-DD HH:MM/);
    }
  });
});
