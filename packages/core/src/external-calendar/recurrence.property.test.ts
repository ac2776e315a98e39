import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { eventsInWindow } from './calendar-window.js';
import type { EventTime } from './event.js';
import { parseIcs } from './ics-parse.js';
import { seriesStarts, type Frequency, type Recurrence, type RecurrenceRule, type WeekdayRule } from './recurrence.js';

const ZONE = 'Europe/Stockholm';
const two = (n: number) => String(n).padStart(2, '0');
const compact = (d: Temporal.PlainDate) => d.toString().replace(/-/g, '');

/**
 * The reference: every day from DTSTART on, asking of each whether the rule names it — slow and
 * plain, against which the period-stepping, period-skipping expansion is checked.
 */
function namedByRule(rule: RecurrenceRule, first: Temporal.PlainDate, day: Temporal.PlainDate): boolean {
  const weekdays = (entries: readonly WeekdayRule[]) => entries.map((e) => e.weekday);
  switch (rule.frequency) {
    case 'DAILY':
      return (
        first.until(day).days % rule.interval === 0 && (rule.byDay.length === 0 || weekdays(rule.byDay).includes(day.dayOfWeek))
      );
    case 'WEEKLY': {
      const weekStartOf = (d: Temporal.PlainDate) => d.subtract({ days: (d.dayOfWeek - rule.weekStart + 7) % 7 });
      const weeks = weekStartOf(first).until(weekStartOf(day)).days / 7;
      const days = rule.byDay.length === 0 ? [first.dayOfWeek] : weekdays(rule.byDay);
      return weeks % rule.interval === 0 && days.includes(day.dayOfWeek);
    }
    case 'MONTHLY': {
      const months = (day.year - first.year) * 12 + day.month - first.month;
      if (months % rule.interval !== 0) return false;
      if (rule.byDay.length > 0) {
        return rule.byDay.some(({ weekday, ordinal }) => {
          if (day.dayOfWeek !== weekday) return false;
          if (ordinal === null) return true;
          return ordinal > 0 ? Math.ceil(day.day / 7) === ordinal : Math.floor((day.daysInMonth - day.day) / 7) + 1 === -ordinal;
        });
      }
      const wanted = rule.byMonthDay.length > 0 ? rule.byMonthDay : [first.day];
      return wanted.some((d) => (d > 0 ? day.day === d : day.day === day.daysInMonth + d + 1));
    }
    case 'YEARLY':
      return (day.year - first.year) % rule.interval === 0 && day.month === first.month && day.day === first.day;
  }
}

function referenceStarts(
  first: Temporal.PlainDate,
  time: Temporal.PlainTime,
  recurrence: Recurrence,
  before: Temporal.ZonedDateTime,
): string[] {
  const { rule } = recurrence;
  const excluded = new Set(recurrence.exceptions.map((e) => (e.kind === 'date' ? e.date.toString() : e.at.epochNanoseconds)));
  const result: string[] = [];
  let counted = 0;
  for (let day = first; ; day = day.add({ days: 1 })) {
    if (day !== first && !namedByRule(rule, first, day)) continue;
    const at = day.toZonedDateTime({ timeZone: ZONE, plainTime: time });
    if (Temporal.ZonedDateTime.compare(at, before) >= 0) break;
    if (day !== first && rule.until?.kind === 'date-time' && Temporal.ZonedDateTime.compare(at, rule.until.at) > 0) break;
    counted++;
    if (rule.count !== null && counted > rule.count) break;
    if (!excluded.has(at.epochNanoseconds) && !excluded.has(day.toString())) result.push(at.toString());
  }
  return result;
}

const frequency = fc.constantFrom<Frequency>('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY');
const weekday = fc.integer({ min: 1, max: 7 });
const firstDay = fc.integer({ min: 0, max: 3 * 365 }).map((n) => Temporal.PlainDate.from('2024-01-01').add({ days: n }));
const timeOfDay = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.constantFrom(0, 15, 30, 45) })
  .map(({ hour, minute }) => new Temporal.PlainTime(hour, minute));

