import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '../time/clock.js';
import type { Assignment } from './assignment.js';
import { visibleRange, type CalendarView, type DateRange } from './calendar.js';
import { matchesStatus, type StatusSelection } from './status-filter.js';

/** The header clock shows the time anew every 3.6 seconds (spec 2 §9). */
export const CLOCK_REFRESH_MS = 3600;

/** A day list scrolls, and offers "View all", when it has more than this many events (spec 2 §9). */
export const DAY_LIST_SCROLL_ABOVE = 2;

export type CalendarStep = -1 | 1;

/** Previous and next: a week in the week view, a month in the month view (the day kept, or the month's last). */
export const stepCalendar = (view: CalendarView, anchor: Temporal.PlainDate, step: CalendarStep): Temporal.PlainDate =>
  view === 'week' ? anchor.add({ weeks: step }) : anchor.add({ months: step });

/** What the calendar's heading names: an ISO week with its days, or a month. */
export type CalendarPeriod =
  | { readonly kind: 'week'; readonly isoWeek: number; readonly from: Temporal.PlainDate; readonly to: Temporal.PlainDate }
  | { readonly kind: 'month'; readonly month: Temporal.PlainYearMonth };

export function periodOf(view: CalendarView, anchor: Temporal.PlainDate): CalendarPeriod {
  if (view === 'month') return { kind: 'month', month: anchor.toPlainYearMonth() };
  const { from, to } = visibleRange('week', anchor);
  return { kind: 'week', isoWeek: from.weekOfYear ?? 0, from, to };
}

/** The days of a range, first to last. */
export function daysOf(range: DateRange): Temporal.PlainDate[] {
  const days: Temporal.PlainDate[] = [];
  for (let day = range.from; Temporal.PlainDate.compare(day, range.to) <= 0; day = day.add({ days: 1 })) days.push(day);
  return days;
}

/**
 * The booking entry points a calendar day offers (spec 1 §2, spec 2 §2): add-new on days after
 * today; book-now on today, for customers allowed direct booking (CanCreateAutoAssignOrder).
 */
export function bookingEntriesFor(
  day: Temporal.PlainDate,
  today: Temporal.PlainDate,
  canBookNow: boolean,
): { readonly addNew: boolean; readonly bookNow: boolean } {
  const order = Temporal.PlainDate.compare(day, today);
  return { addNew: order > 0, bookNow: order === 0 && canBookNow };
}

export const hasUnread = (assignment: Assignment): boolean => assignment.unreadNotifications.length > 0;

/** A month cell's content: how many assignments, and whether any has unread notifications. */
export interface DaySummary {
  readonly count: number;
  readonly hasUnread: boolean;
}

export const summarizeDay = (assignments: readonly Assignment[]): DaySummary => ({
  count: assignments.length,
  hasUnread: assignments.some(hasUnread),
});

/** The calendar's days (keyed YYYY-MM-DD) with only the assignments the status filter keeps; empty days left out. */
export function filterDays(
  byDay: ReadonlyMap<string, readonly Assignment[]>,
  selection: StatusSelection,
): ReadonlyMap<string, readonly Assignment[]> {
  const kept = new Map<string, readonly Assignment[]>();
  for (const [day, assignments] of byDay) {
    const shown = assignments.filter((a) => matchesStatus(selection, a.status));
    if (shown.length > 0) kept.set(day, shown);
  }
  return kept;
}

/** The assignments on the days of a range, each once, in start order (the calendar feed). */
export function assignmentsInRange(byDay: ReadonlyMap<string, readonly Assignment[]>, range: DateRange): Assignment[] {
  const found = new Map<string, Assignment>();
  for (const day of daysOf(range)) for (const a of byDay.get(day.toString()) ?? []) found.set(a.id, a);
  return [...found.values()].sort((a, b) => a.start.epochMilliseconds - b.start.epochMilliseconds);
}

/**
 * A day as the list's period when "View all" opens it (spec 2 §2): from the day's first moment to
 * its last (23:59:59.999), Stockholm time.
 */
export function dayBounds(day: Temporal.PlainDate): {
  readonly from: Temporal.ZonedDateTime;
  readonly to: Temporal.ZonedDateTime;
} {
  return {
    from: day.toZonedDateTime({ timeZone: STOCKHOLM }),
    to: day.add({ days: 1 }).toZonedDateTime({ timeZone: STOCKHOLM }).subtract({ milliseconds: 1 }),
  };
}
