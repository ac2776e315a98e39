import type { Database } from 'better-sqlite3';
import { ordersMigration } from '../orders/schema.js';
import { servicesMigration } from './services-schema.js';
import { followUpMigration, timeReportOnlineSignatureMigration } from '../follow-up/schema.js';
import { directBookingMigration } from '../direct-booking/schema.js';
import { orderChannelsMigration } from '../reports/schema.js';
import { passwordResetsMigration } from '../account/schema.js';
import { articlesByNameMigration, ordersByDurationMigration } from '../orders/search-index.js';
import { customerUsersMigration } from '../users/schema.js';
import { pushServiceMigration } from '../engagement/schema.js';
import {
  interpreterAssignmentPreferencesMigration,
  interpreterSideMigration,
  interpreterTimeReportsMigration,
} from '../interpreter/schema.js';
import { interpreterAvailabilityMigration, interpreterNotificationsMigration } from '../interpreter/schema.js';

/**
 * Named schema steps: each runs once, recorded by name in `migrations`, so areas of the mock can
 * add their own without renumbering each other's. A step never changes once it has shipped.
 */
export interface Migration {
  readonly name: string;
  readonly sql: string;
}

const accounts: Migration = {
  name: '001-accounts-and-catalogue',
  sql: `CREATE TABLE customers (
     id TEXT PRIMARY KEY,
     number TEXT NOT NULL UNIQUE,
     name TEXT NOT NULL,
     department TEXT,
     organisation_number TEXT,
     phone_direct TEXT,
     phone_switchboard TEXT,
     address_row1 TEXT, address_row2 TEXT, care_of TEXT, postal_code TEXT, city TEXT, country TEXT,
     can_create_auto_assign_order INTEGER NOT NULL,
     orderer_requires_email INTEGER NOT NULL,
     contact_requires_email INTEGER NOT NULL,
     kpi_reports INTEGER NOT NULL,
     password_salt TEXT NOT NULL,
     password_hash TEXT NOT NULL
   );
   CREATE TABLE sessions (
     token TEXT PRIMARY KEY,
     customer_id TEXT NOT NULL REFERENCES customers(id),
     expires_at_ns TEXT NOT NULL
   );
   CREATE TABLE contact_persons (
     id TEXT PRIMARY KEY,
     customer_id TEXT NOT NULL REFERENCES customers(id),
     first_name TEXT NOT NULL, last_name TEXT NOT NULL, title TEXT,
     email TEXT, phone_direct TEXT, phone_mobile TEXT
   );
   CREATE INDEX contact_persons_by_customer ON contact_persons(customer_id);
   CREATE TABLE skills (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL UNIQUE
   );
   CREATE TABLE skill_substitutes (
     skill_id TEXT NOT NULL REFERENCES skills(id),
     substitute_id TEXT NOT NULL REFERENCES skills(id),
     PRIMARY KEY (skill_id, substitute_id)
   );
   CREATE TABLE articles (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL
   );
   CREATE TABLE log_entries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     received_at TEXT NOT NULL,
     level TEXT NOT NULL,
     message TEXT NOT NULL
   );`,
};

/** Every step, in the order a fresh database gets them; add an area's steps at the end. */
export const MIGRATIONS: readonly Migration[] = [
  accounts,
  ordersMigration,
  servicesMigration,
  followUpMigration,
  directBookingMigration,
  orderChannelsMigration,
  ordersByDurationMigration,
  passwordResetsMigration,
  customerUsersMigration,
  pushServiceMigration,
  interpreterSideMigration,
  interpreterTimeReportsMigration,
  timeReportOnlineSignatureMigration,
  interpreterAssignmentPreferencesMigration,
  interpreterNotificationsMigration,
  interpreterAvailabilityMigration,
  articlesByNameMigration,
];

export function migrate(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set((db.prepare('SELECT name FROM migrations').all() as { name: string }[]).map((row) => row.name));
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.name)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare("INSERT INTO migrations (name, applied_at) VALUES (?, datetime('now'))").run(migration.name);
    })();
  }
}
