import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNS, FUZZ_TESTS, fuzzRuns } from '../../../scripts/lib/fuzz-args.mjs';

const ROOT = new URL('../../../', import.meta.url).pathname;

describe('npm run fuzz (issue 17, defect 11)', () => {
  it('runs a script that exists, on fuzz tests that exist', () => {
    const { scripts } = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts: Record<string, string> };
    // Every `node scripts/….mjs` of package.json is there (npm run fuzz once pointed at a missing file).
    for (const [name, command] of Object.entries(scripts)) {
      const file = /^node (\S+\.mjs)/.exec(command)?.[1];
      if (file) expect(existsSync(`${ROOT}${file}`), `npm run ${name}: ${file}`).toBe(true);
    }
    expect(scripts.fuzz).toBe('node scripts/fuzz.mjs');
    for (const file of FUZZ_TESTS) expect(existsSync(`${ROOT}${file}`), file).toBe(true);
  });

  it('takes the number of runs per property as its argument', () => {
    expect(fuzzRuns([])).toEqual({ runs: DEFAULT_RUNS });
    expect(fuzzRuns(['5000'])).toEqual({ runs: 5000 });
    for (const bad of [['0'], ['-3'], ['1.5'], ['many'], ['10', '20']])
      expect(fuzzRuns(bad).error).toMatch(/^usage: npm run fuzz/);
  });
});
