import type { Migration } from '../store/migrations.js';

/**
 * The order world: the interpreters the simulated dispatcher assigns, the orders with their
 * snapshots of what was asked, and what follows an order (notifications, attachments, the time
 * report). Times are epoch milliseconds so that periods are plain integer ranges.
 */
export const ordersMigration: Migration = {
  name: '010-orders',
  sql: `
  CREATE TABLE interpreters (
    id TEXT PRIMARY KEY,
    number TEXT NOT NULL UNIQUE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    gender INTEGER NOT NULL,
    competence_level INTEGER NOT NULL,
    phone TEXT NOT NULL
  );
  CREATE TABLE interpreter_skills (
    interpreter_id TEXT NOT NULL REFERENCES interpreters(id),
    skill_id TEXT NOT NULL REFERENCES skills(id),
    PRIMARY KEY (skill_id, interpreter_id)
  );
  CREATE TABLE order_numbers (last INTEGER NOT NULL);
  INSERT INTO order_numbers VALUES (4100000);
  CREATE TABLE orders (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id),
    number TEXT NOT NULL UNIQUE,
    group_id TEXT,
    group_description TEXT,
    group_same_resource INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    sub_status INTEGER NOT NULL,
    start_ms INTEGER NOT NULL,
    end_ms INTEGER NOT NULL,
    ordered_start_ms INTEGER NOT NULL,
    ordered_end_ms INTEGER NOT NULL,
    submitted_ms INTEGER,
    dispatch_at_ms INTEGER NOT NULL,
    service_id TEXT NOT NULL,
    service_id_ordered TEXT NOT NULL,
    service_name TEXT NOT NULL,
    is_remote INTEGER NOT NULL,
    skill_id TEXT NOT NULL,
    skill_name TEXT NOT NULL,
    substitute_skill_id TEXT,
    competence_level INTEGER,
    competence_or_higher INTEGER NOT NULL,
    competence_exact INTEGER NOT NULL,
    gender INTEGER,
    gender_required INTEGER NOT NULL,
    preferred_resource TEXT,
    preferred_resource_level INTEGER,
    notes TEXT,
    additional_requirements TEXT,
    customer_reference TEXT,
    customer_order_number TEXT,
    invoice_receiver_id TEXT,
    address_row1 TEXT,
    care_of TEXT,
    postal_code TEXT,
    city TEXT,
    county TEXT,
    is_home_address INTEGER NOT NULL DEFAULT 0,
    meeting_platform_id TEXT,
    meeting_platform_name TEXT,
    meeting_url TEXT,
    meeting_pass_code TEXT,
    meeting_phone TEXT,
    bank_id_required INTEGER NOT NULL DEFAULT 0,
    orderer_json TEXT,
    contact_json TEXT,
    alternative_services_json TEXT NOT NULL DEFAULT '[]',
    additional_services_json TEXT NOT NULL DEFAULT '[]',
    interpreter_id TEXT REFERENCES interpreters(id),
    previous_interpreter_id TEXT REFERENCES interpreters(id),
    rating INTEGER,
    rating_comment TEXT,
    rating_reason_id TEXT,
    cancelled_ms INTEGER,
    cancel_reason_id TEXT,
    late_cancellation INTEGER NOT NULL DEFAULT 0,
    replaced_by_order_id TEXT,
    created_ms INTEGER NOT NULL
  );
  CREATE INDEX orders_by_customer_period ON orders(customer_id, start_ms, end_ms);
  CREATE INDEX orders_by_status_dispatch ON orders(status, dispatch_at_ms);
  CREATE INDEX orders_by_status_end ON orders(status, end_ms);
  CREATE INDEX orders_by_interpreter ON orders(interpreter_id, start_ms);
  CREATE TABLE notifications (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id),
    order_id TEXT REFERENCES orders(id),
    headline TEXT NOT NULL,
    message TEXT NOT NULL,
    sent_ms INTEGER NOT NULL,
    is_read INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX notifications_by_customer ON notifications(customer_id, sent_ms);
  CREATE INDEX notifications_by_order ON notifications(order_id);
  CREATE TABLE attachments (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id),
    order_id TEXT NOT NULL REFERENCES orders(id),
    filename TEXT NOT NULL,
    content_type TEXT NOT NULL,
    description TEXT,
    content_base64 TEXT NOT NULL
  );
  CREATE INDEX attachments_by_order ON attachments(order_id);
  CREATE TABLE deviations (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES customers(id),
    order_id TEXT REFERENCES orders(id),
    number TEXT NOT NULL UNIQUE,
    status_id INTEGER NOT NULL,
    complaint_reason_id TEXT,
    contact_person_id TEXT,
    description TEXT NOT NULL,
    reply_email TEXT,
    responsible TEXT,
    answer TEXT,
    arrived_ms INTEGER NOT NULL,
    answer_due_ms INTEGER NOT NULL,
    documents_json TEXT NOT NULL DEFAULT '[]'
  );
  CREATE INDEX deviations_by_customer ON deviations(customer_id, arrived_ms);
  CREATE INDEX deviations_by_order ON deviations(order_id);
  CREATE TABLE time_reports (
    order_id TEXT PRIMARY KEY REFERENCES orders(id),
    started_ms INTEGER NOT NULL,
    ended_ms INTEGER NOT NULL,
    break_minutes INTEGER NOT NULL,
    travel_to_seconds INTEGER,
    travel_from_seconds INTEGER,
    distance_to_km REAL,
    distance_from_km REAL,
    travel_to_from_ms INTEGER, travel_to_to_ms INTEGER,
    travel_from_from_ms INTEGER, travel_from_to_ms INTEGER,
    expenses_json TEXT NOT NULL DEFAULT '[]',
    signature_png_base64 TEXT,
    received_ms INTEGER NOT NULL
  );
  `,
};
