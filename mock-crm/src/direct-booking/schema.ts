import type { Migration } from '../store/migrations.js';

/**
 * Direct booking: the interpreters an availability check holds for a client's session until the
 * order follows (docs/api.md, "Direct booking"). A hold belongs to one customer's session; times
 * are epoch milliseconds on the mock's clock.
 */
export const directBookingMigration: Migration = {
  name: '040-direct-booking-holds',
  sql: `
  CREATE TABLE direct_booking_holds (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id TEXT NOT NULL REFERENCES customers(id),
    session_id TEXT NOT NULL,
    interpreter_id TEXT NOT NULL REFERENCES interpreters(id),
    skill_id TEXT NOT NULL REFERENCES skills(id),
    start_ms INTEGER NOT NULL,
    end_ms INTEGER NOT NULL,
    expires_ms INTEGER NOT NULL
  );
  CREATE INDEX direct_booking_holds_by_session ON direct_booking_holds(customer_id, session_id);
  CREATE INDEX direct_booking_holds_by_interpreter ON direct_booking_holds(interpreter_id, expires_ms);
  `,
};
