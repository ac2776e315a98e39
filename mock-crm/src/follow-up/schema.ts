import type { Migration } from '../store/migrations.js';

/**
 * What the follow-up calls need beyond the order world's tables: a general complaint's typed
 * booking number and contact details, and the mail service's outbox (any mail the portals send:
 * general complaints, later password-reset links). Times are epoch milliseconds.
 */
export const followUpMigration: Migration = {
  name: '030-deviation-details-and-mail-outbox',
  sql: `
  ALTER TABLE deviations ADD COLUMN order_number TEXT;
  ALTER TABLE deviations ADD COLUMN contact_json TEXT;
  CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    sent_ms INTEGER NOT NULL,
    recipient TEXT,
    subject TEXT NOT NULL,
    content TEXT NOT NULL
  );
  CREATE INDEX mail_outbox_by_time ON mail_outbox(sent_ms);
  `,
};

/**
 * The customer's online signature of a report the interpreter sent unsigned (issue 15 item 7,
 * SignTimeReport): the PNG goes into `signature_png_base64` as a signature taken on the
 * interpreter's screen does; these keep who signed and when (the CRM clock's epoch milliseconds).
 */
export const timeReportOnlineSignatureMigration: Migration = {
  name: '031-time-report-online-signature',
  sql: `
  ALTER TABLE time_reports ADD COLUMN signed_by_name TEXT;
  ALTER TABLE time_reports ADD COLUMN signed_online_ms INTEGER;
  `,
};
