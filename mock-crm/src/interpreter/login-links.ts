import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

const MINUTE_MS = 60_000;
/** A login link works this long after it is mailed (docs/decisions.md, issue 15). */
export const LOGIN_LINK_LIFETIME_MS = 15 * MINUTE_MS;
/** At most this many links per interpreter within LINK_WINDOW_MS; more is 6062. */
export const LINKS_PER_WINDOW = 3;
export const LINK_WINDOW_MS = 15 * MINUTE_MS;

export type Redeemed = { readonly interpreterId: string } | { readonly refused: 'unknown' | 'used' | 'expired' };

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * One-time login links: the mail carries a random ticket, the store only its hash, so a copy of
 * the database logs nobody in. A ticket works once, until it expires; a new link leaves the older
 * ones working until they expire (two mails in flight are both good).
 */
export class LoginLinks {
  constructor(
    private readonly db: Database,
    private readonly linksPerWindow: number = LINKS_PER_WINDOW,
  ) {}

  /** A new ticket, or null when the interpreter already had `linksPerWindow` links in the window. */
  issue(interpreterId: string, nowMs: number): string | null {
    const recent = this.db
      .prepare('SELECT count(*) FROM interpreter_login_links WHERE interpreter_id = ? AND issued_ms > ?')
      .pluck()
      .get(interpreterId, nowMs - LINK_WINDOW_MS) as number;
    if (recent >= this.linksPerWindow) return null;
    const ticket = randomBytes(24).toString('base64url');
    this.db
      .prepare('INSERT INTO interpreter_login_links (ticket_hash, interpreter_id, issued_ms, expires_ms) VALUES (?, ?, ?, ?)')
      .run(hashOf(ticket), interpreterId, nowMs, nowMs + LOGIN_LINK_LIFETIME_MS);
    return ticket;
  }

  redeem(ticket: string, nowMs: number): Redeemed {
    const row = this.db.prepare('SELECT * FROM interpreter_login_links WHERE ticket_hash = ?').get(hashOf(ticket)) as
      { interpreter_id: string; expires_ms: number; used_ms: number | null } | undefined;
    if (!row) return { refused: 'unknown' };
    if (row.used_ms !== null) return { refused: 'used' };
    if (row.expires_ms <= nowMs) return { refused: 'expired' };
    this.db.prepare('UPDATE interpreter_login_links SET used_ms = ? WHERE ticket_hash = ?').run(nowMs, hashOf(ticket));
    return { interpreterId: row.interpreter_id };
  }
}
