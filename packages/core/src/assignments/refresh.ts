import type { Temporal } from 'temporal-polyfill';

/** The job timer of spec 2 §4 (value 30): seconds between automatic reloads of a list. */
export const JOB_TIMER_SECONDS = 30;
const FORCED_BACK_MS = 60 * 60 * 1000;

/**
 * When a list may load again: not sooner than the job timer after the last load; a forced
 * refresh sets the timer one hour back, so the next check loads.
 */
export interface RefreshTimer {
  readonly lastLoadedMs: number | null;
}

export const mayRefresh = (timer: RefreshTimer, now: Temporal.Instant, seconds = JOB_TIMER_SECONDS): boolean =>
  timer.lastLoadedMs === null || now.epochMilliseconds - timer.lastLoadedMs >= seconds * 1000;

export const loadedAt = (now: Temporal.Instant): RefreshTimer => ({ lastLoadedMs: now.epochMilliseconds });

export const forceRefresh = (timer: RefreshTimer): RefreshTimer => ({
  lastLoadedMs: timer.lastLoadedMs === null ? null : timer.lastLoadedMs - FORCED_BACK_MS,
});
