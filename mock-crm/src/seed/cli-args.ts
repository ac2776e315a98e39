import { DEFAULT_SEED } from './seed.js';

/** What `npm run seed` was asked to do. */
export interface SeedCommand {
  readonly kind: 'seed';
  /** The database file, relative to where the command runs, or `:memory:`. */
  readonly db: string;
  /** Orders in the whole store; absent means the seeding's own default. */
  readonly orders?: number;
  /** The faker seed; absent means the seeding's own default. */
  readonly seed?: number;
  /** Replace a database that already holds data. */
  readonly force: boolean;
}

export type ParsedSeedArgs = SeedCommand | { readonly kind: 'help' } | { readonly kind: 'invalid'; readonly message: string };

export const DEFAULT_SEED_DB = '.data/mock-crm.sqlite';

export const SEED_USAGE = `Usage: npm run seed -- [--orders <n>] [--seed <n>] [--db <path>] [--force]

Creates the mock CRM's database and fills it with the deterministic demo world.

  --orders <n>  orders in the store (default: 10000): the demo customers 1001 and 1002 share up to
                10,000; the rest go to scale customers 2001, 2002, … (300 each, password Skalkund1),
                so --orders 100000 adds 300 of them. The other fixed customers get 150 each besides.
  --seed <n>    the random seed: the same seed gives the same world (default: ${DEFAULT_SEED})
  --db <path>   the database file (default: ${DEFAULT_SEED_DB})
  --force       replace a database that already holds data (stop mock-crm first)
  --help        this text`;

const OPTIONS = '--orders, --seed, --db, --force, --help';

/** Digits, optionally grouped by underscores (100_000); null for anything else. */
function wholeNumber(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+(_\d+)*$/.test(text)) return null;
  const value = Number(text.replaceAll('_', ''));
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Reads the seed command's arguments (without node and the script): `--name value` or
 * `--name=value`; a repeated option takes its last value. Bad input answers `invalid` with a
 * message that says what was wrong.
 */
export function parseSeedArgs(argv: readonly string[]): ParsedSeedArgs {
  const invalid = (message: string): ParsedSeedArgs => ({ kind: 'invalid', message });
  let db = DEFAULT_SEED_DB;
  let force = false;
  const numbers: { orders?: number; seed?: number } = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    const inline = equals > 0 ? arg.slice(equals + 1) : undefined;

    if (name === '--help' || name === '-h') return { kind: 'help' };
    if (name === '--force') {
      if (inline !== undefined) return invalid('--force takes no value');
      force = true;
      continue;
    }
    if (name !== '--db' && name !== '--orders' && name !== '--seed') {
      return invalid(`${arg.startsWith('-') ? `unknown option ${name}` : `unexpected argument "${arg}"`} (options: ${OPTIONS})`);
    }
    const next = argv[i + 1];
    const raw = inline ?? (next === undefined || next.startsWith('--') ? undefined : next);
    if (raw === undefined)
      return invalid(`${name} needs a value, e.g. ${name === '--db' ? '--db .data/demo.sqlite' : `${name} 1000`}`);
    if (inline === undefined) i++;

    if (name === '--db') {
      if (raw.trim() === '') return invalid('--db needs a file path, got ""');
      db = raw;
    } else {
      const value = wholeNumber(raw);
      if (value === null) return invalid(`${name} must be a whole number ≥ 0, got "${raw}"`);
      numbers[name === '--orders' ? 'orders' : 'seed'] = value;
    }
  }
  return { kind: 'seed', db, force, ...numbers };
}
