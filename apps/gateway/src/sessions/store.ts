/**
 * What the gateway keeps between calls, behind one interface so that one instance can keep it in
 * memory and several share it in Redis: sessions, refused tokens and rate-limit counters. Every
 * entry expires by itself; nothing needs sweeping by hand.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  /** Sets `key` to `value` for `ttlMs`. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Sets `key` for `ttlMs` only if it is not set: true when this caller got it (a short lock). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Reads and deletes `key` at once: of several instances asking together, only one gets the value. */
  take(key: string): Promise<string | null>;
  /** Adds one to the counter at `key` (created for `windowMs`) and answers it and its time left. */
  hit(key: string, windowMs: number): Promise<{ readonly count: number; readonly resetMs: number }>;
  close(): Promise<void>;
}

/** The embedded store: one gateway instance, no set-up; expired entries go on the next look or sweep. */
export class MemoryStore implements KeyValueStore {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async get(key: string): Promise<string | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    if ((await this.get(key)) !== null) return false;
    await this.put(key, '1', ttlMs);
    return true;
  }

  async take(key: string): Promise<string | null> {
    const value = await this.get(key);
    this.entries.delete(key);
    return value;
  }

  async hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }> {
    const now = this.now();
    let counter = this.counters.get(key);
    if (!counter || counter.expiresAt <= now) {
      counter = { count: 0, expiresAt: now + windowMs };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    return { count: counter.count, resetMs: counter.expiresAt - now };
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  /** Entries and counters held now, expired or not (for tests: nothing is kept past its sweep). */
  get size(): number {
    return this.entries.size + this.counters.size;
  }

  /** Drops what has expired; runs every minute, so the maps hold at most a minute past their lifetimes. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    for (const [key, counter] of this.counters) if (counter.expiresAt <= now) this.counters.delete(key);
  }
}
