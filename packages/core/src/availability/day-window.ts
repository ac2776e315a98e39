import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '../time/clock.js';
import type { Interval, TimeRange } from './availability.js';

/**
 * A day of the planner is 00:00 to 23:59 Stockholm time (spec 3 §4: availability crossing midnight is
 * split across days, clipped to 00:00 and 23:59). The last minute of a day belongs to no piece.
 */
export const DAY_END_TIME = Temporal.PlainTime.from('23:59');

/**
 * The moment a wall time of a date names in Stockholm. A time that exists twice (the repeated
 * autumn hour, 02:00–02:59 on the last Sunday of October) is its first, summer-time, moment, as
 * Temporal's 'compatible' and the CRM's wire format read it. A time that does not exist (the
 * spring-forward gap, 02:00–02:59 on the last Sunday of March) is the moment the clock jumps, 03:00:
 * the day has no such minutes, so a slot 01:30–02:30 keeps its 30 real minutes from 01:30 and a slot
 * 02:00–02:30 has none that day (Temporal would otherwise move 02:30 on to 03:30 and invent them).
 */
export function wallTimeOn(date: Temporal.PlainDate, time: Temporal.PlainTime): Temporal.ZonedDateTime {
  const wall = date.toPlainDateTime(time);
  const zoned = wall.toZonedDateTime(STOCKHOLM);
  if (zoned.toPlainTime().equals(time)) return zoned;
  // In the gap: read an hour early ('earlier'), the clock's next jump is the moment wanted.
  return wall.toZonedDateTime(STOCKHOLM, { disambiguation: 'earlier' }).getTimeZoneTransition('next') ?? zoned;
}

/** A wall-clock range of a date as moments (see `wallTimeOn`). */
export const rangeOn = (date: Temporal.PlainDate, range: TimeRange): Interval => ({
  from: wallTimeOn(date, range.from),
  to: wallTimeOn(date, range.to),
});

/** 00:00 of the date in Stockholm (midnight exists on every Stockholm day). */
export const dayStart = (date: Temporal.PlainDate): Temporal.ZonedDateTime => date.toZonedDateTime(STOCKHOLM);

/** 23:59 of the date in Stockholm. */
export const dayEnd = (date: Temporal.PlainDate): Temporal.ZonedDateTime => wallTimeOn(date, DAY_END_TIME);

/** The day's window 00:00–23:59. */
export const dayWindow = (date: Temporal.PlainDate): Interval => ({ from: dayStart(date), to: dayEnd(date) });

/** Elapsed hours from the date's midnight to the next: 24, or 23 and 25 on the days the clocks change. */
export const hoursInDay = (date: Temporal.PlainDate): number => dayStart(date).hoursInDay;

const compare = (a: Temporal.ZonedDateTime, b: Temporal.ZonedDateTime): number => Temporal.ZonedDateTime.compare(a, b);
const later = (a: Temporal.ZonedDateTime, b: Temporal.ZonedDateTime) => (compare(a, b) >= 0 ? a : b);
const earlier = (a: Temporal.ZonedDateTime, b: Temporal.ZonedDateTime) => (compare(a, b) <= 0 ? a : b);

/** Whether two intervals share a moment (touching ends do not). */
export const intervalsOverlap = (a: Interval, b: Interval): boolean => compare(a.from, b.to) < 0 && compare(b.from, a.to) < 0;

/** Whether a moment is in the interval (`from` included, `to` excluded). */
export const intervalContains = (interval: Interval, at: Temporal.Instant): boolean =>
  Temporal.Instant.compare(interval.from.toInstant(), at) <= 0 && Temporal.Instant.compare(at, interval.to.toInstant()) < 0;

/** The part of an interval within the date's 00:00–23:59, in Stockholm time; null when none is. */
export function clipToDay<T extends Interval>(interval: T, date: Temporal.PlainDate): T | null {
  const window = dayWindow(date);
  const from = later(interval.from.withTimeZone(STOCKHOLM), window.from);
  const to = earlier(interval.to.withTimeZone(STOCKHOLM), window.to);
  return compare(from, to) < 0 ? { ...interval, from, to } : null;
}

/**
 * Spec 3 §4: an interval crossing midnight split into one piece per Stockholm day it touches, each
 * clipped to that day's 00:00–23:59, in day order. An interval ending at midnight gives the next day
 * nothing; one starting at 23:59 or later gives its first day nothing. The pieces keep the rest of
 * the value (kind, ids) and say their date.
 */
export function splitAcrossDays<T extends Interval>(interval: T): Array<T & { readonly date: Temporal.PlainDate }> {
  const first = interval.from.withTimeZone(STOCKHOLM).toPlainDate();
  const last = interval.to.withTimeZone(STOCKHOLM).toPlainDate();
  const pieces: Array<T & { readonly date: Temporal.PlainDate }> = [];
  for (let date = first; Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) {
    const piece = clipToDay(interval, date);
    if (piece) pieces.push({ ...piece, date });
  }
  return pieces;
}
