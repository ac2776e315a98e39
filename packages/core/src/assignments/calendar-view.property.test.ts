import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import type { Assignment } from './assignment.js';
import { anAssignment } from './builders.js';
import { daysTouched, visibleRange, type CalendarView } from './calendar.js';
import {
  assignmentsInRange,
  bookingEntriesFor,
  dayBounds,
  daysOf,
  filterDays,
  periodOf,
  stepCalendar,
  summarizeDay,
} from './calendar-view.js';
import { FILTERABLE_STATUSES, matchesStatus, type StatusChoice } from './status-filter.js';
import { ORDER_STATUSES } from './status.js';

const date = fc.integer({ min: 0, max: 365 * 16 }).map((offset) => Temporal.PlainDate.from('2020-01-01').add({ days: offset }));
const view = fc.constantFrom<CalendarView>('week', 'month');
const status = fc.constantFrom<Assignment['status']>(...ORDER_STATUSES, 'unknown');
const selection = fc.oneof(fc.constant<StatusChoice[]>(['all']), fc.subarray([...FILTERABLE_STATUSES], { minLength: 1 }));

/** Assignments of up to three days, starting on the quarter hour within a few weeks of 2026-11-01. */
const assignment = fc
  .record({
    id: fc.integer({ min: 1, max: 10_000 }),
    startMinutes: fc.integer({ min: 0, max: 40 * 24 * 4 }).map((q) => q * 15),
    minutes: fc.integer({ min: 15, max: 3 * 24 * 60 }),
    status,
    unread: fc.boolean(),
  })
  .map(({ id, startMinutes, minutes, status, unread }) => {
    const start = Temporal.PlainDateTime.from('2026-10-25T00:00').toZonedDateTime(STOCKHOLM).add({ minutes: startMinutes });
    return anAssignment({
      id: `order-${id}`,
      start,
      end: start.add({ minutes }),
      status,
      unreadNotifications: unread ? [{ id: `n-${id}`, headline: 'Tolk tillsatt', sentAt: start }] : [],
    });
  });
const assignments = fc.uniqueArray(assignment, { selector: (a) => a.id, maxLength: 40 });

function byDayOf(list: readonly Assignment[]): Map<string, Assignment[]> {
  const days = new Map<string, Assignment[]>();
  for (const a of [...list].sort((x, y) => x.start.epochMilliseconds - y.start.epochMilliseconds)) {
    for (const day of daysTouched(a.start, a.end)) days.set(day.toString(), [...(days.get(day.toString()) ?? []), a]);
  }
  return days;
}

