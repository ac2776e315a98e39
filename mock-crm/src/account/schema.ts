import type { Migration } from '../store/migrations.js';

/** Password-reset tokens (issue 6): one row per mailed link; used_ms marks it spent. */
export const passwordResetsMigration: Migration = {
  name: '040-password-resets',
  sql: `CREATE TABLE password_resets (
     token TEXT PRIMARY KEY,
     customer_id TEXT NOT NULL REFERENCES customers(id),
     created_ms INTEGER NOT NULL,
     expires_ms INTEGER NOT NULL,
     used_ms INTEGER
   );
   CREATE INDEX password_resets_by_customer ON password_resets(customer_id);`,
};
