// `npm run seed -- [--orders n] [--seed n] [--db path] [--force]`: creates and seeds a database
// (scripts/seed.mjs builds this first). Arguments are read by cli-args.ts.
import { existsSync, rmSync, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { openDatabase } from '../plugins/store.js';
import { SEED_USAGE, parseSeedArgs, type SeedCommand } from './cli-args.js';
import { DEFAULT_SEED, seedDatabase } from './seed.js';

/** Rows per table, the schema bookkeeping left out, largest first. */
function rowCounts(db: Database): [table: string, rows: number][] {
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'migrations' ORDER BY name",
    )
    .all() as { name: string }[];
  return tables
    .map(({ name }): [string, number] => [name, (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n])
    .sort((a, b) => b[1] - a[1]);
}

const describeCounts = (counts: [string, number][], limit = Infinity) => {
  const shown = counts.filter(([, rows]) => rows > 0).map(([table, rows]) => `${table} ${rows.toLocaleString('en-US')}`);
  return shown.length > limit ? `${shown.slice(0, limit).join(', ')}, …` : shown.join(', ');
};

/** Words joined by ", " on lines of at most `width` characters, each indented. */
const wrapped = (text: string, width = 100) =>
  text
    .split(', ')
    .reduce<string[]>((lines, part) => {
      const last = lines.at(-1);
      if (last !== undefined && last.length + part.length + 2 <= width) lines[lines.length - 1] = `${last}, ${part}`;
      else lines.push(part);
      return lines;
    }, [])
    .map((line) => `  ${line}`)
    .join(',\n');

/**
 * The rows an existing file holds when it holds a seeded world (customers, as the server's own
 * "seed when empty" check reads it); [] for a missing or empty file, or one with the schema only.
 */
function existingData(path: string): [string, number][] {
  if (path === ':memory:' || !existsSync(path) || statSync(path).size === 0) return [];
  const db = new BetterSqlite3(path, { readonly: true, fileMustExist: true });
  try {
    const counts = rowCounts(db);
    return counts.some(([table, rows]) => table === 'customers' && rows > 0) ? counts.filter(([, rows]) => rows > 0) : [];
  } finally {
    db.close();
  }
}

function seed(command: SeedCommand): number {
  const { db: path, force } = command;
  let existing: [string, number][];
  try {
    existing = existingData(path);
  } catch (error) {
    if (!force) {
      console.error(
        `✗ ${path} exists but cannot be read as a database (${(error as Error).message}). Add --force to replace it.`,
      );
      return 1;
    }
    existing = [];
  }
  if (existing.length > 0 && !force) {
    console.error(`✗ ${path} already holds data (${describeCounts(existing, 4)}).`);
    console.error('  Add --force to replace it (stop mock-crm first), or choose another file with --db.');
    return 1;
  }
  if (force && path !== ':memory:') {
    for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
  }

  const started = performance.now();
  const db = openDatabase(path);
  try {
    seedDatabase(db, {
      ...(command.seed === undefined ? {} : { seed: command.seed }),
      ...(command.orders === undefined ? {} : { orders: command.orders }),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`✓ seeded ${path} in ${seconds} s (seed ${command.seed ?? DEFAULT_SEED}${force ? ', replaced' : ''})`);
    console.log(wrapped(describeCounts(rowCounts(db))));
  } finally {
    db.close();
  }
  return 0;
}

const parsed = parseSeedArgs(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(SEED_USAGE);
} else if (parsed.kind === 'invalid') {
  console.error(`✗ ${parsed.message}\n\n${SEED_USAGE}`);
  process.exitCode = 2;
} else {
  process.exitCode = seed(parsed);
}
