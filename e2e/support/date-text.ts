import type { Temporal } from 'temporal-polyfill';
import type { Language } from './localize.js';

/**
 * How a date field shows a day in the portal's language (issue 17 item 13), written here on its own
 * so the tests do not take the portal's word for it: 2026-11-26 in Swedish, 26 November 2026 in English.
 */
export function shownDate(language: Language, day: Temporal.PlainDate): string {
  if (language === 'sv') return day.toString();
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(day.year, day.month - 1, day.day),
  );
}
