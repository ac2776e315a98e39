import { describe, expect, it } from 'vitest';
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
});
