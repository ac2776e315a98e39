import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '../time/clock.js';
import { startOf, type ExternalEvent } from './event.js';
import { seriesStarts, type SeriesStart } from './recurrence.js';

/** What is shown (spec 3 §7): from the start of the current month to one year ahead of today. */
export function calendarWindow(today: Temporal.PlainDate): {
  readonly from: Temporal.PlainDate;
  readonly to: Temporal.PlainDate;
} {
  return { from: today.with({ day: 1 }), to: today.add({ years: 1 }) };
}

/** At most this many events are kept for one window, instances of repeating events included. */
export const MAX_WINDOW_EVENTS = 10_000;

/** The key of an instance's start, as a RECURRENCE-ID names it: its date, or its moment. */
const dateKey = (uid: string, date: Temporal.PlainDate) => `${uid}|${date.toString()}`;
const momentKey = (uid: string, at: Temporal.ZonedDateTime) => `${uid}|${at.epochNanoseconds}`;

function instanceOf(event: ExternalEvent, start: SeriesStart): ExternalEvent {
  const { recurrence: _recurrence, ...rest } = event;
  if (event.start.kind === 'date') {
    const days = event.end.kind === 'date' ? Math.max(0, event.start.date.until(event.end.date).days) : 1;
    return {
      ...rest,
      id: `${event.id}#${start.date.toString()}`,
      start: { kind: 'date', date: start.date },
      end: { kind: 'date', date: start.date.add({ days }) },
    };
  }
  const length = startOf(event.start).until(startOf(event.end));
  const at = start.at.withTimeZone(event.start.at.timeZoneId);
  return {
    ...rest,
    id: `${event.id}#${at.toInstant().toString()}`,
    start: { kind: 'date-time', at },
    end: { kind: 'date-time', at: length.sign > 0 ? at.add(length) : at },
  };
}

/**
 * Repeating events as their instances starting before `before` (RRULE with DAILY, WEEKLY, MONTHLY,
 * YEARLY, INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY; EXDATE; an instance changed on its own in the
 * feed replaces the one the rule gives). Other events are kept as they are. Instances that end
 * before `from` may be left out; the caller filters by its window anyway.
 */
export function expandRecurrences(
  events: readonly ExternalEvent[],
  window: { readonly from: Temporal.ZonedDateTime; readonly before: Temporal.ZonedDateTime },
  limit = MAX_WINDOW_EVENTS,
): ExternalEvent[] {
  const replaced = new Set<string>();
  for (const event of events) {
    const replaces = event.replaces;
    if (replaces) {
      replaced.add(
        replaces.start.kind === 'date' ? dateKey(replaces.uid, replaces.start.date) : momentKey(replaces.uid, replaces.start.at),
      );
    }
  }
  const expanded: ExternalEvent[] = [];
  for (const event of events) {
    if (expanded.length >= limit) break;
    const recurrence = event.recurrence;
    if (!recurrence) {
      expanded.push(event);
      continue;
    }
    // An instance that started before the window may still last into it.
    const length = startOf(event.start).until(startOf(event.end));
    const from = length.sign > 0 ? window.from.subtract(length) : window.from;
    for (const start of seriesStarts(event.start, recurrence, { from, before: window.before }, limit - expanded.length)) {
      // A RECURRENCE-ID names the start the rule gave: a moment, or (for all-day series) a date.
      if (replaced.has(dateKey(recurrence.uid, start.date)) || replaced.has(momentKey(recurrence.uid, start.at))) continue;
      expanded.push(instanceOf(event, start));
    }
  }
  return expanded;
}

/** The events that overlap the window, as the dashboard keeps them: repeating ones as their instances. */
export function eventsInWindow(events: readonly ExternalEvent[], today: Temporal.PlainDate): ExternalEvent[] {
  const { from, to } = calendarWindow(today);
  const windowStart = from.toZonedDateTime({ timeZone: STOCKHOLM });
  const windowEnd = to.add({ days: 1 }).toZonedDateTime({ timeZone: STOCKHOLM });
  return expandRecurrences(events, { from: windowStart, before: windowEnd }).filter((event) => {
    const start = startOf(event.start);
    const end = startOf(event.end);
    const last = Temporal.ZonedDateTime.compare(end, start) > 0 ? end : start.add({ nanoseconds: 1 });
    return Temporal.ZonedDateTime.compare(start, windowEnd) < 0 && Temporal.ZonedDateTime.compare(last, windowStart) > 0;
  });
}
