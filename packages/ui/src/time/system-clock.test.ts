import { afterEach, describe, expect, it, vi } from 'vitest';
import { SystemClock } from './system-clock.js';

describe('SystemClock', () => {
  afterEach(() => vi.useRealTimers());

  it("reads the page's clock, so that a clock set for the page is the portal's too", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 9, 30) });
    expect(new SystemClock().now().toString()).toBe('2026-11-23T09:30:00Z');
    vi.advanceTimersByTime(90_000);
    expect(new SystemClock().now().toString()).toBe('2026-11-23T09:31:30Z');
  });
});
