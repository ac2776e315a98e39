import { format, isValid, parse, type Locale as DateFnsLocale } from 'date-fns';
import { enUS, sv } from 'date-fns/locale';
import { Temporal } from 'temporal-polyfill';
import type { Locale } from '../i18n/locale.js';

/**
 * A day as a date field shows it and reads it back, in the portal's language rather than the
 * browser's (issue 17 item 13): Swedish 2026-11-26, English 26 November 2026 (as the rest of the
 * portal writes dates). Either language also reads the other's way and the ISO form, so a date
 * typed or pasted the Swedish way works in English and back.
 */
export const DATE_FIELD_FORMATS: Readonly<Record<Locale, { readonly shown: string; readonly read: readonly string[] }>> = {
  sv: { shown: 'yyyy-MM-dd', read: ['yyyy-MM-dd', 'd MMMM yyyy', 'd MMM yyyy', 'd/M yyyy'] },
  en: { shown: 'd MMMM yyyy', read: ['d MMMM yyyy', 'd MMM yyyy', 'yyyy-MM-dd', 'd/M/yyyy'] },
};

/** The date-fns locales the date fields use for month names and the picker's week. */
export const DATE_FNS_LOCALES: Readonly<Record<Locale, DateFnsLocale>> = { sv, en: enUS };

/** A day as the field shows it. */
export function formatDateText(locale: Locale, date: Temporal.PlainDate): string {
  return format(toLocalDate(date), DATE_FIELD_FORMATS[locale].shown, { locale: DATE_FNS_LOCALES[locale] });
}

/**
 * What was typed as a day, or null when it is not a whole date in one of the language's forms
 * (a year of four digits: "2026-11-2" while typing is a date, "26-11-20" is not).
 */
export function parseDateText(locale: Locale, text: string): Temporal.PlainDate | null {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (!/\d{4}/.test(typed)) return null;
  for (const pattern of DATE_FIELD_FORMATS[locale].read) {
    const parsed = parse(typed, pattern, new Date(2000, 0, 1), { locale: DATE_FNS_LOCALES[locale] });
    if (isValid(parsed) && parsed.getFullYear() >= 1000) return fromLocalDate(parsed);
  }
  return null;
}

/** Midnight of the day in the browser's zone: what the picker works with. */
export const toLocalDate = (date: Temporal.PlainDate): Date => new Date(date.year, date.month - 1, date.day);

export const fromLocalDate = (date: Date): Temporal.PlainDate =>
  Temporal.PlainDate.from({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
