import { randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import type { Temporal } from 'temporal-polyfill';

/** Session tokens: issued at login, valid for a fixed time on the mock's clock (then 1003). */
export class Sessions {
  private readonly byToken: Statement;

  constructor(
    private readonly db: Database,
    private readonly ttlMinutes: number,
  ) {
    // Prepared once: every token call asks.
    this.byToken = db.prepare('SELECT customer_id, expires_at_ns FROM sessions WHERE token = ?');
  }

  issue(customerId: string, now: Temporal.Instant): string {
    const token = randomBytes(24).toString('base64url');
    const expires = now.add({ minutes: this.ttlMinutes }).epochNanoseconds;
    this.db
      .prepare('INSERT INTO sessions (token, customer_id, expires_at_ns) VALUES (?, ?, ?)')
      .run(token, customerId, String(expires));
    return token;
  }

  /** The customer id of a live token, or null when it is unknown or expired. */
  customerOf(token: string, nowMs: number): string | null {
    const row = this.byToken.get(token) as { customer_id: string; expires_at_ns: string } | undefined;
    if (!row || BigInt(row.expires_at_ns) <= BigInt(nowMs) * 1_000_000n) return null;
    return row.customer_id;
  }

  expireAll(): number {
    return this.db.prepare('DELETE FROM sessions').run().changes;
  }
}
