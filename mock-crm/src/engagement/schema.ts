import type { Migration } from '../store/migrations.js';

/** The push service and analytics (issue 6, spec 3 §7): registered browsers, and the events logged. */
export const pushServiceMigration: Migration = {
  name: '071-push-service',
  sql: `CREATE TABLE push_users (
     customer_id TEXT NOT NULL REFERENCES customers(id),
     browser_id TEXT NOT NULL,
     permission TEXT NOT NULL,
     language TEXT NOT NULL,
     registered_ms INTEGER NOT NULL,
     PRIMARY KEY (customer_id, browser_id)
   );
   CREATE TABLE push_events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     customer_id TEXT NOT NULL REFERENCES customers(id),
     browser_id TEXT NOT NULL,
     event TEXT NOT NULL,
     at_ms INTEGER NOT NULL
   );
   CREATE INDEX push_events_by_time ON push_events(at_ms);`,
};
