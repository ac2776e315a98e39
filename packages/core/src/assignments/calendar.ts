import { Temporal } from 'temporal-polyfill';

export type CalendarView = 'week' | 'month';
export const DEFAULT_CALENDAR_VIEW: CalendarView = 'week';

export interface CalendarWeek {
  readonly isoWeek: number;
  readonly days: readonly Temporal.PlainDate[];
}

/** The Monday of the ISO week a date is in. */
export const mondayOf = (date: Temporal.PlainDate): Temporal.PlainDate => date.subtract({ days: date.dayOfWeek - 1 });

/** The month view: 6 weeks × 7 days (42 cells) from the Monday on or before the 1st (spec 2 §2). */
export function monthGrid(month: Temporal.PlainYearMonth): CalendarWeek[] {
  const first = mondayOf(month.toPlainDate({ day: 1 }));
  return Array.from({ length: 6 }, (_, week) => {
    const days = Array.from({ length: 7 }, (_, day) => first.add({ days: week * 7 + day }));
    return { isoWeek: days[0]!.weekOfYear ?? 0, days };
  });
}

/** The week view: Monday to Sunday of the ISO week. */
export function weekDays(date: Temporal.PlainDate): Temporal.PlainDate[] {
  const monday = mondayOf(date);
  return Array.from({ length: 7 }, (_, day) => monday.add({ days: day }));
}

export interface DateRange {
  /** First day included. */
  readonly from: Temporal.PlainDate;
  /** Last day included. */
  readonly to: Temporal.PlainDate;
}

export function visibleRange(view: CalendarView, anchor: Temporal.PlainDate): DateRange {
  if (view === 'week') {
    const days = weekDays(anchor);
    return { from: days[0]!, to: days[6]! };
  }
  const grid = monthGrid(anchor.toPlainYearMonth());
  return { from: grid[0]!.days[0]!, to: grid[5]!.days[6]! };
}

/** Spec 2 §4: the loaded range is the visible one and a day on each side. */
export const loadedRangeFor = (visible: DateRange): DateRange => ({
  from: visible.from.subtract({ days: 1 }),
  to: visible.to.add({ days: 1 }),
});

/** How far the loaded range grows when the user goes beyond it (the spec leaves the number open). */
export const RANGE_EXTENSION_DAYS = 14;

/**
 * The range to have loaded for a view: unchanged while it covers the visible days, otherwise
 * grown towards them by at least RANGE_EXTENSION_DAYS, so paging week by week loads seldom.
 */
export function extendLoadedRange(loaded: DateRange | null, visible: DateRange): DateRange {
  const wanted = loadedRangeFor(visible);
  if (!loaded) return wanted;
  const covers =
    Temporal.PlainDate.compare(loaded.from, wanted.from) <= 0 && Temporal.PlainDate.compare(loaded.to, wanted.to) >= 0;
  if (covers) return loaded;
  const far = (a: Temporal.PlainDate, b: Temporal.PlainDate) => Math.abs(a.until(b).days) > 62;
  // A jump far away starts a fresh range rather than loading every day in between.
  if (far(loaded.from, wanted.to) && far(loaded.to, wanted.from)) return wanted;
  const earlier = (a: Temporal.PlainDate, b: Temporal.PlainDate) => (Temporal.PlainDate.compare(a, b) <= 0 ? a : b);
  const later = (a: Temporal.PlainDate, b: Temporal.PlainDate) => (Temporal.PlainDate.compare(a, b) >= 0 ? a : b);
  return {
    from:
      Temporal.PlainDate.compare(wanted.from, loaded.from) < 0
        ? earlier(wanted.from, loaded.from.subtract({ days: RANGE_EXTENSION_DAYS }))
        : loaded.from,
    to:
      Temporal.PlainDate.compare(wanted.to, loaded.to) > 0
        ? later(wanted.to, loaded.to.add({ days: RANGE_EXTENSION_DAYS }))
        : loaded.to,
  };
}

/** An assignment's days: it is listed on every day it touches. */
export function daysTouched(start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime): Temporal.PlainDate[] {
  const first = start.toPlainDate();
  // An end at midnight belongs to the day before.
  const last = end.subtract({ nanoseconds: 1 }).toPlainDate();
  const days = [first];
  while (Temporal.PlainDate.compare(days[days.length - 1]!, last) < 0) days.push(days[days.length - 1]!.add({ days: 1 }));
  return days;
}

/** The day-span format applies when an assignment crosses midnight (spec 2 §2). */
export const spansDays = (start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime): boolean =>
  daysTouched(start, end).length > 1;

export const isWeekend = (date: Temporal.PlainDate): boolean => date.dayOfWeek >= 6;

/**
 * Items with a start and an end, by the Stockholm days they touch (`YYYY-MM-DD`), each day's in
 * order of start: what a calendar's day shows. The interpreter's calendar lists its assignments so.
 */
export function byDayTouched<T extends { readonly start: Temporal.ZonedDateTime; readonly end: Temporal.ZonedDateTime }>(
  items: readonly T[],
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => Temporal.ZonedDateTime.compare(a.start, b.start));
  for (const item of sorted) {
    for (const day of daysTouched(item.start, item.end)) {
      const key = day.toString();
      const list = days.get(key);
      if (list) list.push(item);
      else days.set(key, [item]);
    }
  }
  return days;
}
