import type { Database } from 'better-sqlite3';
import type { ComplaintReasonWire, OrderCancellationReasonWire } from '@tolk/crm-contract';

/** The reasons a customer gives when cancelling an order or complaining about a delivery. */
export class Reasons {
  constructor(private readonly db: Database) {}

  cancellationReasons(): OrderCancellationReasonWire[] {
    return this.db
      .prepare(
        `SELECT id AS OrderCancellationReasonIdentifier, name AS OrderCancellationReason
         FROM order_cancellation_reasons ORDER BY sort_order`,
      )
      .all() as OrderCancellationReasonWire[];
  }

  complaintReasons(): ComplaintReasonWire[] {
    return this.db
      .prepare(
        `SELECT id AS ComplaintReasonDeliveryIdentifier, name AS ComplaintReasonDeliveryName
         FROM complaint_reasons_delivery ORDER BY sort_order`,
      )
      .all() as ComplaintReasonWire[];
  }

  isCancellationReason(id: string): boolean {
    return this.db.prepare('SELECT 1 FROM order_cancellation_reasons WHERE id = ?').get(id) !== undefined;
  }

  isComplaintReason(id: string): boolean {
    return this.db.prepare('SELECT 1 FROM complaint_reasons_delivery WHERE id = ?').get(id) !== undefined;
  }
}
