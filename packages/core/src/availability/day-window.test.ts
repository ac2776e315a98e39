import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { anException } from './builders.js';
import { clipToDay, hoursInDay, splitAcrossDays, wallTimeOn } from './day-window.js';

const date = (text: string) => Temporal.PlainDate.from(text);
const time = (text: string) => Temporal.PlainTime.from(text);
const wall = (z: Temporal.ZonedDateTime) => `${z.toPlainDate().toString()} ${z.toPlainTime().toString().slice(0, 5)}${z.offset}`;

describe('wallTimeOn (a wall time of a Stockholm date)', () => {
  it('is that wall time on an ordinary day', () => {
    expect(wall(wallTimeOn(date('2026-05-12'), time('08:00')))).toBe('2026-05-12 08:00+02:00');
  });

  it('is the moment the clock jumps for a time in the spring-forward gap', () => {
    expect(wall(wallTimeOn(date('2026-03-29'), time('02:00')))).toBe('2026-03-29 03:00+02:00');
    expect(wall(wallTimeOn(date('2026-03-29'), time('02:30')))).toBe('2026-03-29 03:00+02:00');
    expect(wall(wallTimeOn(date('2026-03-29'), time('03:00')))).toBe('2026-03-29 03:00+02:00');
  });

  it('is the first, summer-time, moment of a time in the repeated autumn hour', () => {
    expect(wall(wallTimeOn(date('2026-10-25'), time('02:30')))).toBe('2026-10-25 02:30+02:00');
  });

  it('knows the day lengths', () => {
    expect([hoursInDay(date('2026-03-29')), hoursInDay(date('2026-10-25')), hoursInDay(date('2026-05-12'))]).toEqual([
      23, 25, 24,
    ]);
  });
});

describe('splitAcrossDays (spec 3 §4)', () => {
  const pieces = (from: string, to: string) =>
    splitAcrossDays(anException('e', from, to)).map((p) => `${p.date.toString()}: ${wall(p.from)}–${wall(p.to)}`);

  it('keeps an interval within a day whole', () => {
    expect(pieces('2026-05-12 10:00', '2026-05-12 12:00')).toEqual(['2026-05-12: 2026-05-12 10:00+02:00–2026-05-12 12:00+02:00']);
  });

  it('splits at midnight, clipping to 23:59 and 00:00', () => {
    expect(pieces('2026-05-12 22:00', '2026-05-14 02:00')).toEqual([
      '2026-05-12: 2026-05-12 22:00+02:00–2026-05-12 23:59+02:00',
      '2026-05-13: 2026-05-13 00:00+02:00–2026-05-13 23:59+02:00',
      '2026-05-14: 2026-05-14 00:00+02:00–2026-05-14 02:00+02:00',
    ]);
  });

  it('gives the next day nothing for an end at midnight, the first day nothing for a start at 23:59', () => {
    expect(pieces('2026-05-12 20:00', '2026-05-13 00:00')).toEqual(['2026-05-12: 2026-05-12 20:00+02:00–2026-05-12 23:59+02:00']);
    expect(pieces('2026-05-12 23:59', '2026-05-13 01:00')).toEqual(['2026-05-13: 2026-05-13 00:00+02:00–2026-05-13 01:00+02:00']);
  });

  it('splits over the clock changes by the wall clock', () => {
    expect(pieces('2026-10-24 23:00', '2026-10-25 03:00')).toEqual([
      '2026-10-24: 2026-10-24 23:00+02:00–2026-10-24 23:59+02:00',
      '2026-10-25: 2026-10-25 00:00+02:00–2026-10-25 03:00+01:00',
    ]);
  });

  it('reads an interval given in another zone in Stockholm time', () => {
    const utc = {
      from: Temporal.ZonedDateTime.from('2026-05-12T21:00:00+00:00[UTC]'),
      to: Temporal.ZonedDateTime.from('2026-05-12T23:00:00+00:00[UTC]'),
    };
    expect(splitAcrossDays(utc).map((p) => `${p.date.toString()} ${wall(p.from)}–${wall(p.to)}`)).toEqual([
      '2026-05-12 2026-05-12 23:00+02:00–2026-05-12 23:59+02:00',
      '2026-05-13 2026-05-13 00:00+02:00–2026-05-13 01:00+02:00',
    ]);
    expect(clipToDay(utc, date('2026-05-11'))).toBeNull();
  });
});
