import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { calendarWindow, eventsInWindow } from './calendar-window.js';
import { touchesDay, type EventTime, type ExternalEvent } from './event.js';
import { parseIcs } from './ics-parse.js';

const ZONE = 'Europe/Stockholm';
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/,/g, '\\,').replace(/;/g, '\\;');
/** Folds a content line at 60 characters, as a calendar server may (RFC 5545 §3.1). */
const fold = (line: string) => (line.match(/[\s\S]{1,60}/g) ?? ['']).join('\r\n ');
const two = (n: number) => String(n).padStart(2, '0');
const icsTime = (time: EventTime) =>
  time.kind === 'date'
    ? `;VALUE=DATE:${time.date.toString().replace(/-/g, '')}`
    : `:${time.at.withTimeZone('UTC').toPlainDateTime().toString().replace(/[-:]/g, '').slice(0, 15)}Z`;

function toIcs(events: readonly ExternalEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0'];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${escape(e.id)}`, `DTSTART${icsTime(e.start)}`, `DTEND${icsTime(e.end)}`);
    lines.push(
      fold(`SUMMARY:${escape(e.summary)}`),
      fold(`LOCATION:${escape(e.location)}`),
      fold(`DESCRIPTION:${escape(e.description)}`),
    );
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

/** Text as calendars hold it: printable, without carriage returns, trimmed like the parser trims. */
const text = fc.string({ unit: fc.constantFrom(...'abcåäö ABC,;:\\"\n-'.split('')), maxLength: 150 }).map((s) => s.trim());
const date = fc.integer({ min: 0, max: 3000 }).map((n) => Temporal.PlainDate.from('2024-01-01').add({ days: n }));
const event: fc.Arbitrary<ExternalEvent> = fc
  .record({
    n: fc.nat(),
    summary: text,
    location: text,
    description: text,
    day: date,
    allDay: fc.boolean(),
    minutes: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    length: fc.integer({ min: 0, max: 5 * 24 * 60 }),
  })
  .map(({ n, summary, location, description, day, allDay, minutes, length }) => {
    if (allDay) {
      return {
        id: `e${n}@test`,
        summary,
        location,
        description,
        start: { kind: 'date' as const, date: day },
        end: { kind: 'date' as const, date: day.add({ days: 1 + (length % 4) }) },
      };
    }
    const at = Temporal.ZonedDateTime.from(`${day}T${two(Math.floor(minutes / 60))}:${two(minutes % 60)}[${ZONE}]`);
    return {
      id: `e${n}@test`,
      summary,
      location,
      description,
      start: { kind: 'date-time' as const, at },
      end: { kind: 'date-time' as const, at: at.add({ minutes: length }) },
    };
  });
const uniqueEvents = fc.uniqueArray(event, { selector: (e) => e.id, maxLength: 8 });

describe('parseIcs (properties)', () => {
  it('reads back every event a calendar writes: times, all-day dates, escaped and folded text', () => {
    fc.assert(
      fc.property(uniqueEvents, (events) => {
        const parsed = parseIcs(toIcs(events));
        expect(parsed.map((e) => e.id)).toEqual(events.map((e) => e.id));
        parsed.forEach((e, i) => {
          const expected = events[i]!;
          expect([e.summary, e.location, e.description]).toEqual([expected.summary, expected.location, expected.description]);
          const same = (a: EventTime, b: EventTime) =>
            a.kind === 'date' ? b.kind === 'date' && a.date.equals(b.date) : b.kind === 'date-time' && a.at.equals(b.at);
          expect(same(e.start, expected.start) && same(e.end, expected.end)).toBe(true);
        });
      }),
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (junk) => {
        expect(() => parseIcs(`BEGIN:VEVENT\n${junk}\nEND:VEVENT\n${junk}`)).not.toThrow();
      }),
    );
  });

  it('keeps exactly the events that touch a day of the window', () => {
    fc.assert(
      fc.property(uniqueEvents, date, (events, today) => {
        const kept = new Set(eventsInWindow(events, today).map((e) => e.id));
        const { from, to } = calendarWindow(today);
        const days: Temporal.PlainDate[] = [];
        for (let d = from; Temporal.PlainDate.compare(d, to) <= 0; d = d.add({ days: 1 })) days.push(d);
        for (const e of events) expect(kept.has(e.id)).toBe(days.some((d) => touchesDay(e, d)));
      }),
      { numRuns: 60 },
    );
  });
});
