import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { eventsInWindow } from './calendar-window.js';
import { eventsOnDay, type ExternalEvent } from './event.js';
import { parseIcs } from './ics-parse.js';
import { parseRecurrenceRule } from './recurrence.js';

const feed = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');

/** The Stockholm start of each instance in the window of `today`, as `YYYY-MM-DD HH:mm` (or the date). */
const starts = (text: string, today: string) =>
  eventsInWindow(parseIcs(text), Temporal.PlainDate.from(today)).map((e: ExternalEvent) =>
    e.start.kind === 'date'
      ? e.start.date.toString()
      : e.start.at.withTimeZone('Europe/Stockholm').toPlainDateTime().toString().replace('T', ' ').slice(0, 16),
  );

describe('parseRecurrenceRule', () => {
  const until = () => null;
  it('reads frequency, interval, count, days and week start', () => {
    expect(parseRecurrenceRule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;COUNT=6;WKST=SU', until)).toEqual({
      frequency: 'WEEKLY',
      interval: 2,
      count: 6,
      until: null,
      byDay: [
        { weekday: 1, ordinal: null },
        { weekday: 3, ordinal: null },
      ],
      byMonthDay: [],
      weekStart: 7,
    });
    expect(parseRecurrenceRule('freq=monthly;byday=-1fr', until)?.byDay).toEqual([{ weekday: 5, ordinal: -1 }]);
  });

  it('refuses what it cannot expand faithfully, so the event shows once instead of at made-up dates', () => {
    for (const rule of [
      'FREQ=HOURLY',
      'FREQ=WEEKLY;BYSETPOS=1;BYDAY=MO',
      'FREQ=YEARLY;BYMONTH=3',
      'FREQ=WEEKLY;BYDAY=2MO',
      'FREQ=DAILY;INTERVAL=0',
      'FREQ=DAILY;COUNT=x',
      'INTERVAL=2',
      'FREQ=DAILY;UNTIL=tomorrow',
      'FREQ=MONTHLY;BYMONTHDAY=32',
      'FREQ=MONTHLY;BYMONTHDAY=1;BYDAY=MO',
      'garbage',
    ]) {
      expect(
        parseRecurrenceRule(rule, (text) => (text === 'tomorrow' ? null : null)),
        rule,
      ).toBeNull();
    }
  });
});

describe('repeating events in the window', () => {
  it('repeats a weekly event on its days, leaves out EXDATEs, and lets a changed instance replace its original', () => {
    const text = feed(
      [
        'UID:team@test',
        'DTSTART;TZID=Europe/Stockholm:20261102T090000',
        'DTEND;TZID=Europe/Stockholm:20261102T100000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20261119T225959Z',
        'EXDATE;TZID=Europe/Stockholm:20261109T090000',
        'SUMMARY:Teammöte',
      ],
      [
        'UID:team@test',
        'RECURRENCE-ID;TZID=Europe/Stockholm:20261112T090000',
        'DTSTART;TZID=Europe/Stockholm:20261112T140000',
        'DTEND;TZID=Europe/Stockholm:20261112T150000',
        'SUMMARY:Teammöte (flyttat)',
      ],
    );
    expect(starts(text, '2026-11-01')).toEqual([
      '2026-11-02 09:00',
      '2026-11-05 09:00',
      '2026-11-16 09:00',
      '2026-11-19 09:00',
      '2026-11-12 14:00',
    ]);
    const moved = eventsOnDay(
      eventsInWindow(parseIcs(text), Temporal.PlainDate.from('2026-11-01')),
      Temporal.PlainDate.from('2026-11-12'),
    );
    expect(moved.map((e) => e.summary)).toEqual(['Teammöte (flyttat)']);
  });

  it('keeps the wall time across daylight saving time, and moves a time the spring night lacks forward', () => {
    const weekly = feed([
      'UID:w@test',
      'DTSTART;TZID=Europe/Stockholm:20260319T090000',
      'DTEND;TZID=Europe/Stockholm:20260319T093000',
      'RRULE:FREQ=WEEKLY;COUNT=3',
    ]);
    expect(starts(weekly, '2026-03-10')).toEqual(['2026-03-19 09:00', '2026-03-26 09:00', '2026-04-02 09:00']);
    const nightly = feed(['UID:n@test', 'DTSTART;TZID=Europe/Stockholm:20260328T023000', 'RRULE:FREQ=DAILY;COUNT=3']);
    expect(starts(nightly, '2026-03-10')).toEqual(['2026-03-28 02:30', '2026-03-29 03:30', '2026-03-30 02:30']);
    // A start given in UTC repeats in UTC: 08:00Z is 09:00 in winter and 10:00 in summer.
    const utc = feed(['UID:u@test', 'DTSTART:20260319T080000Z', 'RRULE:FREQ=WEEKLY;COUNT=3']);
    expect(starts(utc, '2026-03-10')).toEqual(['2026-03-19 09:00', '2026-03-26 09:00', '2026-04-02 10:00']);
  });

  it('repeats monthly on a day only in months that have it, on the nth weekday, and yearly on 29 February in leap years', () => {
    const last = feed(['UID:m@test', 'DTSTART;VALUE=DATE:20270131', 'RRULE:FREQ=MONTHLY;COUNT=4']);
    expect(starts(last, '2027-01-15')).toEqual(['2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31']);
    const secondTuesday = feed([
      'UID:t@test',
      'DTSTART;TZID=Europe/Stockholm:20261110T130000',
      'RRULE:FREQ=MONTHLY;BYDAY=2TU;COUNT=3',
    ]);
    expect(starts(secondTuesday, '2026-11-01')).toEqual(['2026-11-10 13:00', '2026-12-08 13:00', '2027-01-12 13:00']);
    const lastFriday = feed(['UID:f@test', 'DTSTART;VALUE=DATE:20261127', 'RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=2']);
    expect(starts(lastFriday, '2026-11-01')).toEqual(['2026-11-27', '2026-12-25']);
    const leap = feed(['UID:l@test', 'DTSTART;VALUE=DATE:20240229', 'RRULE:FREQ=YEARLY']);
    expect(starts(leap, '2027-03-01')).toEqual(['2028-02-29']);
  });

  it('shows an all-day series as all-day days, each as long as the first', () => {
    const text = feed([
      'UID:a@test',
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261203',
      'RRULE:FREQ=DAILY;INTERVAL=7;UNTIL=20261215',
      'EXDATE;VALUE=DATE:20261208',
    ]);
    const events = eventsInWindow(parseIcs(text), Temporal.PlainDate.from('2026-12-01'));
    expect(events.map((e) => [e.start, e.end].map((t) => (t.kind === 'date' ? t.date.toString() : '')))).toEqual([
      ['2026-12-01', '2026-12-03'],
      ['2026-12-15', '2026-12-17'],
    ]);
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
  });

  it('starts a long series at the window, and shows an event with a rule it cannot expand once', () => {
    const daily = feed(['UID:d@test', 'DTSTART;TZID=Europe/Stockholm:19900101T080000', 'RRULE:FREQ=DAILY;INTERVAL=3']);
    const shown = starts(daily, '2026-11-23');
    expect(shown[0]!.startsWith('2026-11-0')).toBe(true);
    expect(shown.at(-1)! < '2027-11-24').toBe(true);
    expect(shown.length).toBeGreaterThan(120);
    const hourly = feed(['UID:h@test', 'DTSTART;TZID=Europe/Stockholm:20261124T080000', 'RRULE:FREQ=HOURLY']);
    expect(starts(hourly, '2026-11-23')).toEqual(['2026-11-24 08:00']);
  });
});