describe('calendar navigation (spec 2 §2)', () => {
  it('previous undoes next in the week view, and a week step moves the visible week by exactly 7 days', () => {
    fc.assert(
      fc.property(date, (anchor) => {
        const next = stepCalendar('week', anchor, 1);
        expect(stepCalendar('week', next, -1).equals(anchor)).toBe(true);
        const before = visibleRange('week', anchor);
        const after = visibleRange('week', next);
        expect(before.to.add({ days: 1 }).equals(after.from)).toBe(true);
      }),
    );
  });

  it('a month step lands in the next or previous month', () => {
    fc.assert(
      fc.property(date, fc.constantFrom<1 | -1>(1, -1), (anchor, step) => {
        const month = stepCalendar('month', anchor, step).toPlainYearMonth();
        expect(month.equals(anchor.toPlainYearMonth().add({ months: step }))).toBe(true);
      }),
    );
  });

  it('the heading names the ISO week of the anchor, Monday to Sunday, or its month', () => {
    fc.assert(
      fc.property(date, view, (anchor, chosen) => {
        const period = periodOf(chosen, anchor);
        if (period.kind === 'month') {
          expect(period.month.equals(anchor.toPlainYearMonth())).toBe(true);
          return;
        }
        expect(period.isoWeek).toBe(anchor.weekOfYear);
        expect([period.from.dayOfWeek, period.to.dayOfWeek]).toEqual([1, 7]);
        expect(period.from.until(anchor).days).toBeGreaterThanOrEqual(0);
        expect(anchor.until(period.to).days).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('lists every day of a range once, in order', () => {
    fc.assert(
      fc.property(date, view, (anchor, chosen) => {
        const range = visibleRange(chosen, anchor);
        const days = daysOf(range);
        expect(days[0]!.equals(range.from)).toBe(true);
        expect(days.at(-1)!.equals(range.to)).toBe(true);
        days.forEach((day, i) => i > 0 && expect(days[i - 1]!.add({ days: 1 }).equals(day)).toBe(true));
      }),
    );
  });
});

describe('booking entry points (spec 1 §2)', () => {
  it('add-new only after today, book-now only today and only when allowed, never both', () => {
    fc.assert(
      fc.property(date, date, fc.boolean(), (day, today, allowed) => {
        const entries = bookingEntriesFor(day, today, allowed);
        const order = Temporal.PlainDate.compare(day, today);
        expect(entries.addNew).toBe(order > 0);
        expect(entries.bookNow).toBe(order === 0 && allowed);
        expect(entries.addNew && entries.bookNow).toBe(false);
      }),
    );
  });
});

describe('what the calendar shows', () => {
  it('the filter keeps exactly the matching assignments of each day, and drops empty days', () => {
    fc.assert(
      fc.property(assignments, selection, (list, chosen) => {
        const byDay = byDayOf(list);
        const kept = filterDays(byDay, chosen);
        for (const [day, all] of byDay) {
          const expected = all.filter((a) => matchesStatus(chosen, a.status));
          expect(kept.get(day) ?? []).toEqual(expected);
        }
        for (const shown of kept.values()) expect(shown.length).toBeGreaterThan(0);
      }),
    );
  });

  it('"all" keeps everything', () => {
    fc.assert(
      fc.property(assignments, (list) => {
        const byDay = byDayOf(list);
        expect(new Map(filterDays(byDay, ['all']))).toEqual(byDay);
      }),
    );
  });

  it('a day summary counts the day and flags unread notifications', () => {
    fc.assert(
      fc.property(assignments, (list) => {
        const summary = summarizeDay(list);
        expect(summary.count).toBe(list.length);
        expect(summary.hasUnread).toBe(list.some((a) => a.unreadNotifications.length > 0));
      }),
    );
  });

  it('the feed holds each assignment touching the range once, in start order', () => {
    fc.assert(
      fc.property(assignments, date, view, (list, anchor, chosen) => {
        const range = visibleRange(chosen, Temporal.PlainDate.from('2026-10-20').add({ days: anchor.dayOfYear % 40 }));
        const feed = assignmentsInRange(byDayOf(list), range);
        expect(new Set(feed.map((a) => a.id)).size).toBe(feed.length);
        feed.forEach(
          (a, i) => i > 0 && expect(feed[i - 1]!.start.epochMilliseconds).toBeLessThanOrEqual(a.start.epochMilliseconds),
        );
        const touches = (a: Assignment) =>
          daysTouched(a.start, a.end).some(
            (d) => Temporal.PlainDate.compare(range.from, d) <= 0 && Temporal.PlainDate.compare(d, range.to) <= 0,
          );
        expect(feed.map((a) => a.id).sort()).toEqual(
          list
            .filter(touches)
            .map((a) => a.id)
            .sort(),
        );
      }),
    );
  });
});

describe('a day as the list period ("View all")', () => {
  it('runs from the day’s first to its last millisecond in Stockholm, DST days included', () => {
    fc.assert(
      fc.property(date, (day) => {
        const { from, to } = dayBounds(day);
        expect(from.toPlainDate().equals(day) && to.toPlainDate().equals(day)).toBe(true);
        expect(from.toPlainTime().equals(Temporal.PlainTime.from('00:00'))).toBe(true);
        expect(to.add({ milliseconds: 1 }).equals(day.add({ days: 1 }).toZonedDateTime(STOCKHOLM))).toBe(true);
      }),
    );
    expect(
      dayBounds(Temporal.PlainDate.from('2027-03-28'))
        .to.since(dayBounds(Temporal.PlainDate.from('2027-03-28')).from)
        .total('hours'),
    ).toBeCloseTo(23, 3);
  });
});
