import type { Database } from 'better-sqlite3';
import type { AttachmentFileWire } from '@tolk/crm-contract';
import type { Deviations } from './deviations.js';
import type { TimeReportReader } from './time-report-reader.js';

/**
 * The files GetAttachmentCustomer serves, all by one reference: an order's attachments (sent with
 * CreateNewOrder or UpdateOrder), a deviation's documents, a received time report's receipts.
 * Only the customer's own: any other reference is not found.
 */
export class AttachmentFiles {
  constructor(
    private readonly db: Database,
    private readonly deviations: Deviations,
    private readonly timeReports: TimeReportReader,
  ) {}

  fileFor(customerId: string, reference: string, nowMs: number): AttachmentFileWire | null {
    const attachment = this.db
      .prepare(
        `SELECT content_type AS AttachmentContentType, content_base64 AS AttachmentFile, filename AS AttachmentFilename
         FROM attachments WHERE id = ? AND customer_id = ?`,
      )
      .get(reference, customerId) as AttachmentFileWire | undefined;
    return (
      attachment ?? this.deviations.document(customerId, reference) ?? this.timeReports.receipt(customerId, reference, nowMs)
    );
  }
}
