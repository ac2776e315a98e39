import type { Database } from 'better-sqlite3';
import type { Notifications } from '../orders/notifications.js';
import type { OrderRow } from '../orders/order-row.js';

/**
 * An interpreter changes their mobile (UpdateInterpreterPhone, issue 15). The number is the
 * interpreter's, read live as the order's ResourcePhoneNumber (orders/order-wire.ts), so each booked
 * order of theirs that has not ended shows it at once, and its customer is told (spec 3 §2's news:
 * a web notification when an interpreter's phone number changes). Every other order of theirs
 * (performed, cancelled, not completed, or booked and ended) keeps the number it showed: it is
 * pinned in `order_resource_phones` first, unless pinned at an earlier change.
 */
export class InterpreterPhoneChange {
  constructor(
    private readonly db: Database,
    private readonly notifications: Notifications,
  ) {}

  /** Changes the number (already checked); answers the orders whose customers were told. */
  change(interpreterId: string, phone: string, nowMs: number): OrderRow[] {
    return this.db.transaction(() => {
      const before = this.db.prepare('SELECT phone FROM interpreters WHERE id = ?').pluck().get(interpreterId) as
        string | undefined;
      if (before === undefined || before === phone) return [];
      const affected = this.db
        .prepare(`SELECT * FROM orders WHERE interpreter_id = ? AND status = 'booked' AND end_ms > ? ORDER BY start_ms`)
        .all(interpreterId, nowMs) as OrderRow[];
      this.db
        .prepare(
          `INSERT OR IGNORE INTO order_resource_phones (order_id, phone)
           SELECT id, ? FROM orders WHERE interpreter_id = ? AND NOT (status = 'booked' AND end_ms > ?)`,
        )
        .run(before, interpreterId, nowMs);
      this.db.prepare('UPDATE interpreters SET phone = ? WHERE id = ?').run(phone, interpreterId);
      for (const order of affected) {
        this.notifications.raise(
          order,
          nowMs,
          'Tolkens telefonnummer är ändrat',
          `Tolken på uppdrag ${order.number} har nytt telefonnummer: ${phone}.`,
        );
      }
      return affected;
    })();
  }
}
