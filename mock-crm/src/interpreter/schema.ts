import type { Migration } from '../store/migrations.js';

/**
 * The interpreter side (issue 15): interpreters who use the portal have an e-mail address; the
 * offers of orders to them (one live offer per order at a time), their login links and tokens, and
 * their progress through an assignment (spec 3 §4). Times are epoch milliseconds on the mock's clock.
 */
export const interpreterSideMigration: Migration = {
  name: '020-interpreter-side',
  sql: `
  ALTER TABLE interpreters ADD COLUMN email TEXT;
  CREATE UNIQUE INDEX interpreters_by_email ON interpreters(email) WHERE email IS NOT NULL;
  CREATE TABLE resource_requests (
    id TEXT PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES orders(id),
    interpreter_id TEXT NOT NULL REFERENCES interpreters(id),
    based_on_substitute INTEGER NOT NULL,
    offered_ms INTEGER NOT NULL,
    expires_ms INTEGER NOT NULL,
    -- offered, accepted, declined, expired, withdrawn (the order changed before an answer)
    state TEXT NOT NULL,
    answered_ms INTEGER
  );
  CREATE INDEX resource_requests_by_interpreter ON resource_requests(interpreter_id, state);
  CREATE INDEX resource_requests_by_order ON resource_requests(order_id, state);
  CREATE TABLE interpreter_login_links (
    ticket_hash TEXT PRIMARY KEY,
    interpreter_id TEXT NOT NULL REFERENCES interpreters(id),
    issued_ms INTEGER NOT NULL,
    expires_ms INTEGER NOT NULL,
    used_ms INTEGER
  );
  CREATE INDEX interpreter_login_links_by_interpreter ON interpreter_login_links(interpreter_id, issued_ms);
  CREATE TABLE interpreter_sessions (
    token TEXT PRIMARY KEY,
    interpreter_id TEXT NOT NULL REFERENCES interpreters(id),
    expires_ms INTEGER NOT NULL
  );
  CREATE TABLE interpreter_renewal_keys (
    key_hash TEXT PRIMARY KEY,
    interpreter_id TEXT NOT NULL REFERENCES interpreters(id),
    expires_ms INTEGER NOT NULL
  );
  CREATE TABLE assignment_progress (
    order_id TEXT PRIMARY KEY REFERENCES orders(id),
    interpreter_id TEXT NOT NULL REFERENCES interpreters(id),
    trip_started_ms INTEGER,
    checked_in_ms INTEGER,
    work_started_ms INTEGER,
    done_ms INTEGER,
    cannot_complete_ms INTEGER,
    cannot_complete_reason TEXT
  );
  `,
};

/**
 * The interpreter's own time report (issue 15 item 7) goes into `time_reports` like the pool's
 * simulated one, with what only it has: the reason the client did not sign, the home trip, and the
 * receipt photos as sent (`receipt-<order>-<n>`, served by GetAttachmentCustomer).
 */
export const interpreterTimeReportsMigration: Migration = {
  name: '021-interpreter-time-reports',
  sql: `
  ALTER TABLE time_reports ADD COLUMN no_signature_reason TEXT;
  ALTER TABLE time_reports ADD COLUMN is_home_trip INTEGER;
  ALTER TABLE time_reports ADD COLUMN reported_by_interpreter_id TEXT REFERENCES interpreters(id);
  CREATE TABLE time_report_receipts (
    reference TEXT PRIMARY KEY,
    order_id TEXT NOT NULL REFERENCES orders(id),
    filename TEXT NOT NULL,
    content_type TEXT NOT NULL,
    file_base64 TEXT NOT NULL
  );
  CREATE INDEX time_report_receipts_by_order ON time_report_receipts(order_id);
  `,
};

/**
 * The interpreter's assignment-chooser preferences (spec 3 §2; interpreter/preferences.ts): one row
 * per chosen agreement, article or business area; no row of a kind means all of it.
 */
