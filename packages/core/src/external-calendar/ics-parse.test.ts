import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { calendarWindow, eventsInWindow } from './calendar-window.js';
import { eventsOnDay } from './event.js';
import { parseIcs } from './ics-parse.js';

const GOOGLE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  'X-WR-TIMEZONE:Europe/Stockholm',
  'BEGIN:VEVENT',
  'DTSTART:20261124T090000Z',
  'DTEND:20261124T100000Z',
  'UID:abc123@google.com',
  'SUMMARY:Arbetsplatsträff',
  'LOCATION:Rum 4\\, plan 2',
  'DESCRIPTION:Dagordning:\\nPunkt 1\\nPunkt 2 med ett mycket långt stycke text som viks över fler',
  '  rader enligt RFC 5545',
  'BEGIN:VALARM',
  'ACTION:DISPLAY',
  'DESCRIPTION:This is an event reminder',
  'END:VALARM',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20261126',
  'DTEND;VALUE=DATE:20261128',
  'UID:allday@google.com',
  'SUMMARY:Konferens',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;TZID=Europe/Stockholm:20261125T130000',
  'DTEND;TZID=Europe/Stockholm:20261125T140000',
  'UID:cancelled@google.com',
  'STATUS:CANCELLED',
  'SUMMARY:Inställt',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

describe('parseIcs', () => {
  it('reads timed and all-day events, unescapes and unfolds text, skips alarms and cancelled events', () => {
    const events = parseIcs(GOOGLE);
    expect(events.map((e) => e.id)).toEqual(['abc123@google.com', 'allday@google.com']);
    const [meeting, conference] = events;
    expect(meeting).toMatchObject({ summary: 'Arbetsplatsträff', location: 'Rum 4, plan 2' });
    expect(meeting!.description).toBe(
      'Dagordning:\nPunkt 1\nPunkt 2 med ett mycket långt stycke text som viks över fler rader enligt RFC 5545',
    );
    expect(meeting!.start).toEqual({ kind: 'date-time', at: Temporal.ZonedDateTime.from('2026-11-24T10:00[Europe/Stockholm]') });
    expect(conference!.start).toEqual({ kind: 'date', date: Temporal.PlainDate.from('2026-11-26') });
    expect(conference!.end).toEqual({ kind: 'date', date: Temporal.PlainDate.from('2026-11-28') });
  });

  it('reads TZID times in their zone, floating ones and unknown zones in Stockholm time', () => {
    const [ny, floating, outlook] = parseIcs(
      [
        'BEGIN:VEVENT',
        'UID:1',
        'DTSTART;TZID="America/New_York":20260701T090000',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:2',
        'DTSTART:20260701T090000',
        'DURATION:PT1H30M',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:3',
        'DTSTART;TZID=W. Europe Standard Time:20260701T090000',
        'END:VEVENT',
      ].join('\n'),
    );
    expect(ny!.start).toEqual({ kind: 'date-time', at: Temporal.ZonedDateTime.from('2026-07-01T15:00[Europe/Stockholm]') });
    expect(floating!.end).toEqual({ kind: 'date-time', at: Temporal.ZonedDateTime.from('2026-07-01T10:30[Europe/Stockholm]') });
    expect(outlook!.start).toEqual({ kind: 'date-time', at: Temporal.ZonedDateTime.from('2026-07-01T09:00[Europe/Stockholm]') });
  });

  it('skips events without a readable start, and reads nothing from what is no calendar', () => {
    expect(parseIcs('BEGIN:VEVENT\nUID:x\nDTSTART:2026-13-45\nEND:VEVENT')).toEqual([]);
    expect(parseIcs('<html>not a calendar</html>')).toEqual([]);
  });

  it('puts events on the days they touch, all-day first; keeps those from the month start to a year ahead', () => {
    const events = parseIcs(GOOGLE);
    const day = (d: string) => eventsOnDay(events, Temporal.PlainDate.from(d)).map((e) => e.summary);
    expect(day('2026-11-24')).toEqual(['Arbetsplatsträff']);
    expect(day('2026-11-27')).toEqual(['Konferens']);
    expect(day('2026-11-28')).toEqual([]);
    expect(calendarWindow(Temporal.PlainDate.from('2026-11-23'))).toEqual({
      from: Temporal.PlainDate.from('2026-11-01'),
      to: Temporal.PlainDate.from('2027-11-23'),
    });
    expect(eventsInWindow(events, Temporal.PlainDate.from('2026-11-30')).map((e) => e.summary)).toEqual([
      'Arbetsplatsträff',
      'Konferens',
    ]);
    expect(eventsInWindow(events, Temporal.PlainDate.from('2026-12-05'))).toEqual([]);
    expect(eventsInWindow(events, Temporal.PlainDate.from('2025-11-24')).map((e) => e.summary)).toEqual(['Arbetsplatsträff']);
  });
});
