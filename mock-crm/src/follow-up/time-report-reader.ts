import type { Database } from 'better-sqlite3';
import type { AttachmentFileWire, SignatureWire, TimeReportWire } from '@tolk/crm-contract';
import { toCrmDateTime } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import { receiptJpeg, receiptPdf } from './receipt-files.js';

/** A row of `time_reports` (orders/time-reports.ts writes them when an order is performed). */
interface TimeReportRow {
  order_id: string;
  started_ms: number;
  ended_ms: number;
  break_minutes: number;
  travel_to_seconds: number | null;
  travel_from_seconds: number | null;
  distance_to_km: number | null;
  distance_from_km: number | null;
  travel_to_from_ms: number | null;
  travel_to_to_ms: number | null;
  travel_from_from_ms: number | null;
  travel_from_to_ms: number | null;
  expenses_json: string;
  signature_png_base64: string | null;
  received_ms: number;
  /** The interpreter's reason for sending the report unsigned (issue 15); null for the pool's. */
  no_signature_reason: string | null;
}

/** An expense as `expenses_json` keeps it; an interpreter's expense may have no receipt (null). */
interface StoredExpense {
  readonly ExpenseType: number;
  readonly AmountWithVAT: number;
  readonly AttachmentFilename: string | null;
  readonly AttachmentReference: string | null;
}

/** The report as mock-crm sends it: always with the reason (null when there is none). */
export type ReceivedTimeReport = TimeReportWire & { NoSignatureReason: string | null };

const RECEIPT_REFERENCE = /^receipt-(.+)-\d+$/;
const crmTime = (epochMs: number) => toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(epochMs));
const crmTimeOrNull = (epochMs: number | null) => (epochMs === null ? null : crmTime(epochMs));

/**
 * The customer's view of an interpreter's time report: only once the CRM has received it
 * (`received_ms` on the mock's clock), with the signature and the expense receipts.
 */
export class TimeReportReader {
  constructor(private readonly db: Database) {}

  /** The report of an order the caller has already checked is the customer's; null until received. */
  received(orderId: string, nowMs: number): { Signature: SignatureWire | null; TimeReport: ReceivedTimeReport } | null {
    const row = this.db.prepare('SELECT * FROM time_reports WHERE order_id = ? AND received_ms <= ?').get(orderId, nowMs) as
      TimeReportRow | undefined;
    if (!row) return null;
    const number = this.db.prepare('SELECT number FROM orders WHERE id = ?').pluck().get(orderId) as string;
    return { Signature: signatureOf(row, number), TimeReport: reportOf(row) };
  }

  /** A receipt of one of the customer's received reports (`receipt-<order>-<n>`), as a generated file. */
  receipt(customerId: string, reference: string, nowMs: number): AttachmentFileWire | null {
    const orderId = RECEIPT_REFERENCE.exec(reference)?.[1];
    if (!orderId) return null;
    const found = this.db
      .prepare(
        `SELECT t.expenses_json, o.number, t.ended_ms FROM time_reports t JOIN orders o ON o.id = t.order_id
         WHERE t.order_id = ? AND o.customer_id = ? AND t.received_ms <= ?`,
      )
      .get(orderId, customerId, nowMs) as { expenses_json: string; number: string; ended_ms: number } | undefined;
    const expense =
      found && (JSON.parse(found.expenses_json) as StoredExpense[]).find((e) => e.AttachmentReference === reference);
    if (!found || !expense) return null;
    // A receipt an interpreter sent (interpreter/time-report-submission.ts) is served as sent.
    const sent = this.db
      .prepare('SELECT filename, content_type, file_base64 FROM time_report_receipts WHERE reference = ? AND order_id = ?')
      .get(reference, orderId) as { filename: string; content_type: string; file_base64: string } | undefined;
    if (sent)
      return { AttachmentContentType: sent.content_type, AttachmentFile: sent.file_base64, AttachmentFilename: sent.filename };
    const isPdf = (expense.AttachmentFilename ?? '').toLowerCase().endsWith('.pdf');
    const file = isPdf
      ? receiptPdf([
          'Kvitto',
          expense.ExpenseType === 1 ? 'Parkering' : 'Utlägg',
          `Belopp ${expense.AmountWithVAT.toFixed(2).replace('.', ',')} kr inkl. moms`,
          `Uppdrag ${found.number}`,
          `Datum ${crmTime(found.ended_ms).slice(0, 10)}`,
        ])
      : receiptJpeg();
    return {
      AttachmentContentType: isPdf ? 'application/pdf' : 'image/jpeg',
      AttachmentFile: file.toString('base64'),
      AttachmentFilename: expense.AttachmentFilename ?? 'kvitto.jpg',
    };
  }
}

function signatureOf(row: TimeReportRow, orderNumber: string): SignatureWire | null {
  if (row.signature_png_base64 === null) return null;
  return {
    SignatureContentSize: Buffer.from(row.signature_png_base64, 'base64').length,
    SignatureContentType: 'image/png',
    SignatureFile: row.signature_png_base64,
    SignatureFilename: `signatur-${orderNumber}.png`,
  };
}

function reportOf(row: TimeReportRow): ReceivedTimeReport {
  return {
    DatetimeOriginalFrom: crmTime(row.started_ms),
    DatetimeOriginalTo: crmTime(row.ended_ms),
    TraveltimeToAssignment: row.travel_to_seconds,
    TraveltimeFromAssignment: row.travel_from_seconds,
    // The mock keeps one figure per direction: the distance travelled is the distance to the place.
    TravelDistanceTo: row.distance_to_km,
    TravelDistanceFrom: row.distance_from_km,
    DistanceToAssignment: row.distance_to_km,
    DistanceFromAssignment: row.distance_from_km,
    DatetimeTravelToAssignmentFrom: crmTimeOrNull(row.travel_to_from_ms),
    DatetimeTravelToAssignmentTo: crmTimeOrNull(row.travel_to_to_ms),
    DatetimeTravelFromAssignmentFrom: crmTimeOrNull(row.travel_from_from_ms),
    DatetimeTravelFromAssignmentTo: crmTimeOrNull(row.travel_from_to_ms),
    Downtime: row.break_minutes,
    Expenses: (JSON.parse(row.expenses_json) as StoredExpense[]).map((e) => ({
      ExpenseType: e.ExpenseType,
      AmountWithVAT: e.AmountWithVAT,
      AttachmentMetadata:
        e.AttachmentFilename !== null && e.AttachmentReference !== null
          ? { AttachmentFilename: e.AttachmentFilename, AttachmentReference: e.AttachmentReference }
          : null,
    })),
    // Kept after an online signature too: why the customer was asked to sign.
    NoSignatureReason: row.no_signature_reason,
  };
}
