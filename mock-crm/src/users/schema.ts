import type { Migration } from '../store/migrations.js';

/** The customers' portal users (issue 6, /settings/manageusers): type 1 administrator, 2 orderer. */
export const customerUsersMigration: Migration = {
  name: '070-customer-users',
  sql: `CREATE TABLE customer_users (
     id TEXT PRIMARY KEY,
     customer_id TEXT NOT NULL REFERENCES customers(id),
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     type_id INTEGER NOT NULL CHECK (type_id IN (1, 2))
   );
   CREATE INDEX customer_users_by_customer ON customer_users(customer_id);
   CREATE UNIQUE INDEX customer_users_email ON customer_users(customer_id, lower(email));`,
};
