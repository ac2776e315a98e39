import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '../time/clock.js';
import {
  ON_SITE_AND_PHONE,
  WEEKDAYS,
  type AcuteAvailability,
  type AvailabilityException,
  type TimeSlot,
  type Weekday,
  type WeeklyDefault,
} from './availability.js';
import { dayStart, hoursInDay } from './day-window.js';

/** A weekly default with no slots on any day. */
export const EMPTY_WEEKLY_DEFAULT: WeeklyDefault = {
  slots: { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] },
};

/** Test support: a slot, `HH:mm` to `HH:mm`, available for on-site and phone unless overridden. */
export const aSlot = (id: string, from: string, to: string, overrides: Partial<TimeSlot> = {}): TimeSlot => ({
  id,
  from: Temporal.PlainTime.from(from),
  to: Temporal.PlainTime.from(to),
  isAvailable: true,
  availableFor: ON_SITE_AND_PHONE,
  ...overrides,
});

/** Test support: a weekly default with the given days' slots, the others empty. */
export const aWeeklyDefault = (slots: Partial<Record<Weekday, readonly TimeSlot[]>> = {}): WeeklyDefault => ({
  slots: { ...EMPTY_WEEKLY_DEFAULT.slots, ...slots },
});

/** Test support: the same slots on every weekday. */
export const everyDay = (slots: readonly TimeSlot[]): WeeklyDefault =>
  aWeeklyDefault(Object.fromEntries(WEEKDAYS.map((day) => [day, slots])));

const stockholm = (wallTime: string): Temporal.ZonedDateTime =>
  Temporal.PlainDateTime.from(wallTime.replace(' ', 'T')).toZonedDateTime(STOCKHOLM);

/** Test support: an updatable available exception between two Stockholm wall times (`2026-05-12 10:00`). */
export const anException = (
  id: string,
  from: string,
  to: string,
  overrides: Partial<AvailabilityException> = {},
): AvailabilityException => ({
  id,
  from: stockholm(from),
  to: stockholm(to),
  kind: 'available',
  availableFor: ON_SITE_AND_PHONE,
  canBeUpdated: true,
  ...overrides,
});

/** Test support: "Tolka nu" between two Stockholm wall times. */
export const anAcute = (from: string, to: string): AcuteAvailability => ({
  from: stockholm(from),
  to: stockholm(to),
  availableFor: ON_SITE_AND_PHONE,
});

/**
 * Test support: the Stockholm days of the years given whose length is not 24 hours (the clock-change
 * days), found by length: a month whose hours are not 24 per day is searched day by day.
 */
export function clockChangeDays(fromYear: number, toYear: number): Temporal.PlainDate[] {
  const days: Temporal.PlainDate[] = [];
  for (
    let month = Temporal.PlainYearMonth.from({ year: fromYear, month: 1 });
    month.year <= toYear;
    month = month.add({ months: 1 })
  ) {
    const first = month.toPlainDate({ day: 1 });
    const hours = dayStart(first.add({ months: 1 }))
      .since(dayStart(first))
      .total('hours');
    if (hours === month.daysInMonth * 24) continue;
    for (let day = 0; day < month.daysInMonth; day += 1) {
      const date = first.add({ days: day });
      if (hoursInDay(date) !== 24) days.push(date);
    }
  }
  return days;
}
