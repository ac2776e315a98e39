// `npm run fuzz [-- <count>]`'s arguments: how many runs each fuzz property makes (FUZZ_RUNS).

/** The request fuzzers of mock-crm: every endpoint's body, and the reporting calls' query strings. */
export const FUZZ_TESTS = ['mock-crm/src/routes/fuzz.property.test.ts', 'mock-crm/src/routes/reports.fuzz.property.test.ts'];

export const DEFAULT_RUNS = 1000;

/**
 * `[]` → the default count; `['5000']` → 5000; anything else (a word, 0, a fraction, two counts)
 * is refused with a message saying how to call it.
 */
export function fuzzRuns(args) {
  if (args.length === 0) return { runs: DEFAULT_RUNS };
  const [count, ...rest] = args;
  if (rest.length > 0 || !/^[1-9]\d*$/.test(count)) {
    return { error: `usage: npm run fuzz [-- <runs per property, a whole number from 1>], not "${args.join(' ')}"` };
  }
  return { runs: Number(count) };
}
