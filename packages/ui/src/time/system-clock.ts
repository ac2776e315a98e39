import type { Clock } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';

/**
 * The browser's clock, for the core's Clock port. Read from `Date.now()`, the one clock of the page:
 * the polyfill's `Temporal.Now` reads it too, while a browser's own `Temporal.Now` (which the build
 * uses where there is one, issue 12) would not follow a clock a test sets for the page.
 */
export class SystemClock implements Clock {
  now(): Temporal.Instant {
    return Temporal.Instant.fromEpochMilliseconds(Date.now());
  }
}
