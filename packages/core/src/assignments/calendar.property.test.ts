import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import {
  byDayTouched,
  daysTouched,
  extendLoadedRange,
  loadedRangeFor,
  monthGrid,
  visibleRange,
  weekDays,
  type DateRange,
} from './calendar.js';

const date = fc.integer({ min: 0, max: 365 * 16 }).map((offset) => Temporal.PlainDate.from('2020-01-01').add({ days: offset }));
const contains = (range: DateRange, day: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(range.from, day) <= 0 && Temporal.PlainDate.compare(day, range.to) <= 0;

describe('calendar (spec 2 §2)', () => {
  it('a month grid is 42 consecutive days from a Monday, containing the whole month', () => {
    fc.assert(
      fc.property(date, (day) => {
        const month = day.toPlainYearMonth();
        const cells = monthGrid(month).flatMap((week) => week.days);
        expect(cells).toHaveLength(42);
        expect(cells[0]!.dayOfWeek).toBe(1);
        cells.forEach((cell, i) => i > 0 && expect(cells[i - 1]!.add({ days: 1 }).equals(cell)).toBe(true));
        expect(cells.some((c) => c.equals(month.toPlainDate({ day: 1 })))).toBe(true);
        expect(cells.some((c) => c.equals(month.toPlainDate({ day: month.daysInMonth })))).toBe(true);
      }),
    );
  });

  it('week numbers are ISO weeks', () => {
    expect(monthGrid(Temporal.PlainYearMonth.from('2027-01')).map((w) => w.isoWeek)).toEqual([53, 1, 2, 3, 4, 5]);
    expect(monthGrid(Temporal.PlainYearMonth.from('2026-11'))[0]!.isoWeek).toBe(44);
  });

  it('a week runs Monday to Sunday and contains its day', () => {
    fc.assert(
      fc.property(date, (day) => {
        const days = weekDays(day);
        expect(days.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        expect(days.some((d) => d.equals(day))).toBe(true);
      }),
    );
  });

  it('the loaded range always covers the visible days and a day on each side, however the user pages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('week' as const, 'month' as const), date), { minLength: 1, maxLength: 8 }),
        (steps) => {
          let loaded: DateRange | null = null;
          for (const [view, anchor] of steps) {
            const visible = visibleRange(view, anchor);
            loaded = extendLoadedRange(loaded, visible);
            const wanted = loadedRangeFor(visible);
            expect(contains(loaded, wanted.from) && contains(loaded, wanted.to)).toBe(true);
          }
        },
      ),
    );
  });

  it('an assignment touches every day from its start to its end, midnight ends included in the day before', () => {
    const at = (text: string) => Temporal.PlainDateTime.from(text).toZonedDateTime(STOCKHOLM);
    expect(daysTouched(at('2026-11-23T10:00'), at('2026-11-23T11:00')).map(String)).toEqual(['2026-11-23']);
    expect(daysTouched(at('2026-11-23T22:00'), at('2026-11-24T00:00')).map(String)).toEqual(['2026-11-23']);
    expect(daysTouched(at('2026-11-23T22:00'), at('2026-11-25T01:00')).map(String)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    // Across the autumn DST night the day still counts once.
    expect(daysTouched(at('2026-10-24T23:00'), at('2026-10-25T04:00')).map(String)).toEqual(['2026-10-24', '2026-10-25']);
  });
});

describe('byDayTouched (a calendar day lists what touches it)', () => {
  const item = fc
    .record({
      startMs: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }),
      minutes: fc.integer({ min: 1, max: 3 * 24 * 60 }),
    })
    .map(({ startMs, minutes }) => {
      const start = Temporal.Instant.fromEpochMilliseconds(startMs).toZonedDateTimeISO('Europe/Stockholm');
      return { start, end: start.add({ minutes }) };
    });

  it('puts each item on exactly the days it touches, in order of start', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), (items) => {
        const days = byDayTouched(items);
        for (const it of items) for (const day of daysTouched(it.start, it.end)) expect(days.get(day.toString())).toContain(it);
        const placed = [...days.values()].reduce((sum, list) => sum + list.length, 0);
        expect(placed).toBe(items.reduce((sum, it) => sum + daysTouched(it.start, it.end).length, 0));
        for (const list of days.values())
          for (let i = 1; i < list.length; i++)
            expect(Temporal.ZonedDateTime.compare(list[i - 1]!.start, list[i]!.start)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
