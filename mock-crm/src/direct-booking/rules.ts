import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '@tolk/core';

/**
 * The rules of direct ("book now") booking (spec 1 §1, §9; docs/api.md "Direct booking"): a
 * same-day telephone service open on weekdays 07:30–19:00 Stockholm time, for bookings that end
 * within NoOfMinutesFromNowPossibleToBook of now. Pure functions of epoch milliseconds.
 */
export const DIRECT_BOOKING = {
  opensAt: Temporal.PlainTime.from('07:30'),
  closesAt: Temporal.PlainTime.from('19:00'),
  /** NoOfMinutesFromNowPossibleToBook: a booking must end within this many minutes of now. */
  minutesFromNowPossibleToBook: 120,
  /** How long an availability check holds an interpreter for its session. */
  holdMinutes: 5,
  /** Alternative start times are offered on this grid. */
  slotStepMinutes: 15,
  /** At most this many alternative start times. */
  maxSlots: 8,
} as const;

const MINUTE_MS = 60_000;
const startOfMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/** A day's window in epoch ms, or null on a weekend (no direct booking that day). */
export interface OpeningWindow {
  readonly openMs: number;
  readonly closeMs: number;
}

export function windowOf(date: Temporal.PlainDate): OpeningWindow | null {
  if (date.dayOfWeek >= 6) return null;
  const at = (plainTime: Temporal.PlainTime) => date.toZonedDateTime({ timeZone: STOCKHOLM, plainTime }).epochMilliseconds;
  return { openMs: at(DIRECT_BOOKING.opensAt), closeMs: at(DIRECT_BOOKING.closesAt) };
}

export const stockholmDateOf = (ms: number): Temporal.PlainDate =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(STOCKHOLM).toPlainDate();

/** One day of GetAutoAssignOrderOpeningHours: active when the window is open now. */
export interface OpeningDay {
  readonly date: Temporal.PlainDate;
  readonly window: OpeningWindow | null;
  readonly isActive: boolean;
}

export function openingDays(from: Temporal.PlainDate, to: Temporal.PlainDate, nowMs: number): OpeningDay[] {
  const days: OpeningDay[] = [];
  for (let date = from; Temporal.PlainDate.compare(date, to) <= 0; date = date.add({ days: 1 })) {
    const window = windowOf(date);
    days.push({ date, window, isActive: window !== null && window.openMs <= nowMs && nowMs < window.closeMs });
  }
  return days;
}

/** Why a period cannot be booked directly; each has its code (docs/api.md). */
export type PeriodRefusal = 'ends-before-start' | 'in-the-past' | 'closed' | 'too-far-ahead';

/**
 * The first reason a period cannot be booked directly now, or null. "Now" counts from the start
 * of the current minute, so a start time of this minute is not in the past.
 */
export function periodRefusal(startMs: number, endMs: number, nowMs: number): PeriodRefusal | null {
  if (endMs <= startMs) return 'ends-before-start';
  if (startMs < startOfMinute(nowMs)) return 'in-the-past';
  const window = windowOf(stockholmDateOf(startMs));
  if (!window || startMs < window.openMs || endMs > window.closeMs) return 'closed';
  if (endMs > bookingLimitMs(nowMs)) return 'too-far-ahead';
  return null;
}

/** The latest end a direct booking may have now. */
export const bookingLimitMs = (nowMs: number): number =>
  startOfMinute(nowMs) + DIRECT_BOOKING.minutesFromNowPossibleToBook * MINUTE_MS;

/**
 * The start times offered instead of one that cannot be staffed: every quarter hour from now, as
 * long as the same duration still ends within today's window and the booking limit; never the
 * original start itself.
 */
export function alternativeStarts(originalStartMs: number, durationMs: number, nowMs: number): number[] {
  const window = windowOf(stockholmDateOf(nowMs));
  if (!window) return [];
  const step = DIRECT_BOOKING.slotStepMinutes * MINUTE_MS;
  const limit = Math.min(window.closeMs, bookingLimitMs(nowMs));
  const starts: number[] = [];
  for (let start = Math.max(Math.ceil(nowMs / step) * step, window.openMs); start + durationMs <= limit; start += step) {
    if (start !== originalStartMs) starts.push(start);
  }
  return starts;
}
