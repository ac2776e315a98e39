import { randomUUID } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import type { InterpreterNotificationEvent, InterpreterNotificationWire } from '@tolk/crm-contract';
import { crmTime } from './assignment-wire.js';

/** The most a GetInterpreterNotifications answer holds, as the customer's GetNotifications. */
export const MAX_INTERPRETER_NOTIFICATIONS = 1000;

/** One notification to raise: who gets it, why, and what it is about. */
export interface InterpreterNotice {
  readonly interpreterId: string;
  readonly event: InterpreterNotificationEvent;
  readonly order: { readonly id: string; readonly number: string };
  /** The offer it is about, for request-offered and request-withdrawn. */
  readonly resourceRequestId: string | null;
  /** The interpreter's assignment (`WA-<number>`) it is about, when it is still theirs to open. */
  readonly workAssignmentId: string | null;
  readonly headline: string;
  readonly message: string;
}

export interface InterpreterNotificationFilter {
  readonly unreadOnly: boolean;
  readonly fromMs: number | null;
}

interface Row {
  id: string;
  event: string;
  order_number: string;
  resource_request_id: string | null;
  work_assignment_id: string | null;
  headline: string;
  message: string;
  sent_ms: number;
  is_read: number;
}

/**
 * The interpreter's notifications (issue 15): kept per interpreter, read and marked only by them.
 * Like the customer's, a notification dated after the mock's now (the clock set back) is not shown
 * and cannot be marked.
 */
export class InterpreterNotifications {
  private readonly insert: Statement;

  constructor(private readonly db: Database) {
    this.insert = db.prepare(
      `INSERT INTO interpreter_notifications
         (id, interpreter_id, event, order_id, order_number, resource_request_id, work_assignment_id, headline, message, sent_ms, is_read)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
    );
  }

  raise(notice: InterpreterNotice, sentMs: number): void {
    this.insert.run(
      randomUUID(),
      notice.interpreterId,
      notice.event,
      notice.order.id,
      notice.order.number,
      notice.resourceRequestId,
      notice.workAssignmentId,
      notice.headline,
      notice.message,
      sentMs,
    );
  }

  /** The interpreter's notifications sent by `nowMs`, newest first. */
  list(interpreterId: string, filter: InterpreterNotificationFilter, nowMs: number): InterpreterNotificationWire[] {
    const where = ['interpreter_id = @interpreterId', 'sent_ms <= @nowMs'];
    if (filter.unreadOnly) where.push('is_read = 0');
    if (filter.fromMs !== null) where.push('sent_ms >= @fromMs');
    const rows = this.db
      .prepare(
        `SELECT id, event, order_number, resource_request_id, work_assignment_id, headline, message, sent_ms, is_read
         FROM interpreter_notifications WHERE ${where.join(' AND ')}
         ORDER BY sent_ms DESC, rowid DESC LIMIT ${MAX_INTERPRETER_NOTIFICATIONS}`,
      )
      .all({ interpreterId, nowMs, fromMs: filter.fromMs }) as Row[];
    return rows.map((row) => ({
      NotificationIdentifier: row.id,
      Headline: row.headline,
      Message: row.message,
      DatetimeSent: crmTime(row.sent_ms),
      IsRead: row.is_read === 1,
      Event: row.event,
      WorkAssignmentNumber: row.order_number,
      ResourceRequestIdentifier: row.resource_request_id,
      WorkAssignmentIdentifier: row.work_assignment_id,
    }));
  }

  /** False when the notification is unknown, another interpreter's, or not sent yet on the mock's clock. */
  setRead(interpreterId: string, notificationId: string, isRead: boolean, nowMs: number): boolean {
    return (
      this.db
        .prepare('UPDATE interpreter_notifications SET is_read = ? WHERE id = ? AND interpreter_id = ? AND sent_ms <= ?')
        .run(isRead ? 1 : 0, notificationId, interpreterId, nowMs).changes === 1
    );
  }
}
