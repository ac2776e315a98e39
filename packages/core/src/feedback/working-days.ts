import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '../time/clock.js';

/** The provider answers a deviation within five working days (spec 2 §1, §9; the news page and the FAQ say the same). */
export const ANSWER_WORKING_DAYS = 5;

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher):
 * computed, so every year has its movable holidays without a table to keep up to date.
 */
export function easterSunday(year: number): Temporal.PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Temporal.PlainDate.from({ year, month, day });
}

/** The first day of `weekday` (1 Monday … 7 Sunday) on or after `date`. */
const onOrAfter = (date: Temporal.PlainDate, weekday: number): Temporal.PlainDate =>
  date.add({ days: (weekday - date.dayOfWeek + 7) % 7 });

/**
 * The days off in Sweden of a year that fall on a weekday or a weekend: the public holidays (lag
 * 1989:253) and the eves treated as days off by the provider's office like most Swedish employers
 * (midsommarafton, julafton, nyårsafton; docs/decisions.md, issue 13).
 */
export function swedishDaysOff(year: number): readonly Temporal.PlainDate[] {
  const easter = easterSunday(year);
  const date = (month: number, day: number) => Temporal.PlainDate.from({ year, month, day });
  return [
    date(1, 1), // nyårsdagen
    date(1, 6), // trettondedag jul
    easter.subtract({ days: 2 }), // långfredagen
    easter, // påskdagen
    easter.add({ days: 1 }), // annandag påsk
    date(5, 1), // första maj
    easter.add({ days: 39 }), // Kristi himmelsfärdsdag
    easter.add({ days: 49 }), // pingstdagen
    date(6, 6), // Sveriges nationaldag
    onOrAfter(date(6, 19), 5), // midsommarafton: the Friday 19–25 June
    onOrAfter(date(6, 20), 6), // midsommardagen: the Saturday 20–26 June
    onOrAfter(date(10, 31), 6), // alla helgons dag: the Saturday 31 October – 6 November
    date(12, 24), // julafton
    date(12, 25), // juldagen
    date(12, 26), // annandag jul
    date(12, 31), // nyårsafton
  ];
}

const daysOffCache = new Map<number, ReadonlySet<string>>();

function daysOffOf(year: number): ReadonlySet<string> {
  let days = daysOffCache.get(year);
  if (!days) {
    days = new Set(swedishDaysOff(year).map((d) => d.toString()));
    daysOffCache.set(year, days);
  }
  return days;
}

/** Monday to Friday and not a Swedish day off. */
export const isWorkingDay = (date: Temporal.PlainDate): boolean =>
  date.dayOfWeek <= 5 && !daysOffOf(date.year).has(date.toString());

export function nextWorkingDay(date: Temporal.PlainDate): Temporal.PlainDate {
  let day = date.add({ days: 1 });
  while (!isWorkingDay(day)) day = day.add({ days: 1 });
  return day;
}

/** `count` working days after `date` (0: the date itself). */
export function addWorkingDays(date: Temporal.PlainDate, count: number): Temporal.PlainDate {
  let day = date;
  for (let i = 0; i < count; i++) day = nextWorkingDay(day);
  return day;
}

/** When the provider starts counting: the arrival itself on a working day, else 00:00 of the next one. */
export function registeredAt(arrived: Temporal.Instant): Temporal.ZonedDateTime {
  const local = arrived.toZonedDateTimeISO(STOCKHOLM);
  return isWorkingDay(local.toPlainDate()) ? local : nextWorkingDay(local.toPlainDate()).toZonedDateTime({ timeZone: STOCKHOLM });
}

/**
 * The answer deadline of a deviation: the same Stockholm time of day, five working days after it
 * was registered (a Friday 10:00 arrival is due the next Friday 10:00; one that arrives on a
 * Saturday counts from Monday 00:00). The one rule both the portal and mock-crm use.
 */
export function answerDeadline(arrived: Temporal.Instant): Temporal.ZonedDateTime {
  const registered = registeredAt(arrived);
  return addWorkingDays(registered.toPlainDate(), ANSWER_WORKING_DAYS)
    .toPlainDateTime(registered.toPlainTime())
    .toZonedDateTime(STOCKHOLM);
}

/** An open deviation past its deadline is overdue; a closed one never is. */
export const isOverdue = (deadline: Temporal.ZonedDateTime, closed: boolean, now: Temporal.Instant): boolean =>
  !closed && Temporal.Instant.compare(now, deadline.toInstant()) > 0;