/** A rule of the kinds the portal expands, with a COUNT or an UNTIL or neither. */
const rule: fc.Arbitrary<RecurrenceRule> = fc
  .record({
    frequency,
    interval: fc.integer({ min: 1, max: 4 }),
    ending: fc.oneof(
      fc.constant({ kind: 'none' as const }),
      fc.record({ kind: fc.constant('count' as const), count: fc.integer({ min: 1, max: 40 }) }),
      fc.record({ kind: fc.constant('until' as const), days: fc.integer({ min: 0, max: 500 }) }),
    ),
    byDay: fc.uniqueArray(weekday, { maxLength: 3 }),
    ordinal: fc.constantFrom(-1, 1, 2, 3, 4, null),
    byMonthDay: fc.uniqueArray(
      fc.integer({ min: -31, max: 31 }).filter((d) => d !== 0),
      { maxLength: 2 },
    ),
    weekStart: fc.constantFrom(1, 7),
    monthlyBy: fc.constantFrom('none', 'day', 'month-day'),
  })
  .map((r) => ({
    frequency: r.frequency,
    interval: r.interval,
    count: r.ending.kind === 'count' ? r.ending.count : null,
    until:
      r.ending.kind === 'until'
        ? {
            kind: 'date-time' as const,
            at: Temporal.PlainDate.from('2024-01-01')
              .add({ days: r.ending.days * 2 })
              .toZonedDateTime({ timeZone: ZONE }),
          }
        : null,
    byDay:
      r.frequency === 'WEEKLY' || r.frequency === 'DAILY' || (r.frequency === 'MONTHLY' && r.monthlyBy === 'day')
        ? r.byDay.map((d) => ({ weekday: d, ordinal: r.frequency === 'MONTHLY' ? r.ordinal : null }))
        : [],
    byMonthDay: r.frequency === 'MONTHLY' && r.monthlyBy === 'month-day' ? r.byMonthDay : [],
    weekStart: r.weekStart,
  }));

const series = fc
  .record({ rule, first: firstDay, time: timeOfDay, exceptionOffsets: fc.uniqueArray(fc.nat({ max: 60 }), { maxLength: 3 }) })
  .map(({ rule, first, time, exceptionOffsets }) => {
    const start = first.toZonedDateTime({ timeZone: ZONE, plainTime: time });
    // Exceptions on days the rule may name (a daily step from the start), as calendars write them.
    const exceptions: EventTime[] = exceptionOffsets.map((n) => ({
      kind: 'date-time',
      at: first.add({ days: n }).toZonedDateTime({ timeZone: ZONE, plainTime: time }),
    }));
    const recurrence: Recurrence = { uid: 'p@test', rule, exceptions, zone: ZONE };
    return { first, time, start: { kind: 'date-time' as const, at: start }, recurrence };
  });

const horizon = (first: Temporal.PlainDate, days: number) => first.add({ days }).toZonedDateTime({ timeZone: ZONE });

