import type { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '../time/clock.js';
import type { EffectiveInterval } from './availability.js';
import { dayStart, hoursInDay } from './day-window.js';

/** Spec 3 §9: the hourly availability bar's scale. */
export const PLANNER_PX_PER_HOUR = 50;

/** An hour line of the planner, with the wall-clock time it is labelled with. */
export interface PlannerHourLine {
  readonly top: number;
  readonly time: Temporal.PlainTime;
  /** The second 02:00 of the autumn night (winter time): the repeated hour, drawn a second time. */
  readonly repeated: boolean;
  /** The 03:00 of the spring night: the clock has just skipped an hour (02:00–02:59 is not drawn). */
  readonly afterSkippedHour: boolean;
}

/** A bar of the planner: an effective interval placed on the day's scale. */
export interface PlannerBar {
  readonly top: number;
  readonly height: number;
  readonly interval: EffectiveInterval;
}

export interface PlannerGeometry {
  /** The day's height in px: 1200, or 1150 and 1250 on the days the clocks change. */
  readonly height: number;
  readonly hours: readonly PlannerHourLine[];
  readonly bars: readonly PlannerBar[];
}

/**
 * Where a moment sits on the date's planner: px from the top, 50 per elapsed hour since 00:00 (not
 * clipped: a moment of another day lies above or below the day).
 */
export const plannerTop = (date: Temporal.PlainDate, at: Temporal.Instant): number =>
  ((at.epochMilliseconds - dayStart(date).epochMilliseconds) / 3_600_000) * PLANNER_PX_PER_HOUR;

/**
 * The 24-hour planner of a date (spec 3 §2, §9; issue 16), in px for the UI to draw as it is given.
 * Decided: the bar runs in elapsed time, 50 px for each real hour from 00:00 to the next midnight,
 * so a bar's height is always its real length, and the hour lines carry the wall-clock labels:
 * - a normal day is 1200 px with lines 00:00 … 23:00;
 * - the spring-forward day (last Sunday of March) is 1150 px: the missing hour is not drawn, the line
 *   after 01:00 is 03:00, at 100 px, marked `afterSkippedHour`;
 * - the fall-back day (last Sunday of October) is 1250 px: the repeated hour is drawn twice, lines
 *   02:00 at 100 px and 02:00 again at 150 px, the second marked `repeated`, then 03:00 at 200 px.
 * A slot's bar therefore starts at the line of its wall-clock time on every day. The bars are the
 * day's effective intervals (already within 00:00–23:59), so none reaches the last minute.
 */
export function plannerGeometry(date: Temporal.PlainDate, intervals: readonly EffectiveInterval[]): PlannerGeometry {
  const start = dayStart(date);
  const hours: PlannerHourLine[] = [];
  const seen = new Set<string>();
  for (let hour = 0; hour < hoursInDay(date); hour += 1) {
    const at = start.toInstant().add({ hours: hour }).toZonedDateTimeISO(STOCKHOLM);
    const time = at.toPlainTime();
    const previous = hours[hours.length - 1];
    hours.push({
      top: hour * PLANNER_PX_PER_HOUR,
      time,
      repeated: seen.has(time.toString()),
      afterSkippedHour: previous !== undefined && time.hour - previous.time.hour > 1,
    });
    seen.add(time.toString());
  }
  const bars = intervals.map((interval) => {
    const top = plannerTop(date, interval.from.toInstant());
    return { top, height: plannerTop(date, interval.to.toInstant()) - top, interval };
  });
  return { height: hoursInDay(date) * PLANNER_PX_PER_HOUR, hours, bars };
}

/** The moment at px `top` of the date's planner (the inverse of `plannerTop`, for a tap or a drag), to the minute. */
export const plannerMomentAt = (date: Temporal.PlainDate, top: number): Temporal.ZonedDateTime =>
  dayStart(date)
    .toInstant()
    .add({ minutes: Math.round((top / PLANNER_PX_PER_HOUR) * 60) })
    .toZonedDateTimeISO(STOCKHOLM);
