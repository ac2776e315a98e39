import { CLOCK_REFRESH_MS, STOCKHOLM, type Clock } from '@tolk/core';
import { computed, createAtom, makeObservable, type IAtom } from 'mobx';
import type { Temporal } from 'temporal-polyfill';

/** The timer functions the clock ticks with: the browser's by default. */
export interface IntervalTimer {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const browserTimer: IntervalTimer = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
};

/**
 * The time as the screens show it (the header clock, the calendar's today), read from the Clock
 * port anew every 3.6 s (spec 2 §9). The interval runs only while something observes the clock:
 * it starts when the first observer (a mounted component) reads it and stops when the last one
 * goes, so unmounting disposes it. Read outside a reaction, it asks the clock directly.
 */
export class WallClockStore {
  private current: Temporal.Instant;
  private handle: unknown = null;
  private readonly atom: IAtom;

  constructor(
    private readonly clock: Clock,
    private readonly timer: IntervalTimer = browserTimer,
    private readonly periodMs: number = CLOCK_REFRESH_MS,
  ) {
    this.current = clock.now();
    this.atom = createAtom(
      'WallClock',
      () => this.resume(),
      () => this.suspend(),
    );
    makeObservable(this, {
      now: computed,
      today: computed({ equals: (a: Temporal.PlainDate, b: Temporal.PlainDate) => a.equals(b) }),
    });
  }

  get instant(): Temporal.Instant {
    // While ticking, observers see the last tick; a first read, or one outside any reaction, is fresh.
    const wasTicking = this.handle !== null;
    if (this.atom.reportObserved() && wasTicking) return this.current;
    this.current = this.clock.now();
    return this.current;
  }

  /** Now, in Stockholm time. */
  get now(): Temporal.ZonedDateTime {
    return this.instant.toZonedDateTimeISO(STOCKHOLM);
  }

  /** Today in Stockholm; its observers hear of it only when the date changes. */
  get today(): Temporal.PlainDate {
    return this.now.toPlainDate();
  }

  /** Whether the interval runs (something observes the clock). */
  get ticking(): boolean {
    return this.handle !== null;
  }

  private tick(): void {
    this.current = this.clock.now();
    this.atom.reportChanged();
  }

  private resume(): void {
    this.handle ??= this.timer.setInterval(() => this.tick(), this.periodMs);
  }

  private suspend(): void {
    if (this.handle === null) return;
    this.timer.clearInterval(this.handle);
    this.handle = null;
  }
}
