import type { KeyValueStorage } from './client-storage.js';

/** A KeyValueStorage in memory: for tests, and where the browser offers no local storage. */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }

  /** Everything stored, for tests that look at what is kept. */
  entries(): Record<string, string> {
    return Object.fromEntries(this.values);
  }
}
