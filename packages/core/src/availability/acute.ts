import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM, instantsOfWallTime } from '../time/clock.js';
import type { AcuteAvailability, AvailabilityKind, AvailableFor } from './availability.js';
import type { AcuteProblem, AvailabilityOutcome } from './problems.js';

/**
 * "Tolka nu", acute availability (spec 3 §2; issue 16): the interpreter is available from now for a
 * chosen length, for phone and/or on-site, and it ends by itself. Decided: the window starts at now
 * on its whole minute (floored, so it is in force at once; not rounded to a half hour: "now" means
 * now), lasts 30 minutes to 8 hours (an interpreter's working day, as `LONG_BOOKING_MINUTES`) of
 * elapsed time, whole minutes, and may run past midnight (the planner splits it). A new one replaces
 * the one in force.
 */
export const ACUTE_MIN_MINUTES = 30;
export const ACUTE_MAX_MINUTES = 8 * 60;

/** The lengths the "Tolka nu" control offers. */
export const ACUTE_DURATION_OPTIONS = [30, 60, 90, 120, 180, 240, 360, 480] as const;

/**
 * How "Tolka nu" counts in the effective availability: available without inquiry (article type 2).
 * An interpreter who says "now" can be given an assignment at once; an inquiry and its answer would
 * take the time the acute need does not have. It overrides the default and every exception.
 */
export const ACUTE_KIND: AvailabilityKind = 'available-without-inquiry';

/** The window "Tolka nu" asks for: from now's whole minute, `minutes` long; or why not. */
export function startAcute(
  now: Temporal.Instant,
  minutes: number,
  availableFor: AvailableFor,
): AvailabilityOutcome<AcuteAvailability, AcuteProblem> {
  const problems: AcuteProblem[] = [];
  if (!Number.isInteger(minutes) || minutes < ACUTE_MIN_MINUTES || minutes > ACUTE_MAX_MINUTES) {
    problems.push({ kind: 'duration-out-of-range', minMinutes: ACUTE_MIN_MINUTES, maxMinutes: ACUTE_MAX_MINUTES });
  }
  if (!availableFor.onSite && !availableFor.phone) problems.push({ kind: 'no-available-for' });
  if (problems.length > 0) return { kind: 'rejected', problems };
  const from = now.round({ smallestUnit: 'minute', roundingMode: 'floor' }).toZonedDateTimeISO(STOCKHOLM);
  return { kind: 'ok', value: { from, to: from.add({ minutes }), availableFor } };
}

/** Whether "Tolka nu" is in force at the moment: from its start, until (not at) its end. */
export const isAcuteActive = (acute: AcuteAvailability, now: Temporal.Instant): boolean =>
  Temporal.Instant.compare(acute.from.toInstant(), now) <= 0 && Temporal.Instant.compare(now, acute.to.toInstant()) < 0;

/** The acute availability in force at the moment, or null (one that has ended is gone by itself). */
export const activeAcute = (acute: AcuteAvailability | null, now: Temporal.Instant): AcuteAvailability | null =>
  acute && isAcuteActive(acute, now) ? acute : null;

/** Whole minutes left, rounded up; zero once it has ended. What the control counts down. */
export function acuteMinutesLeft(acute: AcuteAvailability, now: Temporal.Instant): number {
  const left = acute.to.toInstant().epochMilliseconds - now.epochMilliseconds;
  return left <= 0 ? 0 : Math.ceil(left / 60_000);
}

/**
 * "Tolka nu" as read from the CRM, its two wall times settled on the instants they mean. The wire
 * carries no offset, and the autumn's repeated hour names two instants: read as everywhere (the
 * first), a window started at 02:50 for 30 minutes would end at 02:20 before it began, and one
 * started in the second 02:00 hour would have ended an hour ago. A window lasts at most
 * `ACUTE_MAX_MINUTES` and starts at the CRM's now: the answer to a start (given the length asked)
 * is the window of that length that starts nearest `now`; a window read later is the one that began
 * latest by `now` (or, when none has, the first), with the end that comes first. Outside the
 * repeated hour every wall time names one instant and the window is as read.
 */
export function settleAcuteWindow(read: AcuteAvailability, now: Temporal.Instant, askedMinutes?: number): AcuteAvailability {
  const minutesOf = ({ from, to }: Window) => (to.epochMilliseconds - from.epochMilliseconds) / 60_000;
  const froms = instantsOfWallTime(read.from.toPlainDateTime());
  const tos = instantsOfWallTime(read.to.toPlainDateTime());
  // In time order: `instantsOfWallTime` gives the first reading first.
  const windows = froms
    .flatMap((from) => tos.map((to) => ({ from, to })))
    .filter((window) =>
      askedMinutes === undefined
        ? minutesOf(window) > 0 && minutesOf(window) <= ACUTE_MAX_MINUTES
        : minutesOf(window) === askedMinutes,
    );
  const distance = ({ from }: Window) => Math.abs(from.epochMilliseconds - now.epochMilliseconds);
  const begun = windows.filter(({ from }) => Temporal.Instant.compare(from, now) <= 0);
  const chosen =
    askedMinutes !== undefined
      ? windows.reduce<Window | undefined>(
          (best, window) => (!best || distance(window) < distance(best) ? window : best),
          undefined,
        )
      : (begun.find(({ from }) => from.equals(begun.at(-1)!.from)) ?? windows[0]);
  if (!chosen) return read;
  return { ...read, from: chosen.from.toZonedDateTimeISO(STOCKHOLM), to: chosen.to.toZonedDateTimeISO(STOCKHOLM) };
}

interface Window {
  readonly from: Temporal.Instant;
  readonly to: Temporal.Instant;
}