export const interpreterAssignmentPreferencesMigration: Migration = {
  name: '022-interpreter-assignment-preferences',
  sql: `
  CREATE TABLE interpreter_assignment_preferences (
    interpreter_id TEXT NOT NULL REFERENCES interpreters(id),
    -- agreement, article, business-area
    kind TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (interpreter_id, kind, value)
  );
  `,
};

/**
 * The interpreter's notifications (issue 15): what the order world tells an interpreter who uses the
 * portal (a new request, a withdrawn request, a cancelled or changed assignment, a time report the
 * customer signed), each naming the request or assignment it is about; and the phone number an
 * order showed when its interpreter's number changed after it was over (UpdateInterpreterPhone
 * changes only the booked orders not yet ended, so the others keep theirs here).
 */
export const interpreterNotificationsMigration: Migration = {
  name: '025-interpreter-notifications-and-phone',
  sql: `
  CREATE TABLE interpreter_notifications (
    id TEXT PRIMARY KEY,
    interpreter_id TEXT NOT NULL REFERENCES interpreters(id),
    -- request-offered, request-withdrawn, assignment-cancelled, assignment-changed, time-report-signed
    event TEXT NOT NULL,
    order_id TEXT NOT NULL REFERENCES orders(id),
    order_number TEXT NOT NULL,
    resource_request_id TEXT REFERENCES resource_requests(id),
    work_assignment_id TEXT,
    headline TEXT NOT NULL,
    message TEXT NOT NULL,
    sent_ms INTEGER NOT NULL,
    is_read INTEGER NOT NULL
  );
  CREATE INDEX interpreter_notifications_by_interpreter ON interpreter_notifications(interpreter_id, sent_ms);
  CREATE TABLE order_resource_phones (
    order_id TEXT PRIMARY KEY REFERENCES orders(id),
    phone TEXT NOT NULL
  );
  `,
};

/**
 * The interpreter's availability (issue 16; interpreter/availability-store.ts): the weekly default's
 * slots (wall-clock `HH:mm`, one row per slot, numbered in time order within the weekday), the
 * exceptions (epoch ms on the mock's clock) and the last "Tolka nu" window. Article types are spec 3
 * §3's: 1 available, 2 available without inquiry, 3 unavailable. A database that has the demo
 * interpreters already gets their seeded default here (demo-interpreters.ts seeds it on a new one).
 */
export const interpreterAvailabilityMigration: Migration = {
  name: '026-interpreter-availability',
  sql: `
  CREATE TABLE interpreter_availability_slots (
    interpreter_id TEXT NOT NULL REFERENCES interpreters(id),
    weekday INTEGER NOT NULL,
    position INTEGER NOT NULL,
    time_from TEXT NOT NULL,
    time_to TEXT NOT NULL,
    article_type INTEGER NOT NULL,
    on_site INTEGER NOT NULL,
    phone INTEGER NOT NULL,
    PRIMARY KEY (interpreter_id, weekday, position)
  );
  CREATE TABLE interpreter_availability_exceptions (
    id TEXT PRIMARY KEY,
    interpreter_id TEXT NOT NULL REFERENCES interpreters(id),
    from_ms INTEGER NOT NULL,
    to_ms INTEGER NOT NULL,
    article_type INTEGER NOT NULL,
    on_site INTEGER NOT NULL,
    phone INTEGER NOT NULL,
    can_be_updated INTEGER NOT NULL
  );
  CREATE INDEX interpreter_availability_exceptions_by_interpreter
    ON interpreter_availability_exceptions(interpreter_id, from_ms);
  CREATE TABLE interpreter_acute_availability (
    interpreter_id TEXT PRIMARY KEY REFERENCES interpreters(id),
    from_ms INTEGER NOT NULL,
    to_ms INTEGER NOT NULL,
    on_site INTEGER NOT NULL,
    phone INTEGER NOT NULL
  );
  INSERT INTO interpreter_availability_slots (interpreter_id, weekday, position, time_from, time_to, article_type, on_site, phone)
    SELECT i.id, d.value, 1, '07:00', '21:00', 1, 1, 1
    FROM interpreters i JOIN json_each('[1,2,3,4,5,6,7]') d
    WHERE i.id LIKE 'interpreter-demo-%';
  `,
};
