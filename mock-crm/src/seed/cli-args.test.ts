import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED_DB, parseSeedArgs } from './cli-args.js';

describe('the seed command line', () => {
  it('defaults to the usual database, the seeding’s own order count and seed, no force', () => {
    expect(parseSeedArgs([])).toEqual({ kind: 'seed', db: DEFAULT_SEED_DB, force: false });
  });

  it('reads every option, as "--name value" or "--name=value"', () => {
    expect(parseSeedArgs(['--orders', '100000', '--seed=7', '--db', '/tmp/x.sqlite', '--force'])).toEqual({
      kind: 'seed',
      db: '/tmp/x.sqlite',
      orders: 100000,
      seed: 7,
      force: true,
    });
    expect(parseSeedArgs(['--orders=100_000', '--db=:memory:'])).toEqual({
      kind: 'seed',
      db: ':memory:',
      orders: 100000,
      force: false,
    });
  });

  it('takes the last value of a repeated option, and 0 orders', () => {
    expect(parseSeedArgs(['--orders', '5', '--orders', '0'])).toMatchObject({ orders: 0 });
  });

  it('answers help for --help or -h, whatever else is there', () => {
    expect(parseSeedArgs(['--orders', '5', '--help'])).toEqual({ kind: 'help' });
    expect(parseSeedArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--orders', 'many'], '--orders must be a whole number ≥ 0, got "many"'],
    [['--orders', '-5'], '--orders must be a whole number ≥ 0, got "-5"'],
    [['--orders=-5'], '--orders must be a whole number ≥ 0, got "-5"'],
    [['--orders', '1.5'], '--orders must be a whole number ≥ 0, got "1.5"'],
    [['--orders', '1e5'], '--orders must be a whole number ≥ 0, got "1e5"'],
    [['--orders', '99999999999999999999'], '--orders must be a whole number ≥ 0, got "99999999999999999999"'],
    [['--seed', ''], '--seed must be a whole number ≥ 0, got ""'],
    [['--orders'], '--orders needs a value, e.g. --orders 1000'],
    [['--orders', '--force'], '--orders needs a value, e.g. --orders 1000'],
    [['--db'], '--db needs a value, e.g. --db .data/demo.sqlite'],
    [['--db='], '--db needs a file path, got ""'],
    [['--force=yes'], '--force takes no value'],
    [['--order', '5'], 'unknown option --order (options: --orders, --seed, --db, --force, --help)'],
    [['-f'], 'unknown option -f (options: --orders, --seed, --db, --force, --help)'],
    [['100000'], 'unexpected argument "100000" (options: --orders, --seed, --db, --force, --help)'],
  ])('refuses %j: %s', (argv, message) => {
    expect(parseSeedArgs(argv)).toEqual({ kind: 'invalid', message });
  });
});
