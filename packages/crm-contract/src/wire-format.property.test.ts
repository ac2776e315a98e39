import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { CRM_TIME_ZONE as STOCKHOLM, fromCrmDateTime, toCrmDateTime } from './wire-format.js';

const CRM_FORMAT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Every DST change in Stockholm in the years given (two a year), as Temporal knows them. */
function dstChanges(fromYear: number, toYear: number): Temporal.ZonedDateTime[] {
  const changes: Temporal.ZonedDateTime[] = [];
  let at: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from({ year: fromYear, month: 1, day: 1, timeZone: STOCKHOLM });
  while ((at = at.getTimeZoneTransition('next')) && at.year <= toYear) changes.push(at);
  return changes;
}
const CHANGES = dstChanges(2020, 2035);
/** The years the reading computes summer time by its own rule (wire-format.ts). */
const RULED_CHANGES = dstChanges(1981, 2100);

/** Any wall time of the years given (a day past the month's end is its last day). */
const wallTimeIn = (fromYear: number, toYear: number): fc.Arbitrary<Temporal.PlainDateTime> =>
  fc
    .record({
      year: fc.integer({ min: fromYear, max: toYear }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
    })
    .map((fields) => Temporal.PlainDateTime.from(fields, { overflow: 'constrain' }));

/** Any wall time 2020–2035, half of them within two hours of a DST change. */
const wallTime: fc.Arbitrary<Temporal.PlainDateTime> = fc.oneof(
  wallTimeIn(2020, 2035),
  fc
    .tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -7200, max: 7200 }))
    .map(([change, seconds]) => change.toPlainDateTime().add({ seconds })),
);

const anInstant: fc.Arbitrary<Temporal.Instant> = fc.oneof(
  fc
    .integer({
      min: Number(Temporal.Instant.from('2020-01-01T00:00:00Z').epochMilliseconds / 1000),
      max: Number(Temporal.Instant.from('2035-12-31T23:59:59Z').epochMilliseconds / 1000),
    })
    .map((s) => Temporal.Instant.fromEpochMilliseconds(s * 1000)),
  fc.tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -7200, max: 7200 })).map(([c, s]) => c.toInstant().add({ seconds: s })),
);

describe('CRM date-time wire format (properties)', () => {
  it('finds the two DST changes of each year', () => {
    expect(CHANGES).toHaveLength(32);
  });

  it('round-trips any Stockholm wall time; in a spring-forward gap, the time it resolves to', () => {
    fc.assert(
      fc.property(wallTime, (wall) => {
        const resolved = wall.toZonedDateTime(STOCKHOLM);
        const text = toCrmDateTime(resolved);
        expect(text).toMatch(CRM_FORMAT);
        expect(fromCrmDateTime(text)?.equals(resolved)).toBe(true);
        // Outside a gap the text is the wall time itself.
        if (Temporal.PlainDateTime.compare(resolved.toPlainDateTime(), wall) === 0) {
          expect(text).toBe(wall.toString().replace('T', ' '));
        }
      }),
    );
  });

  it('reads any wall time from 1900 to 2100 as Temporal resolves it in Stockholm, near every DST change from 1981 too', () => {
    const nearRuledChange = fc
      .tuple(fc.constantFrom(...RULED_CHANGES), fc.integer({ min: -7200, max: 7200 }))
      .map(([change, seconds]) => change.toPlainDateTime().add({ seconds }));
    expect(RULED_CHANGES[0]?.toPlainDate().toString()).toBe('1981-03-29');
    expect(RULED_CHANGES.length).toBeGreaterThan(100);
    fc.assert(
      fc.property(fc.oneof(wallTimeIn(1900, 2100), wallTime, nearRuledChange), (wall) => {
        const text = wall.toString().replace('T', ' ');
        expect(fromCrmDateTime(text)?.toString()).toBe(wall.toZonedDateTime(STOCKHOLM).toString());
      }),
      { numRuns: 4000 },
    );
  });

  it('formats an instant as its Stockholm wall time, to the second', () => {
    fc.assert(
      fc.property(anInstant, (instant) => {
        const text = toCrmDateTime(instant);
        expect(text).toMatch(CRM_FORMAT);
        expect(text).toBe(instant.toZonedDateTimeISO(STOCKHOLM).toPlainDateTime().toString().replace('T', ' '));
        expect(toCrmDateTime(instant.toZonedDateTimeISO('UTC'))).toBe(text);
      }),
    );
  });

  it('reads back an instant exactly, except in the repeated autumn hour where it reads the first of the two', () => {
    fc.assert(
      fc.property(anInstant, (instant) => {
        const back = fromCrmDateTime(toCrmDateTime(instant));
        expect(back).not.toBeNull();
        const difference = instant.since(back!.toInstant()).total('hours');
        if (difference !== 0) {
          expect(difference).toBe(1);
          expect(instant.toZonedDateTimeISO(STOCKHOLM).offset).toBe('+01:00');
          expect(back!.offset).toBe('+02:00');
        }
      }),
    );
  });

  it('reads a wall time in the spring-forward gap as the hour after it', () => {
    for (const change of CHANGES.filter((c) => c.month === 3)) {
      const inGap = `${change.toPlainDate().toString()} 02:30:00`;
      expect(fromCrmDateTime(inGap)?.toString()).toBe(`${change.toPlainDate().toString()}T03:30:00+02:00[${STOCKHOLM}]`);
    }
  });

  it('answers null for text that is not a CRM date-time', () => {
    const notDateTimes = fc.oneof(
      fc.string().filter((s) => !/^\s*\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?\s*$/.test(s)),
      fc.constantFrom(
        '2026-02-30 10:00:00',
        '2026-13-01 10:00:00',
        '2026-00-10 10:00:00',
        '2026-01-01 24:00:00',
        '2026-01-01 10:60:00',
        '2026-01-01 10:00:60',
        '2026-1-01 10:00:00',
        '2026-01-01',
        '10:00:00',
        '2026-01-01 10:00:00Z',
        '2026-01-01 10:00:00+01:00',
      ),
    );
    fc.assert(
      fc.property(notDateTimes, (text) => {
        expect(fromCrmDateTime(text)).toBeNull();
      }),
    );
  });
});
