import { parseInstant } from '@tolk/core';
import { toCrmDateTime } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { alternativeStarts, openingDays, periodRefusal, windowOf } from './rules.js';

const ms = (local: string) => parseInstant(local).epochMilliseconds;
const local = (epochMs: number) => toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(epochMs));
const MINUTE = 60_000;

describe('the direct booking window', () => {
  it('is 07:30–19:00 Stockholm time on weekdays, across a summer-time change', () => {
    const monday = windowOf(Temporal.PlainDate.from('2026-11-23'))!;
    expect([local(monday.openMs), local(monday.closeMs)]).toEqual(['2026-11-23 07:30:00', '2026-11-23 19:00:00']);
    // The Monday after the clocks went forward (29 March 2026): still 07:30 local.
    const afterChange = windowOf(Temporal.PlainDate.from('2026-03-30'))!;
    expect(local(afterChange.openMs)).toBe('2026-03-30 07:30:00');
    expect(afterChange.closeMs - afterChange.openMs).toBe(11.5 * 60 * MINUTE);
  });

  it('does not exist on Saturdays and Sundays', () => {
    expect(windowOf(Temporal.PlainDate.from('2026-11-28'))).toBeNull();
    expect(windowOf(Temporal.PlainDate.from('2026-11-29'))).toBeNull();
  });

  it('lists one day per date, active only while open now', () => {
    const days = openingDays(
      Temporal.PlainDate.from('2026-11-27'),
      Temporal.PlainDate.from('2026-11-30'),
      ms('2026-11-27 19:00:00'),
    );
    expect(days.map((d) => [d.date.toString(), d.isActive, d.window !== null])).toEqual([
      ['2026-11-27', false, true],
      ['2026-11-28', false, false],
      ['2026-11-29', false, false],
      ['2026-11-30', false, true],
    ]);
    expect(
      openingDays(Temporal.PlainDate.from('2026-11-27'), Temporal.PlainDate.from('2026-11-27'), ms('2026-11-27 18:59:59'))[0]!
        .isActive,
    ).toBe(true);
    expect(
      openingDays(Temporal.PlainDate.from('2026-11-27'), Temporal.PlainDate.from('2026-11-27'), ms('2026-11-27 07:29:59'))[0]!
        .isActive,
    ).toBe(false);
  });
});

describe('a period booked directly', () => {
  const now = ms('2026-11-23 10:00:30');

  it('is fine today, from this minute, within the hours and the next 120 minutes', () => {
    expect(periodRefusal(ms('2026-11-23 10:00:00'), ms('2026-11-23 10:30:00'), now)).toBeNull();
    expect(periodRefusal(ms('2026-11-23 11:30:00'), ms('2026-11-23 12:00:00'), now)).toBeNull();
  });

  it('is refused when it ends before it starts, is past, closed or too far ahead', () => {
    expect(periodRefusal(ms('2026-11-23 10:30:00'), ms('2026-11-23 10:30:00'), now)).toBe('ends-before-start');
    expect(periodRefusal(ms('2026-11-23 09:59:00'), ms('2026-11-23 10:30:00'), now)).toBe('in-the-past');
    expect(periodRefusal(ms('2026-11-23 11:31:00'), ms('2026-11-23 12:01:00'), now)).toBe('too-far-ahead');
    const evening = ms('2026-11-23 18:40:00');
    expect(periodRefusal(ms('2026-11-23 18:45:00'), ms('2026-11-23 19:15:00'), evening)).toBe('closed');
    expect(periodRefusal(ms('2026-11-23 07:00:00'), ms('2026-11-23 07:45:00'), ms('2026-11-23 06:50:00'))).toBe('closed');
    expect(periodRefusal(ms('2026-11-28 10:05:00'), ms('2026-11-28 10:35:00'), ms('2026-11-28 10:00:00'))).toBe('closed');
  });
});

describe('alternative start times', () => {
  it('are the quarter hours from now whose period ends within the limit, without the original', () => {
    const starts = alternativeStarts(ms('2026-11-23 10:30:00'), 30 * MINUTE, ms('2026-11-23 10:02:00'));
    expect(starts.map(local)).toEqual([
      '2026-11-23 10:15:00',
      '2026-11-23 10:45:00',
      '2026-11-23 11:00:00',
      '2026-11-23 11:15:00',
      '2026-11-23 11:30:00',
    ]);
  });

  it('stop at closing time and are none on a weekend', () => {
    expect(alternativeStarts(ms('2026-11-23 18:00:00'), 30 * MINUTE, ms('2026-11-23 18:00:00')).map(local)).toEqual([
      '2026-11-23 18:15:00',
      '2026-11-23 18:30:00',
    ]);
    expect(alternativeStarts(ms('2026-11-28 10:30:00'), 30 * MINUTE, ms('2026-11-28 10:00:00'))).toEqual([]);
  });
});
