// `npm run fuzz [-- <count>]`: the mock CRM's request fuzzers with <count> runs per property
// (default 1000; `npm test` runs them with their own defaults too).
import { join } from 'node:path';
import { FUZZ_TESTS, fuzzRuns } from './lib/fuzz-args.mjs';
import { BIN, ROOT, run } from './lib/run.mjs';

const { runs, error } = fuzzRuns(process.argv.slice(2));
if (error) {
  console.error(error);
  process.exit(2);
}
console.log(`› fuzzing the mock CRM's requests, ${runs} runs per property`);
const code = await run(join(BIN, 'vitest'), ['run', ...FUZZ_TESTS], {
  cwd: ROOT,
  env: { ...process.env, FUZZ_RUNS: String(runs) },
});
process.exit(code);
