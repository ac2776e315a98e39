import type {
  AcuteProblem,
  AvailabilityKind,
  AvailableFor,
  EffectiveInterval,
  ExceptionProblem,
  SlotProblem,
  TimeRange,
  Weekday,
} from '@tolk/core';
import { formatTime, formatTimeRange } from '@tolk/ui';
import type { IntlShape } from 'react-intl';
import type { Temporal } from 'temporal-polyfill';
import { acuteMessages, dayMessages, kindMessages, weeklyMessages } from './availability.messages.js';

/**
 * The availability's words (issue 16): kinds, what an available one is for, a slot's times, and each
 * problem core's rules answer, in the spec's plain style. The UI formats; core hands over values.
 */

export const hhmm = (time: Temporal.PlainTime): string => time.toString({ smallestUnit: 'minute' });

/** 08:00–16:00 */
export const slotRange = (range: TimeRange): string => `${hhmm(range.from)}–${hhmm(range.to)}`;

export const kindText = (intl: IntlShape, kind: AvailabilityKind): string => intl.formatMessage(kindMessages[kind]);

export function forText(intl: IntlShape, availableFor: AvailableFor): string {
  if (availableFor.onSite && availableFor.phone) return intl.formatMessage(kindMessages.forBoth);
  if (availableFor.onSite) return intl.formatMessage(kindMessages.forOnSite);
  if (availableFor.phone) return intl.formatMessage(kindMessages.forPhone);
  return intl.formatMessage(kindMessages.forNeither);
}

/** A piece of a day as words: "08:00–16:00: Tillgänglig för på plats och telefon (veckoschema)". */
export function intervalText(intl: IntlShape, interval: EffectiveInterval): string {
  const values = {
    range: formatTimeRange(intl.locale, interval.from, interval.to),
    kind: kindText(intl, interval.kind),
    source: intl.formatMessage(kindMessages[interval.source.layer]),
  };
  return interval.kind === 'unavailable'
    ? intl.formatMessage(kindMessages.interval, values)
    : intl.formatMessage(kindMessages.intervalFor, { ...values, for: forText(intl, interval.availableFor) });
}

/** 09:30–10:30 of a day's piece, short (the calendar's chips). */
export const pieceRange = (intl: IntlShape, interval: EffectiveInterval): string =>
  `${formatTime(intl.locale, interval.from)}–${formatTime(intl.locale, interval.to)}`;

export function slotProblemText(intl: IntlShape, problem: SlotProblem): string {
  switch (problem.kind) {
    case 'no-day':
      return intl.formatMessage(weeklyMessages.noDay);
    case 'empty-slot':
      return intl.formatMessage(weeklyMessages.emptySlot, { range: slotRange(problem.slot) });
    case 'no-available-for':
      return intl.formatMessage(weeklyMessages.slotNoAvailableFor, { range: slotRange(problem.slot) });
    case 'overlap':
      return intl.formatMessage(weeklyMessages.overlap, {
        first: slotRange(problem.slots[0]),
        second: slotRange(problem.slots[1]),
      });
  }
}

const EXCEPTION_PROBLEMS = {
  'end-not-after-start': dayMessages.endNotAfterStart,
  'ends-in-past': dayMessages.endsInPast,
  'starts-in-past': dayMessages.startsInPast,
  'not-updatable': dayMessages.notUpdatable,
  'no-available-for': dayMessages.noAvailableFor,
} as const satisfies Record<ExceptionProblem['kind'], unknown>;

export const exceptionProblemText = (intl: IntlShape, problem: ExceptionProblem): string =>
  intl.formatMessage(EXCEPTION_PROBLEMS[problem.kind]);

export function acuteProblemText(intl: IntlShape, problem: AcuteProblem): string {
  return problem.kind === 'duration-out-of-range'
    ? intl.formatMessage(acuteMessages.durationOutOfRange, { min: problem.minMinutes, max: problem.maxMinutes })
    : intl.formatMessage(acuteMessages.noAvailableFor);
}

/** "30 minuter", "1 timme", "1,5 timmar". */
export const durationText = (intl: IntlShape, minutes: number): string =>
  minutes < 60
    ? intl.formatMessage(acuteMessages.minutes, { minutes })
    : intl.formatMessage(acuteMessages.hours, { hours: minutes / 60 });

/** A Monday: the weekday names are read off the week that starts on it. */
const A_MONDAY_NOON = Date.UTC(2024, 0, 1, 12);
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** "måndag", "Monday". */
export function weekdayName(locale: string, day: Weekday): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  return format.format(A_MONDAY_NOON + (day - 1) * 86_400_000);
}
