import type { Database } from 'better-sqlite3';

/** Append-only: each entry runs once, in order, recorded in PRAGMA user_version. */
const migrations: readonly string[] = [
  `CREATE TABLE customers (
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
];

export function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
