import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import fp from 'fastify-plugin';
import { migrate } from '../store/migrations.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export function openDatabase(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  // WAL with synchronous FULL: an acknowledged write is on disk before the answer leaves.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  keepSortsInMemory(db);
  migrate(db);
  return db;
}

/** A read-only connection to the database file the server has opened (a search thread's). */
export function openReadOnlyDatabase(path: string): Database {
  const db = new BetterSqlite3(path, { readonly: true, fileMustExist: true });
  keepSortsInMemory(db);
  return db;
}

/**
 * The sorts and subquery results of a statement (SearchOrders makes several per order) in memory,
 * not in temporary files: about 5 % of a month's answer made afresh (bench/search-orders.bench.ts).
 */
function keepSortsInMemory(db: Database): void {
  db.pragma('temp_store = MEMORY');
}

export const storePlugin = fp(
  async (app, options: { path: string }) => {
    const db = openDatabase(options.path);
    app.decorate('db', db);
    app.addHook('onClose', async () => db.close());
  },
  { name: 'store' },
);
