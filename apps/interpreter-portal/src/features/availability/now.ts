import type { Temporal } from 'temporal-polyfill';

/**
 * The moment the availability screens judge by: the root's WallClockStore, observed, so that "Tolka
 * nu" counts down and ends by itself and a day turns past while the screen is open. Tests pass a
 * fixed one.
 */
export interface Now {
  readonly instant: Temporal.Instant;
}
