import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { ResetLinkCipher } from './reset-links.js';

export type RedeemOutcome =
  | { readonly kind: 'redeemed'; readonly customerId: string }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'already-used' }
  | { readonly kind: 'expired' };

/** Issues and redeems one-time password-reset tokens, carried in encrypted link data. */
export class PasswordResets {
  constructor(
    private readonly db: Database,
    private readonly cipher: ResetLinkCipher,
    private readonly validMs: number,
  ) {}

  /** A new token for the customer; answers the link's `data`. */
  issue(customerId: string, nowMs: number): string {
    const token = randomBytes(24).toString('base64url');
    this.db
      .prepare('INSERT INTO password_resets (token, customer_id, created_ms, expires_ms, used_ms) VALUES (?, ?, ?, ?, NULL)')
      .run(token, customerId, nowMs, nowMs + this.validMs);
    return this.cipher.encrypt({ customer_id: customerId, token });
  }

  /**
   * Spends the link's token when it is valid now: checked in this order, so a link used once says
   * "already saved" even after it has expired. `save` runs inside the same transaction.
   */
  redeem(data: string, nowMs: number, save: (customerId: string) => void): RedeemOutcome {
    const link = this.cipher.decrypt(data);
    if (!link) return { kind: 'invalid' };
    return this.db.transaction((): RedeemOutcome => {
      const row = this.db
        .prepare('SELECT customer_id, expires_ms, used_ms FROM password_resets WHERE token = ?')
        .get(link.token) as { customer_id: string; expires_ms: number; used_ms: number | null } | undefined;
      if (!row || row.customer_id !== link.customer_id) return { kind: 'invalid' };
      if (row.used_ms !== null) return { kind: 'already-used' };
      if (nowMs >= row.expires_ms) return { kind: 'expired' };
      this.db.prepare('UPDATE password_resets SET used_ms = ? WHERE token = ?').run(nowMs, link.token);
      save(row.customer_id);
      return { kind: 'redeemed', customerId: row.customer_id };
    })();
  }
}
