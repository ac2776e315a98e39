import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { STOCKHOLM } from '../time/clock.js';
import type { Assignment } from './assignment.js';
import { escapeText, fold, toIcs } from './ics.js';

const unfold = (text: string) => text.replace(/\r\n /g, '');
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('iCalendar feed', () => {
  it('folds any line into lines of at most 75 octets that unfold to the original', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const folded = fold(`SUMMARY:${text}`);
        for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
        expect(unfold(folded)).toBe(`SUMMARY:${text}`);
      }),
    );
  });

  it('escapes text so that no unescaped separator or newline is left', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeText(text);
        expect(escaped).not.toMatch(/\r|\n/);
        expect(escaped.replace(/\\[\\;,n]/g, '')).not.toMatch(/[;,\\]/);
      }),
    );
  });

  it('has one event per assignment with UTC times, across DST changes too', () => {
    const at = (text: string) => Temporal.PlainDateTime.from(text).toZonedDateTime(STOCKHOLM);
    const assignment = (id: string, start: string, end: string) =>
      ({
        id,
        start: at(start),
        end: at(end),
        status: 'accepted',
        address: 'Sveavägen 44, 11134 Stockholm',
        meeting: null,
      }) as unknown as Assignment;
    const ics = toIcs(
      [assignment('a', '2027-03-28T01:30', '2027-03-28T04:00'), assignment('b', '2026-11-23T10:00', '2026-11-23T10:30')],
      { calendarName: 'Tolkuppdrag', summary: () => 'Arabiska, Telefontolkning', description: () => 'Bokning 4100001' },
      Temporal.Instant.from('2026-11-22T12:00:00Z'),
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('DTSTART:20270328T003000Z\r\nDTEND:20270328T020000Z');
    expect(ics).toContain('DTSTART:20261123T090000Z');
    expect(ics).toContain('LOCATION:Sveavägen 44\\, 11134 Stockholm');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
