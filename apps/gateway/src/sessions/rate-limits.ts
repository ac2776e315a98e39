import type { RateLimit } from '../config.js';
import type { KeyValueStore } from './store.js';

/** Counts a call against each key's limit (in the shared store); answers the wait when one is over. */
export async function overLimit(
  store: KeyValueStore,
  limit: RateLimit,
  keys: readonly string[],
): Promise<{ readonly retryAfterMs: number } | null> {
  let wait = 0;
  for (const key of keys) {
    const { count, resetMs } = await store.hit(`rate:${key}`, limit.timeWindowMs);
    if (count > limit.max) wait = Math.max(wait, resetMs);
  }
  return wait > 0 ? { retryAfterMs: wait } : null;
}
