import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import { clockChangeDays } from './builders.js';
import { DAY_END_TIME, dayEnd, dayStart, hoursInDay, splitAcrossDays, wallTimeOn } from './day-window.js';

/** Every Stockholm day 2020–2035 whose length is not 24 hours, found by asking Temporal for each day's length. */
const CHANGE_DAYS = clockChangeDays(2020, 2035);
const SPRING = CHANGE_DAYS.filter((d) => hoursInDay(d) === 23);
const AUTUMN = CHANGE_DAYS.filter((d) => hoursInDay(d) === 25);

const HOUR_MS = 3_600_000;
const FIRST_MS = Date.UTC(2020, 0, 1);
const LAST_MS = Date.UTC(2035, 11, 31);

const anInstant: fc.Arbitrary<Temporal.Instant> = fc.oneof(
  fc.integer({ min: FIRST_MS, max: LAST_MS }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms)),
  fc
    .tuple(fc.constantFrom(...CHANGE_DAYS), fc.integer({ min: -30 * HOUR_MS, max: 30 * HOUR_MS }))
    .map(([day, ms]) => dayStart(day).toInstant().add({ milliseconds: ms })),
);
const minuteOfDay = fc.oneof(fc.integer({ min: 0, max: 23 * 60 + 59 }), fc.integer({ min: 60, max: 4 * 60 }));
const timeOf = (minute: number) => Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 });
const minuteOf = (time: Temporal.PlainTime) => time.hour * 60 + time.minute;

describe('the clock-change days 2020–2035', () => {
  it('are one 23-hour day in March and one 25-hour day in October each year, all Sundays', () => {
    expect([SPRING.length, AUTUMN.length]).toEqual([16, 16]);
    for (const day of CHANGE_DAYS) expect(day.dayOfWeek).toBe(7);
    expect(SPRING.every((d) => d.month === 3 && d.day >= 25)).toBe(true);
    expect(AUTUMN.every((d) => d.month === 10 && d.day >= 25)).toBe(true);
    expect(new Set(CHANGE_DAYS.map((d) => d.year)).size).toBe(16);
  });
});

describe('wallTimeOn (properties)', () => {
  it('keeps every wall time on every clock-change day; a time in the spring gap is the jump to 03:00', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHANGE_DAYS), minuteOfDay, (date, minute) => {
        const time = timeOf(minute);
        const at = wallTimeOn(date, time);
        expect(at.toPlainDate().equals(date)).toBe(true);
        const inGap = hoursInDay(date) === 23 && minute >= 120 && minute < 180;
        expect(minuteOf(at.toPlainTime())).toBe(inGap ? 180 : minute);
        // The repeated autumn hour reads as summer time, its first pass.
        if (hoursInDay(date) === 25 && minute >= 120 && minute < 180) expect(at.offset).toBe('+02:00');
      }),
    );
  });

  it('keeps the order of wall times on any day', () => {
    const aDate = fc.oneof(
      fc.constantFrom(...CHANGE_DAYS),
      fc.integer({ min: 0, max: 5843 }).map((n) => Temporal.PlainDate.from('2020-01-01').add({ days: n })),
    );
    fc.assert(
      fc.property(aDate, minuteOfDay, minuteOfDay, (date, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(
          Temporal.ZonedDateTime.compare(wallTimeOn(date, timeOf(early)), wallTimeOn(date, timeOf(late))),
        ).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('splitAcrossDays (properties, spec 3 §4)', () => {
  const anInterval = fc
    .tuple(anInstant, fc.oneof(fc.integer({ min: 1, max: 4 * 24 * 60 }), fc.integer({ min: 1, max: 180 })))
    .map(([from, minutes]) => ({
      from: from.toZonedDateTimeISO(STOCKHOLM),
      to: from.add({ minutes }).toZonedDateTimeISO(STOCKHOLM),
    }));

  it('gives each day it touches one piece, in order, within that day’s 00:00–23:59', () => {
    fc.assert(
      fc.property(anInterval, (interval) => {
        const pieces = splitAcrossDays(interval);
        pieces.forEach((piece, i) => {
          expect(Temporal.ZonedDateTime.compare(piece.from, piece.to)).toBeLessThan(0);
          expect(Temporal.ZonedDateTime.compare(dayStart(piece.date), piece.from)).toBeLessThanOrEqual(0);
          expect(Temporal.ZonedDateTime.compare(piece.to, dayEnd(piece.date))).toBeLessThanOrEqual(0);
          expect(piece.from.toPlainDate().equals(piece.date)).toBe(true);
          // Clipped, not moved: a piece starts at the interval's start or at 00:00, ends at its end or 23:59.
          expect(piece.from.equals(interval.from) || piece.from.equals(dayStart(piece.date))).toBe(true);
          expect(piece.to.equals(interval.to) || piece.to.toPlainTime().equals(DAY_END_TIME)).toBe(true);
          const next = pieces[i + 1];
          if (next) expect(Temporal.ZonedDateTime.compare(piece.to, next.from)).toBeLessThan(0);
        });
      }),
    );
  });

  it('covers every moment of the interval except the last minute (23:59–24:00) of each day', () => {
    fc.assert(
      fc.property(anInterval, fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), (interval, fraction) => {
        const length = interval.to.epochMilliseconds - interval.from.epochMilliseconds;
        const at = Temporal.Instant.fromEpochMilliseconds(interval.from.epochMilliseconds + Math.floor(length * fraction));
        const wall = at.toZonedDateTimeISO(STOCKHOLM).toPlainTime();
        const covering = splitAcrossDays(interval).filter(
          (p) => p.from.epochMilliseconds <= at.epochMilliseconds && at.epochMilliseconds < p.to.epochMilliseconds,
        );
        expect(covering.length).toBe(Temporal.PlainTime.compare(wall, DAY_END_TIME) >= 0 ? 0 : 1);
      }),
    );
  });

  it('splits an interval over a clock change by the wall clock: the day keeps its 23 or 25 hours', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHANGE_DAYS), (date) => {
        const whole = { from: dayStart(date.subtract({ days: 1 })), to: dayStart(date.add({ days: 2 })) };
        const piece = splitAcrossDays(whole).find((p) => p.date.equals(date))!;
        expect(piece.to.since(piece.from).total('minutes')).toBe(hoursInDay(date) * 60 - 1);
      }),
    );
  });
});
