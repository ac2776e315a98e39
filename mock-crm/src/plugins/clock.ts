import fp from 'fastify-plugin';
import { Temporal } from 'temporal-polyfill';
import type { Clock } from '@tolk/core';

/**
 * The mock's time: real time shifted by an offset, so it ticks like a clock but can be set or
 * advanced (MOCK_CRM_NOW at start, the control route later). Everything time-based reads it.
 */
export class SettableClock implements Clock {
  private offset = 0n;

  constructor(start: Temporal.Instant | null) {
    if (start) this.set(start);
  }

  now(): Temporal.Instant {
    return new Temporal.Instant(Temporal.Now.instant().epochNanoseconds + this.offset);
  }

  set(instant: Temporal.Instant): void {
    this.offset = instant.epochNanoseconds - Temporal.Now.instant().epochNanoseconds;
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
