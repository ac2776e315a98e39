import type { Clock } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';

/** The browser's clock, for the core's Clock port. */
export class SystemClock implements Clock {
  now(): Temporal.Instant {
    return Temporal.Now.instant();
  }
}
