import fp from 'fastify-plugin';
import { Temporal } from 'temporal-polyfill';
import type { Clock } from '@tolk/core';

/**
 * The mock's time: real time shifted by an offset, so it ticks like a clock but can be set or
 * advanced (MOCK_CRM_NOW at start, the control route later). Everything time-based reads it.
 */
export class SettableClock implements Clock {
  private offset = 0n;
  private offsetMs = 0;
  private setBacks = 0;

  constructor(start: Temporal.Instant | null) {
    if (start) this.set(start);
  }

  now(): Temporal.Instant {
    return new Temporal.Instant(Temporal.Now.instant().epochNanoseconds + this.offset);
  }

  /**
   * `now().epochMilliseconds` without making an Instant (every call asks, and the polyfill's
   * objects cost more than the rest of a small call): real time is whole milliseconds here too.
   */
  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  set(instant: Temporal.Instant): void {
    const realNs = Temporal.Now.instant().epochNanoseconds;
    if (instant.epochNanoseconds < realNs + this.offset) this.setBacks++;
    this.offset = instant.epochNanoseconds - realNs;
    // Rounded down, as epochMilliseconds is (BigInt division rounds towards zero).
    const wholeMs = this.offset / 1_000_000n;
    this.offsetMs = Number(wholeMs * 1_000_000n > this.offset ? wholeMs - 1n : wholeMs);
  }

  /**
   * How often the clock was set back. Moving it forward is only faster ticking, but what was
   * worked out as of one "now" holds for a later one only while this stays the same
   * (orders/search-answers.ts).
   */
  get rewinds(): number {
    return this.setBacks;
  }

  advance(duration: Temporal.Duration): void {
    this.set(this.now().add(duration));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: SettableClock;
  }
}

export const clockPlugin = fp(
  async (app, options: { start: Temporal.Instant | null }) => {
    app.decorate('clock', new SettableClock(options.start));
  },
  { name: 'clock' },
);
