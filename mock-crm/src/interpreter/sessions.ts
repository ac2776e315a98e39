import { createHash, randomBytes } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

/** A renewal key renews tokens this long after the link's login; then a new link is needed (docs/decisions.md, issue 15). */
export const RENEWAL_KEY_LIFETIME_MS = 12 * 3_600_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Interpreter tokens, apart from the customers' (a customer token is no interpreter's, and the
 * reverse), and the renewal keys that stand in for a password: a login link gives one, the gateway
 * keeps it server-side and renews an expired token with it (the one automatic renewal on 1003).
 */
export class InterpreterSessions {
  private readonly byToken: Statement;

  constructor(
    private readonly db: Database,
    private readonly ttlMinutes: number,
  ) {
    this.byToken = db.prepare('SELECT interpreter_id, expires_ms FROM interpreter_sessions WHERE token = ?');
  }

  issue(interpreterId: string, nowMs: number): string {
    const token = randomBytes(24).toString('base64url');
    this.db
      .prepare('INSERT INTO interpreter_sessions (token, interpreter_id, expires_ms) VALUES (?, ?, ?)')
      .run(token, interpreterId, nowMs + this.ttlMinutes * 60_000);
    return token;
  }

  /** The interpreter of a live token, or null when it is unknown or expired. */
  interpreterOf(token: string, nowMs: number): string | null {
    const row = this.byToken.get(token) as { interpreter_id: string; expires_ms: number } | undefined;
    return row && row.expires_ms > nowMs ? row.interpreter_id : null;
  }

  issueRenewalKey(interpreterId: string, nowMs: number): string {
    const key = randomBytes(32).toString('base64url');
    this.db
      .prepare('INSERT INTO interpreter_renewal_keys (key_hash, interpreter_id, expires_ms) VALUES (?, ?, ?)')
      .run(hashOf(key), interpreterId, nowMs + RENEWAL_KEY_LIFETIME_MS);
    return key;
  }

  /** The interpreter whose live renewal key this is, or null (unknown, expired). */
  renewalKeyOf(key: string, nowMs: number): string | null {
    const row = this.db
      .prepare('SELECT interpreter_id, expires_ms FROM interpreter_renewal_keys WHERE key_hash = ?')
      .get(hashOf(key)) as { interpreter_id: string; expires_ms: number } | undefined;
    return row && row.expires_ms > nowMs ? row.interpreter_id : null;
  }

  expireAll(): number {
    return this.db.prepare('DELETE FROM interpreter_sessions').run().changes;
  }
}