describe('repeating events (properties)', () => {
  it('gives the starts a day-by-day reading of the rule gives: COUNT, UNTIL, INTERVAL, BYDAY, BYMONTHDAY, EXDATE', () => {
    fc.assert(
      fc.property(series, fc.integer({ min: 1, max: 600 }), ({ first, time, start, recurrence }, days) => {
        const before = horizon(first, days);
        const from = first.toZonedDateTime({ timeZone: ZONE });
        const expanded = seriesStarts(start, recurrence, { from, before }, 100_000).map((s) => s.at.toString());
        expect(expanded).toEqual(referenceStarts(first, time, recurrence, before));
      }),
      { numRuns: 150 },
    );
  });

  it('skipping to a late window never moves or drops a start within it', () => {
    const open = series.filter(({ recurrence }) => recurrence.rule.count === null);
    fc.assert(
      fc.property(open, fc.integer({ min: 0, max: 700 }), fc.integer({ min: 1, max: 200 }), (s, skip, length) => {
        const from = horizon(s.first, skip);
        const before = horizon(s.first, skip + length);
        const inWindow = (at: string) => Temporal.ZonedDateTime.compare(Temporal.ZonedDateTime.from(at), from) >= 0;
        const expanded = seriesStarts(s.start, s.recurrence, { from, before }, 100_000).map((x) => x.at.toString());
        expect(expanded.filter(inWindow)).toEqual(referenceStarts(s.first, s.time, s.recurrence, before).filter(inWindow));
      }),
      { numRuns: 100 },
    );
  });

  it('keeps a series that starts in the spring-forward gap at its written time on the other days', () => {
    // Found by a property run (seed 142504335): DTSTART 02:00 on 2026-03-29 is 03:00 that day only.
    const text = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:gap@test',
      'DTSTART;TZID=Europe/Stockholm:20260329T020000',
      'DTEND;TZID=Europe/Stockholm:20260329T023000',
      'RRULE:FREQ=DAILY;COUNT=3',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const starts = eventsInWindow(parseIcs(text), Temporal.PlainDate.from('2026-03-01')).map((e) =>
      e.start.kind === 'date-time' ? e.start.at.withTimeZone(ZONE).toPlainDateTime().toString() : '',
    );
    expect(starts).toEqual(['2026-03-29T03:00:00', '2026-03-30T02:00:00', '2026-03-31T02:00:00']);
  });

  it('keeps a weekly Stockholm event at its wall time on its weekday across daylight saving time', () => {
    fc.assert(
      fc.property(firstDay, timeOfDay, fc.integer({ min: 1, max: 3 }), (first, time, interval) => {
        const text = [
          'BEGIN:VCALENDAR',
          'BEGIN:VEVENT',
          'UID:weekly@test',
          `DTSTART;TZID=Europe/Stockholm:${compact(first)}T${two(time.hour)}${two(time.minute)}00`,
          `DTEND;TZID=Europe/Stockholm:${compact(first)}T${two(time.hour)}${two(time.minute)}00`,
          `RRULE:FREQ=WEEKLY;INTERVAL=${interval}`,
          'END:VEVENT',
          'END:VCALENDAR',
        ].join('\r\n');
        const instances = eventsInWindow(parseIcs(text), first);
        expect(instances.length).toBeGreaterThan(50 / interval - 2);
        for (const instance of instances) {
          if (instance.start.kind !== 'date-time') throw new Error('a timed series gives timed instances');
          const local = instance.start.at.withTimeZone(ZONE);
          expect(local.dayOfWeek).toBe(first.dayOfWeek);
          expect(first.until(local.toPlainDate()).days % (7 * interval)).toBe(0);
          // A time the spring night lacks (02:00–02:59 on the last Sunday of March) moves forward an hour.
          const gap = local.toPlainDate().toZonedDateTime({ timeZone: ZONE, plainTime: time }).toPlainTime();
          expect(local.toPlainTime().equals(gap)).toBe(true);
          if (time.hour !== 2) expect(local.toPlainTime().equals(time)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('shows every instance in the window once, each as long as the first, a changed one in its place', () => {
    const offsets = fc.uniqueArray(fc.nat({ max: 29 }), { maxLength: 4 });
    fc.assert(
      fc.property(firstDay, fc.integer({ min: 1, max: 180 }), offsets, fc.nat({ max: 29 }), (first, minutes, skipped, moved) => {
        const at = (d: Temporal.PlainDate, hour = 8) => `${compact(d)}T${two(hour)}0000`;
        const end = first.toPlainDateTime({ hour: 8 }).add({ minutes });
        const text = [
          'BEGIN:VCALENDAR',
          'BEGIN:VEVENT',
          'UID:daily@test',
          `DTSTART;TZID=Europe/Stockholm:${at(first)}`,
          `DTEND;TZID=Europe/Stockholm:${compact(end.toPlainDate())}T${two(end.hour)}${two(end.minute)}00`,
          'RRULE:FREQ=DAILY;COUNT=30',
          ...skipped.map((n) => `EXDATE;TZID=Europe/Stockholm:${at(first.add({ days: n }))}`),
          'END:VEVENT',
          'BEGIN:VEVENT',
          'UID:daily@test',
          `RECURRENCE-ID;TZID=Europe/Stockholm:${at(first.add({ days: moved }))}`,
          `DTSTART;TZID=Europe/Stockholm:${at(first.add({ days: moved }), 12)}`,
          'END:VEVENT',
          'END:VCALENDAR',
        ].join('\r\n');
        const instances = eventsInWindow(parseIcs(text), first);
        const series = instances.filter((e) => !e.replaces);
        expect(series.length).toBe(30 - skipped.length - (skipped.includes(moved) ? 0 : 1));
        expect(instances.length).toBe(series.length + 1);
        expect(new Set(instances.map((e) => e.id)).size).toBe(instances.length);
        for (const e of series) {
          if (e.start.kind !== 'date-time' || e.end.kind !== 'date-time') throw new Error('a timed series gives timed instances');
          expect(e.start.at.until(e.end.at).total('minutes')).toBe(minutes);
          expect(e.start.at.withTimeZone(ZONE).hour).toBe(8);
        }
      }),
      { numRuns: 100 },
    );
  });
});
