import type { AttachmentFileWire, WorkAssignmentAttachmentWire } from '@tolk/crm-contract';
import type { Database } from 'better-sqlite3';

/**
 * The files the customer attached to an order (CreateNewOrder's AttachmentData, UpdateOrder's
 * UpdateAttachmentData), as the interpreter of its assignment reads them (issue 15: spec 3 §2's
 * assignment detail). By order only: the desk finds the order among the interpreter's own first,
 * so another interpreter's assignment, or another order's file, is never reached.
 */
export class AssignmentAttachments {
  constructor(private readonly db: Database) {}

  /** The order's attachments in the order they were added; null when it has none (the wire's way). */
  listOf(orderId: string): WorkAssignmentAttachmentWire[] | null {
    const rows = this.db
      .prepare(
        `SELECT id AS AttachmentReference, filename AS AttachmentFilename, content_type AS AttachmentContentType,
                description AS Description
         FROM attachments WHERE order_id = ? ORDER BY rowid`,
      )
      .all(orderId) as WorkAssignmentAttachmentWire[];
    return rows.length === 0 ? null : rows;
  }

  /** One of the order's attachments with its content, or null when the reference is not one of them. */
  fileOf(orderId: string, reference: string): AttachmentFileWire | null {
    return (
      (this.db
        .prepare(
          `SELECT content_type AS AttachmentContentType, content_base64 AS AttachmentFile, filename AS AttachmentFilename
           FROM attachments WHERE id = ? AND order_id = ?`,
        )
        .get(reference, orderId) as AttachmentFileWire | undefined) ?? null
    );
  }
}
