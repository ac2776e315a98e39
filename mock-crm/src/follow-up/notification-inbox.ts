import type { Database } from 'better-sqlite3';
import type { NotificationWire } from '@tolk/crm-contract';
import { toCrmDateTime } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';

/** The most a GetNotifications answer holds (the portal shows 30 of the last three days). */
export const MAX_NOTIFICATIONS = 1000;

export interface NotificationFilter {
  readonly orderId: string | null;
  readonly unreadOnly: boolean;
  readonly fromMs: number | null;
}

interface Row {
  id: string;
  order_id: string | null;
  headline: string;
  message: string;
  sent_ms: number;
  is_read: number;
  order_number: string | null;
  interpreter_id: string | null;
}

/** The customer's side of the notifications the order world raises: reading them and marking them read. */
export class NotificationInbox {
  constructor(private readonly db: Database) {}

  /** Notifications sent by `nowMs`, newest first. */
  list(customerId: string, filter: NotificationFilter, nowMs: number): NotificationWire[] {
    const where = ['n.customer_id = @customerId', 'n.sent_ms <= @nowMs'];
    if (filter.orderId !== null) where.push('n.order_id = @orderId');
    if (filter.unreadOnly) where.push('n.is_read = 0');
    if (filter.fromMs !== null) where.push('n.sent_ms >= @fromMs');
    const rows = this.db
      .prepare(
        `SELECT n.id, n.order_id, n.headline, n.message, n.sent_ms, n.is_read, o.number AS order_number, o.interpreter_id
         FROM notifications n LEFT JOIN orders o ON o.id = n.order_id
         WHERE ${where.join(' AND ')}
         ORDER BY n.sent_ms DESC, n.id LIMIT ${MAX_NOTIFICATIONS}`,
      )
      .all({ ...filter, customerId, nowMs }) as Row[];
    return rows.map((row) => ({
      NotificationIdentifier: row.id,
      Headline: row.headline,
      Message: row.message,
      DatetimeSent: toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(row.sent_ms)),
      IsRead: row.is_read === 1,
      // The order's work assignment, as the order's wire form names it (orders/order-wire.ts).
      WorkAssignmentIdentifiers:
        row.interpreter_id && row.order_number ? [{ WorkAssignmentIdentifier: `WA-${row.order_number}` }] : [],
      OrderIdentifiers: row.order_id ? [{ OrderIdentifier: row.order_id }] : [],
    }));
  }

  /** False when the notification is unknown, another customer's, or not sent yet on the mock's clock. */
  setRead(customerId: string, notificationId: string, isRead: boolean, nowMs: number): boolean {
    const update = this.db.prepare('UPDATE notifications SET is_read = ? WHERE id = ? AND customer_id = ? AND sent_ms <= ?');
    return update.run(isRead ? 1 : 0, notificationId, customerId, nowMs).changes === 1;
  }
}
