import type { Temporal } from 'temporal-polyfill';
import type { Assignment } from './assignment.js';

/** Words of the feed, supplied by the UI in the user's language. */
export interface IcsTexts {
  readonly calendarName: string;
  readonly summary: (assignment: Assignment) => string;
  readonly description: (assignment: Assignment) => string;
}

/**
 * The visible assignments as an iCalendar file (RFC 5545) the user can import into any calendar:
 * times in UTC, text escaped, lines folded at 75 octets, CRLF line ends. `stamp` is the export time.
 */
export function toIcs(assignments: readonly Assignment[], texts: IcsTexts, stamp: Temporal.Instant): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tolkportal//Tolkuppdrag//SV',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(texts.calendarName)}`,
    ...assignments.flatMap((a) => [
      'BEGIN:VEVENT',
      `UID:${a.id}@tolkportal`,
      `DTSTAMP:${utc(stamp)}`,
      `DTSTART:${utc(a.start.toInstant())}`,
      `DTEND:${utc(a.end.toInstant())}`,
      `SUMMARY:${escapeText(texts.summary(a))}`,
      `DESCRIPTION:${escapeText(texts.description(a))}`,
      ...(a.address ? [`LOCATION:${escapeText(a.address)}`] : []),
      ...(a.meeting?.url ? [`URL:${a.meeting.url}`] : []),
      `STATUS:${a.status === 'cancelled' || a.status === 'rejected' ? 'CANCELLED' : a.status === 'available' ? 'TENTATIVE' : 'CONFIRMED'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** 20261123T090000Z */
const utc = (instant: Temporal.Instant): string => instant.toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, newlines as \n. */
export const escapeText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets continue on lines starting with a space. */
export function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
