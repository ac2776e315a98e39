import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '../time/clock.js';
import type { EventTime, ExternalEvent } from './event.js';
import { parseRecurrenceRule, type Recurrence } from './recurrence.js';

/** At most this many events are read from one feed; the rest are ignored. */
export const MAX_FEED_EVENTS = 10_000;

interface ContentLine {
  readonly name: string;
  readonly params: Readonly<Record<string, string>>;
  readonly value: string;
}

/** RFC 5545 §3.1: a line starting with a space or tab continues the previous one. */
const unfold = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');

function parseLine(line: string): ContentLine | null {
  // The value starts at the first colon outside a quoted parameter value.
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon <= 0) return null;
  const [name = '', ...paramParts] = line.slice(0, colon).match(/(?:[^;"]|"[^"]*")+/g) ?? [];
  const params: Record<string, string> = {};
  for (const part of paramParts) {
    const eq = part.indexOf('=');
    if (eq > 0) params[part.slice(0, eq).toUpperCase()] = part.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

/** RFC 5545 §3.3.11 TEXT: \n, \, \; and \\ escapes. */
export const unescapeText = (value: string): string =>
  value.replace(/\\([nN,;\\])/g, (_match, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** DTSTART/DTEND: a DATE, a UTC DATE-TIME ("Z"), one with TZID, or a floating one (read as `zone`). */
export function parseEventTime(line: ContentLine, zone: string): EventTime | null {
  const value = line.value.trim();
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (date || line.params.VALUE === 'DATE') {
    const m = date ?? /^(\d{4})(\d{2})(\d{2})/.exec(value);
    if (!m) return null;
    try {
      return {
        kind: 'date',
        date: Temporal.PlainDate.from({ year: +m[1]!, month: +m[2]!, day: +m[3]! }, { overflow: 'reject' }),
      };
    } catch {
      return null;
    }
  }
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(value);
  if (!m) return null;
  try {
    const fields = { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]!, second: Math.min(+m[6]!, 59) };
    const local = Temporal.PlainDateTime.from(fields, { overflow: 'reject' });
    if (m[7] === 'Z') return { kind: 'date-time', at: local.toZonedDateTime('UTC').withTimeZone(zone) };
    const tzid = line.params.TZID;
    let at: Temporal.ZonedDateTime;
    try {
      at = local.toZonedDateTime(tzid ?? zone);
    } catch {
      // A TZID that is no IANA name (Outlook's "W. Europe Standard Time"): the calendar's own zone.
      at = local.toZonedDateTime(zone);
    }
    return { kind: 'date-time', at: at.withTimeZone(zone) };
  } catch {
    return null;
  }
}

/** DURATION of an event without DTEND. */
function addDuration(start: EventTime, duration: string): EventTime | null {
  try {
    const d = Temporal.Duration.from(duration.trim());
    return start.kind === 'date'
      ? { kind: 'date', date: start.date.add({ days: Math.max(1, d.days + d.weeks * 7) }) }
      : { kind: 'date-time', at: start.at.add(d) };
  } catch {
    return null;
  }
}

/**
 * The events of an iCalendar feed (RFC 5545), as the portal shows them: VEVENTs with a start;
 * cancelled ones left out; no end means one day (a date) or no length (a moment). Times are
 * read in their TZID (or as `zone` when floating or unknown) and given in `zone`. A repeating
 * event carries its rule (`recurrence`), which `expandRecurrences` expands within a window; a rule
 * the portal cannot expand leaves the event at its first occurrence. An instance changed on its
 * own (RECURRENCE-ID) says which instance it `replaces`.
 * Never throws: what cannot be read is skipped.
 */
export function parseIcs(text: string, zone: string = STOCKHOLM): ExternalEvent[] {
  const events: ExternalEvent[] = [];
  const seen = new Set<string>();
  let current: ContentLine[] | null = null;
  let depth = 0;
  for (const raw of unfold(text)) {
    const line = parseLine(raw);
    if (!line) continue;
    if (line.name === 'BEGIN') {
      if (line.value.toUpperCase() === 'VEVENT' && current === null) {
        current = [];
        depth = 0;
      } else if (current !== null) depth++;
      continue;
    }
    if (line.name === 'END') {
      if (current !== null && depth > 0) depth--;
      else if (current !== null && line.value.toUpperCase() === 'VEVENT') {
        const event = toEvent(current, zone, events.length);
        if (event) {
          // Ids key the events on screen: a repeated UID (one per instance in some feeds) gets a suffix.
          const id = seen.has(event.id) ? `${event.id}#${events.length}` : event.id;
          seen.add(id);
          events.push(id === event.id ? event : { ...event, id });
        }
        current = null;
        if (events.length >= MAX_FEED_EVENTS) break;
      }
      continue;
    }
    // Properties of nested components (VALARM) are not the event's.
    if (current !== null && depth === 0) current.push(line);
  }
  return events;
}

function toEvent(lines: readonly ContentLine[], zone: string, index: number): ExternalEvent | null {
  const get = (name: string) => lines.find((line) => line.name === name);
  if (get('STATUS')?.value.trim().toUpperCase() === 'CANCELLED') return null;
  const dtstart = get('DTSTART');
  const start = dtstart ? parseEventTime(dtstart, zone) : null;
  if (!start) return null;
  const dtend = get('DTEND');
  const duration = get('DURATION');
  const end =
    (dtend && parseEventTime(dtend, zone)) ||
    (duration && addDuration(start, duration.value)) ||
    (start.kind === 'date' ? { kind: 'date' as const, date: start.date.add({ days: 1 }) } : start);
  const text = (name: string) => unescapeText(get(name)?.value ?? '').trim();
  const uid = text('UID');
  const recurrenceIdLine = get('RECURRENCE-ID');
  const recurrenceId = recurrenceIdLine?.value.trim();
  const id = uid ? (recurrenceId ? `${uid}#${recurrenceId}` : uid) : `event-${index}`;
  const event: ExternalEvent = {
    id,
    summary: text('SUMMARY'),
    location: text('LOCATION'),
    description: text('DESCRIPTION'),
    start,
    end,
  };
  if (recurrenceIdLine && uid) {
    const replaced = parseEventTime(recurrenceIdLine, zone);
    return replaced ? { ...event, replaces: { uid, start: replaced } } : event;
  }
  const rrule = get('RRULE');
  const recurrence = rrule && dtstart ? recurrenceOf(rrule, dtstart, lines, uid || id, zone) : null;
  return recurrence ? { ...event, recurrence } : event;
}

/** Whether the runtime knows this IANA zone. */
function isKnownZone(zone: string): boolean {
  try {
    new Temporal.ZonedDateTime(0n, zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone DTSTART's wall time is in: UTC for "Z", its TZID when known, else the calendar's. */
function zoneOfStart(dtstart: ContentLine, zone: string): string {
  if (/Z$/i.test(dtstart.value.trim())) return 'UTC';
  const tzid = dtstart.params.TZID;
  return tzid && isKnownZone(tzid) ? tzid : zone;
}

/** RRULE and EXDATE of an event; null when the rule cannot be expanded (the event then shows once). */
function recurrenceOf(
  rrule: ContentLine,
  dtstart: ContentLine,
  lines: readonly ContentLine[],
  uid: string,
  zone: string,
): Recurrence | null {
  const startZone = zoneOfStart(dtstart, zone);
  const rule = parseRecurrenceRule(rrule.value, (value) => parseEventTime({ name: 'UNTIL', params: {}, value }, startZone));
  if (!rule) return null;
  const exceptions: EventTime[] = [];
  for (const line of lines) {
    if (line.name !== 'EXDATE') continue;
    for (const value of line.value.split(',')) {
      const time = parseEventTime({ ...line, value }, startZone);
      if (time) exceptions.push(time);
    }
  }
  const written = /T(\d{2})(\d{2})(\d{2})Z?$/i.exec(dtstart.value.trim());
  const wallTime = written
    ? Temporal.PlainTime.from(
        { hour: +written[1]!, minute: +written[2]!, second: Math.min(+written[3]!, 59) },
        { overflow: 'constrain' },
      )
    : undefined;
  return { uid, rule, exceptions, zone: startZone, ...(wallTime ? { wallTime } : {}) };
}
