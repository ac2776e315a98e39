import { STOCKHOLM } from '@tolk/core';
import type { Temporal } from 'temporal-polyfill';

/**
 * Temporal values as the product shows them (spec 2 §9): DD MMMM YYYY, DD MMMM, HH:mm, in
 * Stockholm time and the user's language. Only the UI formats; the core hands over values.
 */
type Zoned = Temporal.ZonedDateTime;
type Plain = Temporal.PlainDate;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', { timeZone: STOCKHOLM, ...options });
    formatters.set(key, found);
  }
  return found;
}

const noonOf = (date: Plain): number => Date.UTC(date.year, date.month - 1, date.day, 12);
const epochOf = (value: Zoned): number => value.epochMilliseconds;

/** 23 november 2026 */
export const formatLongDate = (locale: string, value: Zoned | Plain): string =>
  formatter(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    'epochMilliseconds' in value ? epochOf(value) : noonOf(value),
  );

/** 23 november */
export const formatDayMonth = (locale: string, value: Zoned | Plain): string =>
  formatter(locale, { day: 'numeric', month: 'long' }).format('epochMilliseconds' in value ? epochOf(value) : noonOf(value));

/** måndag 23 november */
export const formatWeekdayDate = (locale: string, value: Plain): string =>
  formatter(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(noonOf(value));

/** mån */
export const formatShortWeekday = (locale: string, value: Plain): string =>
  formatter(locale, { weekday: 'short' }).format(noonOf(value));

/** november 2026 */
export const formatMonthYear = (locale: string, value: Temporal.PlainYearMonth): string =>
  formatter(locale, { month: 'long', year: 'numeric' }).format(Date.UTC(value.year, value.month - 1, 15, 12));

/** 09:30 */
export const formatTime = (locale: string, value: Zoned): string =>
  formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(epochOf(value));

/** YYYY-MM-DD HH:mm (notification history, spec 2 §2). */
export const formatDateTimeIso = (value: Zoned): string =>
  `${value.toPlainDate().toString()} ${value.toPlainTime().toString({ smallestUnit: 'minute' })}`;

/** 09:30–10:30, or with dates when the range crosses midnight (the day-span format of spec 2 §2). */
export function formatTimeRange(locale: string, start: Zoned, end: Zoned): string {
  const sameDay = start.toPlainDate().equals(end.subtract({ nanoseconds: 1 }).toPlainDate());
  if (sameDay) return `${formatTime(locale, start)}–${formatTime(locale, end)}`;
  return `${formatDayMonth(locale, start)} ${formatTime(locale, start)} – ${formatDayMonth(locale, end)} ${formatTime(locale, end)}`;
}

/** 12 maj 2026, 09:00–10:00; a range crossing midnight in the day-span format of formatTimeRange. */
export function formatDateTimeRange(locale: string, start: Zoned, end: Zoned): string {
  const sameDay = start.toPlainDate().equals(end.subtract({ nanoseconds: 1 }).toPlainDate());
  return sameDay
    ? `${formatLongDate(locale, start)}, ${formatTimeRange(locale, start, end)}`
    : formatTimeRange(locale, start, end);
}
