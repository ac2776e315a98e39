import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '../time/clock.js';
import type { Recurrence } from './recurrence.js';

/** An event's start or end: a date (all-day) or a moment (spec 3 §3). */
export type EventTime =
  | { readonly kind: 'date'; readonly date: Temporal.PlainDate }
  | { readonly kind: 'date-time'; readonly at: Temporal.ZonedDateTime };

/** An event of the user's external calendar (spec 3 §3), read-only. */
export interface ExternalEvent {
  readonly id: string;
  readonly summary: string;
  readonly location: string;
  readonly description: string;
  readonly start: EventTime;
  /** Exclusive: an all-day event of one day ends on the next date, as iCalendar has it. */
  readonly end: EventTime;
  /** A repeating event (RRULE, EXDATE): `expandRecurrences` turns it into its instances in a window. */
  readonly recurrence?: Recurrence;
  /** One instance of a repeating event, changed on its own (RECURRENCE-ID): it takes that instance's place. */
  readonly replaces?: { readonly uid: string; readonly start: EventTime };
}

export const isAllDay = (event: ExternalEvent): boolean => event.start.kind === 'date';

/** The first moment of an event time in Stockholm (a date starts at 00:00). */
export const startOf = (time: EventTime): Temporal.ZonedDateTime =>
  time.kind === 'date' ? time.date.toZonedDateTime({ timeZone: STOCKHOLM }) : time.at.withTimeZone(STOCKHOLM);

/** Whether the event touches the Stockholm day: [start, end) overlaps it; an instant event counts on its day. */
export function touchesDay(event: ExternalEvent, day: Temporal.PlainDate): boolean {
  const dayStart = day.toZonedDateTime({ timeZone: STOCKHOLM });
  const dayEnd = day.add({ days: 1 }).toZonedDateTime({ timeZone: STOCKHOLM });
  const start = startOf(event.start);
  const end = startOf(event.end);
  if (Temporal.ZonedDateTime.compare(end, start) <= 0) {
    return Temporal.ZonedDateTime.compare(start, dayStart) >= 0 && Temporal.ZonedDateTime.compare(start, dayEnd) < 0;
  }
  return Temporal.ZonedDateTime.compare(start, dayEnd) < 0 && Temporal.ZonedDateTime.compare(end, dayStart) > 0;
}

/** A day's events: all-day ones first, then by start, then by summary. */
export function eventsOnDay(events: readonly ExternalEvent[], day: Temporal.PlainDate): ExternalEvent[] {
  return events
    .filter((event) => touchesDay(event, day))
    .sort(
      (a, b) =>
        Number(isAllDay(b)) - Number(isAllDay(a)) ||
        Temporal.ZonedDateTime.compare(startOf(a.start), startOf(b.start)) ||
        a.summary.localeCompare(b.summary, 'sv'),
    );
}
