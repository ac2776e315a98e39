import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/** Notifications the CRM raises for an order: interpreter assigned, phone changed, cancelled ... */
export class Notifications {
  constructor(private readonly db: Database) {}

  raise(order: { id: string; customer_id: string }, sentMs: number, headline: string, message: string): void {
    this.db
      .prepare(
        'INSERT INTO notifications (id, customer_id, order_id, headline, message, sent_ms, is_read) VALUES (?, ?, ?, ?, ?, ?, 0)',
      )
      .run(randomUUID(), order.customer_id, order.id, headline, message, sentMs);
  }

  unreadFor(orderIds: readonly string[]): Map<string, { id: string; headline: string; sent_ms: number }[]> {
    const byOrder = new Map<string, { id: string; headline: string; sent_ms: number }[]>();
    for (let i = 0; i < orderIds.length; i += 500) {
      const chunk = orderIds.slice(i, i + 500);
      const rows = this.db
        .prepare(
          `SELECT id, order_id, headline, sent_ms FROM notifications WHERE is_read = 0 AND order_id IN (${chunk.map(() => '?').join(',')}) ORDER BY sent_ms DESC`,
        )
        .all(...chunk) as { id: string; order_id: string; headline: string; sent_ms: number }[];
      for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
    }
    return byOrder;
  }
}
