import type { LoginLockoutSettings } from '../config.js';

/**
 * Repeated failed logins lock a customer number for a while, per client address (issue 10): locking
 * by the number alone would let anyone lock a known customer out. Kept in memory on the mock's
 * clock: a restart forgets it, as a real CRM's short lockout may.
 */
export class LoginLockout {
  private readonly failures = new Map<string, { count: number; lockedUntilMs: number; firstMs: number }>();

  constructor(private readonly settings: LoginLockoutSettings) {}

  /** Minutes left of a lock on this number from this address (rounded up), or 0 when it may try. */
  minutesLocked(customerNumber: string, address: string, nowMs: number): number {
    const entry = this.failures.get(key(customerNumber, address));
    if (!entry || entry.lockedUntilMs <= nowMs) return 0;
    return Math.ceil((entry.lockedUntilMs - nowMs) / 60_000);
  }

  /** A failure counts within the lock's length of the first; the last allowed one locks. */
  failed(customerNumber: string, address: string, nowMs: number): void {
    const id = key(customerNumber, address);
    const windowMs = this.settings.minutes * 60_000;
    const entry = this.failures.get(id);
    const current = !entry || nowMs - entry.firstMs >= windowMs ? { count: 0, lockedUntilMs: 0, firstMs: nowMs } : entry;
    current.count += 1;
    if (current.count >= this.settings.failures) {
      current.lockedUntilMs = nowMs + windowMs;
      current.count = 0;
      current.firstMs = nowMs;
    }
    this.failures.set(id, current);
  }

  succeeded(customerNumber: string, address: string): void {
    this.failures.delete(key(customerNumber, address));
  }
}

const key = (customerNumber: string, address: string) => `${customerNumber.trim()}\u0000${address}`;
