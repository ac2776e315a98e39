import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStore } from './store.js';

describe('the embedded store', () => {
  it('gives a claim to one caller until it lapses', async () => {
    let now = 1_000;
    const store = new MemoryStore(() => now);
    try {
      expect(await store.claim('renewal:a', 500)).toBe(true);
      expect(await store.claim('renewal:a', 500)).toBe(false);
      expect(await store.claim('renewal:b', 500)).toBe(true);
      now += 500;
      expect(await store.claim('renewal:a', 500)).toBe(true);
    } finally {
      await store.close();
    }
  });

  // Under load every session, refused token and rate-limit key lands here: nothing may outlive its
  // lifetime by more than the sweep's minute, or the gateway's memory grows with the keys it has seen.
  it('keeps no entry or counter past its lifetime once swept, whatever was written', async () => {
    const operation = fc.record({
      kind: fc.constantFrom('put', 'hit', 'claim', 'read'),
      key: fc.string({ maxLength: 8 }),
      ttlMs: fc.integer({ min: 1, max: 3_600_000 }),
      waitMs: fc.integer({ min: 0, max: 120_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 60 }), async (operations) => {
        let now = 0;
        const store = new MemoryStore(() => now);
        try {
          let lastExpiry = 0;
          for (const { kind, key, ttlMs, waitMs } of operations) {
            if (kind === 'put') await store.put(key, 'value', ttlMs);
            if (kind === 'hit') await store.hit(key, ttlMs);
            if (kind === 'claim') await store.claim(key, ttlMs);
            if (kind === 'read') await store.get(key);
            if (kind !== 'read') lastExpiry = Math.max(lastExpiry, now + ttlMs);
            now += waitMs;
          }
          now = Math.max(now, lastExpiry);
          store.sweep();
          expect(store.size).toBe(0);
        } finally {
          await store.close();
        }
      }),
    );
  });

  it('sweeps by itself every minute', async () => {
    vi.useFakeTimers();
    let now = 0;
    const store = new MemoryStore(() => now);
    try {
      for (let i = 0; i < 1_000; i++) {
        await store.put(`session:${i}`, 'value', 30_000);
        await store.hit(`rate:${i}`, 30_000);
      }
      expect(store.size).toBe(2_000);
      now = 60_000;
      vi.advanceTimersByTime(60_000);
      expect(store.size).toBe(0);
    } finally {
      await store.close();
      vi.useRealTimers();
    }
  });
});
