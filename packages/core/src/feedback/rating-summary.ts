import { Temporal } from 'temporal-polyfill';
import type { Assignment } from '../assignments/assignment.js';
import { STOCKHOLM } from '../time/clock.js';

/** Spec 2 §9: the dashboard's average covers the last three months. */
export const AVERAGE_RATING_MONTHS = 3;

/** The period of the average: three months back from now up to now. */
export function ratingPeriod(now: Temporal.Instant): { readonly from: Temporal.Instant; readonly to: Temporal.Instant } {
  const local = now.toZonedDateTimeISO(STOCKHOLM);
  return { from: local.subtract({ months: AVERAGE_RATING_MONTHS }).toInstant(), to: now };
}

export interface RatingSummary {
  /** The average of the rated orders, rounded to one decimal; null when none is rated. */
  readonly average: number | null;
  readonly ratedCount: number;
  /** Orders that can be rated and are not (the list's "unrated" filter, spec 2 §2). */
  readonly unratedCount: number;
}

const within = (a: Assignment, from: Temporal.Instant, to: Temporal.Instant) => {
  const start = a.start.toInstant();
  return Temporal.Instant.compare(start, from) >= 0 && Temporal.Instant.compare(start, to) <= 0;
};

/** The dashboard card: the assignments that started in the period, each counted once. */
export function ratingSummary(assignments: readonly Assignment[], now: Temporal.Instant): RatingSummary {
  const { from, to } = ratingPeriod(now);
  const seen = new Set<string>();
  let sum = 0;
  let rated = 0;
  let unrated = 0;
  for (const a of assignments) {
    if (seen.has(a.id) || !within(a, from, to)) continue;
    seen.add(a.id);
    if (a.rating !== null && a.rating >= 1) {
      sum += a.rating;
      rated += 1;
    } else if (a.canBeRated) unrated += 1;
  }
  return { average: rated === 0 ? null : Math.round((sum / rated) * 10) / 10, ratedCount: rated, unratedCount: unrated };
}

/** How full each of the five stars is, in percent: 20 % per point of the average (spec 2 §9). */
export function starFill(average: number | null): readonly number[] {
  const percent = Math.max(0, Math.min(100, (average ?? 0) * 20));
  return [0, 1, 2, 3, 4].map((i) => Math.max(0, Math.min(100, (percent - i * 20) * 5)));
}

/** The list's statuses when the dashboard jumps to the unrated orders (spec 2 §2). */
export const UNRATED_JUMP_STATUSES = ['fullfilled', 'accepted'] as const;
