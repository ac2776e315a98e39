import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClock, STOCKHOLM, instantsOfWallTime, nowInStockholm, parseInstant } from './clock.js';

const utc = (text: string) => parseInstant(text).toString();

describe('parseInstant', () => {
  it('reads an instant with Z or an offset as that instant', () => {
    expect(utc('2026-03-29T01:30:00Z')).toBe('2026-03-29T01:30:00Z');
    expect(utc('2026-03-29T01:30:00z')).toBe('2026-03-29T01:30:00Z');
    expect(utc('2026-03-29T03:30:00+02:00')).toBe('2026-03-29T01:30:00Z');
    expect(utc('2026-03-29T03:30:00+0200')).toBe('2026-03-29T01:30:00Z');
    expect(utc('2026-01-10T07:00:00-05:00')).toBe('2026-01-10T12:00:00Z');
  });

  it('reads a time without offset as Stockholm wall time, in winter and in summer', () => {
    expect(utc('2026-11-23 10:00:00')).toBe('2026-11-23T09:00:00Z');
    expect(utc('2026-11-23T10:00:00')).toBe('2026-11-23T09:00:00Z');
    expect(utc('2026-07-01 10:00')).toBe('2026-07-01T08:00:00Z');
  });

  it('ignores blanks around the text', () => {
    expect(utc('  2026-11-23 10:00:00 ')).toBe('2026-11-23T09:00:00Z');
  });

  it('moves a wall time in the spring-forward gap on by the hour, and takes the first of a repeated autumn hour', () => {
    expect(parseInstant('2026-03-29 02:30:00').toZonedDateTimeISO('Europe/Stockholm').toPlainTime().toString()).toBe('03:30:00');
    expect(utc('2026-10-25 02:30:00')).toBe('2026-10-25T00:30:00Z');
  });

  it('throws on text that is no date-time at all', () => {
    expect(() => parseInstant('not a time')).toThrow(RangeError);
  });
});

describe('FixedClock', () => {
  it('says what it is told, and moves only when told', () => {
    const clock = FixedClock.at('2026-03-28 12:00:00');
    expect(nowInStockholm(clock).toString()).toBe('2026-03-28T12:00:00+01:00[Europe/Stockholm]');

    clock.advance({ hours: 24 });
    expect(nowInStockholm(clock).toString()).toBe('2026-03-29T13:00:00+02:00[Europe/Stockholm]');

    clock.set(Temporal.Instant.from('2030-01-01T00:00:00Z'));
    expect(clock.now().toString()).toBe('2030-01-01T00:00:00Z');
  });
});

describe('instantsOfWallTime', () => {
  const instants = (wall: string) => instantsOfWallTime(Temporal.PlainDateTime.from(wall)).map((instant) => instant.toString());

  it('names two instants in the autumn’s repeated hour, the first first, and one at any other time', () => {
    expect(instants('2027-10-31T02:20')).toEqual(['2027-10-31T00:20:00Z', '2027-10-31T01:20:00Z']);
    expect(instants('2027-10-31T01:59')).toEqual(['2027-10-30T23:59:00Z']);
    expect(instants('2027-10-31T03:00')).toEqual(['2027-10-31T02:00:00Z']);
    expect(instants('2027-07-01T02:20')).toEqual(['2027-07-01T00:20:00Z']);
  });

  it('reads a time the spring night skips as parseInstant does (moved on by the gap)', () => {
    expect(instants('2027-03-28T02:30')).toEqual(['2027-03-28T01:30:00Z']);
  });

  it('gives only instants that show the wall time again, the first as parseInstant reads it, any minute', () => {
    const changeDays = ['2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'].map((day) => Temporal.PlainDate.from(day));
    const aDay = fc.oneof(
      fc.constantFrom(...changeDays),
      fc.integer({ min: 0, max: 2 * 366 }).map((days) => Temporal.PlainDate.from('2026-01-01').add({ days })),
    );
    fc.assert(
      fc.property(aDay, fc.integer({ min: 0, max: 24 * 60 - 1 }), (day, minutes) => {
        const wall = day.toPlainDateTime().add({ minutes });
        const found = instantsOfWallTime(wall);
        const skipped = !wall.toZonedDateTime(STOCKHOLM).toPlainDateTime().equals(wall);
        expect(found.length).toBeGreaterThanOrEqual(1);
        if (!skipped)
          for (const instant of found) expect(instant.toZonedDateTimeISO(STOCKHOLM).toPlainDateTime().equals(wall)).toBe(true);
        expect(found[0]!.equals(parseInstant(wall.toString()))).toBe(true);
        if (found.length === 2) expect(found[1]!.epochMilliseconds - found[0]!.epochMilliseconds).toBe(3_600_000);
      }),
    );
  });
});
