import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '../time/clock.js';
import {
  ON_SITE_AND_PHONE,
  isAvailableKind,
  type AvailabilityException,
  type ExceptionDraft,
  type Interval,
} from './availability.js';
import { dayStart, dayWindow, intervalsOverlap } from './day-window.js';
import type { ExceptionProblem } from './problems.js';

/** Spec 3 §9: an exception's default length is one hour. */
export const EXCEPTION_DEFAULT_MINUTES = 60;

const isAfter = (at: Temporal.ZonedDateTime, now: Temporal.Instant): boolean => Temporal.Instant.compare(at.toInstant(), now) > 0;

const todayOf = (now: Temporal.Instant): Temporal.PlainDate => now.toZonedDateTimeISO(STOCKHOLM).toPlainDate();

/** Spec 3 §4: an exception can be updated only if CanBeUpdated is true and it starts in the future. */
export const canUpdateException = (
  exception: Pick<AvailabilityException, 'canBeUpdated' | 'from'>,
  now: Temporal.Instant,
): boolean => exception.canBeUpdated && isAfter(exception.from, now);

/**
 * The delete control (the spec shows one on each exception and states no rule): CanBeUpdated and not
 * over yet. An exception under way may be deleted, so that "unavailable all day" can be lifted on
 * the day itself; one that is over is history and stays.
 */
export const canDeleteException = (
  exception: Pick<AvailabilityException, 'canBeUpdated' | 'to'>,
  now: Temporal.Instant,
): boolean => exception.canBeUpdated && isAfter(exception.to, now);

/**
 * The planner's "+" (spec 3 §2: only for today or later days; a one-hour available exception from the
 * day's start). Decided (issue 16): on today it starts at the next whole hour after now, since the
 * day's start is past; a later day starts at 00:00; a past day gets none. Today from 23:00 on gets
 * none either: no whole hour of the day is left. The hour is elapsed time (on the autumn night an
 * exception from 02:00 summer time ends at 02:00 winter time). Available for on-site and phone; the
 * user narrows it when editing.
 */
export function newExceptionDraft(date: Temporal.PlainDate, now: Temporal.Instant): ExceptionDraft | null {
  const today = todayOf(now);
  const order = Temporal.PlainDate.compare(date, today);
  if (order < 0) return null;
  const from =
    order > 0
      ? dayStart(date)
      : now.round({ smallestUnit: 'hour', roundingMode: 'floor' }).add({ hours: 1 }).toZonedDateTimeISO(STOCKHOLM);
  if (!from.toPlainDate().equals(date)) return null;
  return { from, to: from.add({ minutes: EXCEPTION_DEFAULT_MINUTES }), kind: 'available', availableFor: ON_SITE_AND_PHONE };
}

/** Whether the planner offers "+" on the date (`newExceptionDraft` gives one). */
export const canAddException = (date: Temporal.PlainDate, now: Temporal.Instant): boolean =>
  newExceptionDraft(date, now) !== null;

/** Whether the date is today or later: the days whose availability can still be changed. */
export const isChangeableDay = (date: Temporal.PlainDate, now: Temporal.Instant): boolean =>
  Temporal.PlainDate.compare(date, todayOf(now)) >= 0;

/** "Unavailable all day": an unavailable exception over the date's 00:00–23:59. */
export const unavailableAllDayDraft = (date: Temporal.PlainDate): ExceptionDraft => ({
  ...dayWindow(date),
  kind: 'unavailable',
  availableFor: ON_SITE_AND_PHONE,
});

const covers = (outer: Interval, inner: Interval): boolean =>
  Temporal.ZonedDateTime.compare(outer.from, inner.from) <= 0 && Temporal.ZonedDateTime.compare(inner.to, outer.to) <= 0;

/** The unavailable exceptions that cover the date's whole 00:00–23:59 (what lifting "unavailable all day" deletes). */
export const allDayUnavailableExceptions = (
  date: Temporal.PlainDate,
  exceptions: readonly AvailabilityException[],
): AvailabilityException[] => exceptions.filter((e) => e.kind === 'unavailable' && covers(e, dayWindow(date)));

/** Whether the date is unavailable all day (the day's toggle shows on). */
export const isUnavailableAllDay = (date: Temporal.PlainDate, exceptions: readonly AvailabilityException[]): boolean =>
  allDayUnavailableExceptions(date, exceptions).length > 0;

/**
 * The day's exception list (spec 3 §2): the exceptions with a part in the date's 00:00–23:59, by
 * start, then end. Exceptions are fetched per day by date range (spec 3 §7); one crossing midnight
 * is listed on each day it touches.
 */
export function exceptionsOfDay(date: Temporal.PlainDate, exceptions: readonly AvailabilityException[]): AvailabilityException[] {
  const window = dayWindow(date);
  return exceptions
    .filter((e) => intervalsOverlap(e, window))
    .sort((a, b) => Temporal.ZonedDateTime.compare(a.from, b.from) || Temporal.ZonedDateTime.compare(a.to, b.to));
}

/**
 * What is wrong with an exception about to be saved: its end must be after its start, it must not be
 * over, and an available one must be for on-site or phone. When it changes an existing one
 * (`existing`), that one must be updatable (`canUpdateException`) and the change must still start in
 * the future. A new one may start in the past ("unavailable all day" on today starts at 00:00).
 */
export function exceptionProblems(
  draft: ExceptionDraft,
  now: Temporal.Instant,
  existing: AvailabilityException | null = null,
): ExceptionProblem[] {
  const problems: ExceptionProblem[] = [];
  if (existing && !canUpdateException(existing, now)) problems.push({ kind: 'not-updatable' });
  if (Temporal.ZonedDateTime.compare(draft.from, draft.to) >= 0) problems.push({ kind: 'end-not-after-start' });
  else if (!isAfter(draft.to, now)) problems.push({ kind: 'ends-in-past' });
  if (existing && !isAfter(draft.from, now)) problems.push({ kind: 'starts-in-past' });
  if (isAvailableKind(draft.kind) && !draft.availableFor.onSite && !draft.availableFor.phone) {
    problems.push({ kind: 'no-available-for' });
  }
  return problems;
}
