import type { Database } from 'better-sqlite3';
import { ErrorCode, errorItem, type ErrorItem, type SignatureUploadWire } from '@tolk/crm-contract';
import { INVALID_FILE_MESSAGE, imageTypeOf } from '../interpreter/time-report-submission.js';
import { InterpreterNews } from '../interpreter/interpreter-news.js';
import type { OrderRow } from '../orders/order-row.js';

/**
 * The customer's online signature of a received time report that has none (issue 15 item 7,
 * SignTimeReport): the interpreter sent it with a reason, or it is one of the pool's unsigned paper
 * reports. Signed once: the PNG goes where a signature taken on the interpreter's screen is kept,
 * so GetTimeReportSignature shows it alike, with the signer's name and the CRM clock's time.
 */
export class TimeReportSigning {
  /** The interpreter who sent the report is told it is signed (issue 15). */
  private readonly interpreterNews: InterpreterNews;

  constructor(private readonly db: Database) {
    this.interpreterNews = new InterpreterNews(db);
  }

  /** Signs the report of an order the caller has already checked is the customer's; the refusal, or null when signed. */
  sign(orderId: string, signature: SignatureUploadWire, signerName: string, nowMs: number): ErrorItem | null {
    const report = this.db
      .prepare('SELECT signature_png_base64 FROM time_reports WHERE order_id = ? AND received_ms <= ?')
      .get(orderId, nowMs) as { signature_png_base64: string | null } | undefined;
    if (!report) return errorItem(ErrorCode.TimeReportNotReceived);
    if (report.signature_png_base64 !== null)
      return errorItem(ErrorCode.CannotUpdateTimeReport, 'the time report has been signed already');
    const name = signerName.trim();
    if (name === '') return errorItem(ErrorCode.MandatoryFieldMissing, 'SignerName is required');
    if (
      signature.ContentType.trim().toLowerCase() !== 'image/png' ||
      imageTypeOf(Buffer.from(signature.Base64, 'base64')) !== 'image/png'
    )
      return errorItem(ErrorCode.FileNotFound, `${INVALID_FILE_MESSAGE} (the signature must be a PNG image)`);
    // Only an unsigned report is written, so a second signature can never replace the first.
    const signed = this.db
      .prepare(
        `UPDATE time_reports SET signature_png_base64 = ?, signed_by_name = ?, signed_online_ms = ?
         WHERE order_id = ? AND signature_png_base64 IS NULL`,
      )
      .run(signature.Base64, name, nowMs, orderId);
    if (signed.changes !== 1) return errorItem(ErrorCode.CannotUpdateTimeReport, 'the time report has been signed already');
    const reporter = this.db
      .prepare(
        `SELECT o.*, t.reported_by_interpreter_id AS reporter FROM time_reports t JOIN orders o ON o.id = t.order_id WHERE t.order_id = ?`,
      )
      .get(orderId) as (OrderRow & { reporter: string | null }) | undefined;
    if (reporter) this.interpreterNews.timeReportSigned(reporter, reporter.reporter, name, nowMs);
    return null;
  }
}
