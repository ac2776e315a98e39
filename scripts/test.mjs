// `npm test`: lint, type-check and build, unit/property/contract tests (vitest), browser tests
// (Playwright in Debian's Chromium against the built apps and mock-crm). Ends with one line:
// `tests: N passed, M failed`. Lint and the build count as one check each.
// `--only <lint|unit|e2e>` runs one step (and the build); `--at <HH:MM | YYYY-MM-DD HH:MM>` runs the
// browser tests as if the clock read that Stockholm time (lib/faketime.mjs).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensureDependencies } from './lib/bootstrap.mjs';
import { ensureChromium, HEADLESS_SHELL } from './lib/chromium.mjs';
import { fakeTimeEnv } from './lib/faketime.mjs';
import { ensureRedis } from './lib/redis.mjs';
import { BIN, ROOT, run } from './lib/run.mjs';

const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const only = option('--only');
const at = option('--at');
const wants = (step) => only === null || only === step;
const reports = join(ROOT, 'node_modules/.cache/tolk-test');
rmSync(reports, { recursive: true, force: true });

const started = Date.now();
const tally = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const record = (name, passed, failed, skipped = 0, note = '') => {
  tally.passed += passed;
  tally.failed += failed;
  tally.skipped += skipped;
  lines.push(
    `  ${failed > 0 ? '✗' : '✓'} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${note ? ` (${note})` : ''}`,
  );
};
const check = async (name, fn) => {
  const t0 = Date.now();
  try {
    const ok = await fn();
    record(name, ok ? 1 : 0, ok ? 0 : 1, 0, `${Math.round((Date.now() - t0) / 1000)} s`);
    return ok;
  } catch (error) {
    console.error(`✗ ${name}: ${error.message}`);
    record(name, 0, 1);
    return false;
  }
};

// On a new machine neither Debian's Chromium nor Redis is there: their installs (apt-get, mostly
// waiting on the network) run while npm ci does, and are waited for where they are needed.
const redisReady = wants('unit') ? ensureRedis() : Promise.resolve(false);
const browserReady = wants('e2e') ? ensureChromium(HEADLESS_SHELL) : Promise.resolve(null);
const { nativeBuilt } = await ensureDependencies({ nativeInBackground: true });
// Made after the install: npm ci, on a fresh clone, makes node_modules anew.
mkdirSync(reports, { recursive: true });

// Lint, format and the build read the same sources and each keeps about one core busy for most of
// its time: side by side they take the time of the longest, not of the three.
const [built] = await Promise.all([
  check('type-check and build', async () => (await build(), true)),
  wants('lint') && check('lint (eslint)', async () => (await run(join(BIN, 'eslint'), ['.', '--max-warnings=0'])) === 0),
  wants('lint') &&
    check('format (prettier)', async () => (await run(join(BIN, 'prettier'), ['--check', '--log-level=warn', '.'])) === 0),
]);

// mock-crm's database addon, compiled beside lint and the build, is needed from here on.
await nativeBuilt;

if (wants('unit')) {
  // The gateway's two-instance test starts its own redis-server on a free port.
  await redisReady;
  const output = join(reports, 'vitest.json');
  const flakyOutput = join(reports, 'vitest-flaky.json');
  const t0 = Date.now();
  const code = await run(
    join(BIN, 'vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${output}`,
      '--reporter=./scripts/lib/vitest-flaky-reporter.mjs',
    ],
    { env: { ...process.env, VITEST_FLAKY_OUTPUT: flakyOutput } },
  );
  const result = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : null;
  const flaky = existsSync(flakyOutput) ? JSON.parse(readFileSync(flakyOutput, 'utf8')) : [];
  if (result) {
    const failedSuites = result.testResults.filter(
      (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
    ).length;
    // vitest fails a run with an error outside any test (an unhandled rejection, a reporter's
    // error) although every test passed: that is a failure too, and the report does not count it.
    const outside = code !== 0 && result.numFailedTests + failedSuites === 0 ? 1 : 0;
    record(
      'unit, property and contract tests (vitest)',
      result.numPassedTests,
      result.numFailedTests + failedSuites + outside,
      result.numPendingTests + result.numTodoTests,
      `${Math.round((Date.now() - t0) / 1000)} s${flaky.length ? `, ${flaky.length} flaky` : ''}`,
    );
    for (const name of failedVitestsIn(result)) lines.push(`      failed: ${name}`);
    if (outside)
      lines.push(
        `      failed: vitest exited with ${code} after its tests passed: an error outside them (above, "Unhandled Error")`,
      );
    for (const name of flaky) lines.push(`      flaky: ${name}`);
  } else {
    record('unit, property and contract tests (vitest)', 0, 1, 0, 'no report');
  }
}

if (wants('e2e')) {
  const browser = await browserReady;
  const faked = at === null ? null : await fakeTimeEnv(at).catch((error) => error);
  if (faked instanceof Error) {
    record('browser tests (playwright)', 0, 1, 0, `not run: ${faked.message}`);
  } else if (!built) {
    record('browser tests (playwright)', 0, 1, 0, 'not run: the build failed');
  } else if (!browser) {
    record('browser tests (playwright)', 0, 1, 0, 'not run: no chromium');
  } else {
    const output = join(reports, 'playwright.json');
    if (faked) console.log(`› browser tests as if it were ${faked.describe} in Stockholm (libfaketime) …`);
    const t0 = Date.now();
    await run(join(BIN, 'playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output, CHROMIUM_PATH: browser, ...faked?.env },
    });
    const result = existsSync(output) ? JSON.parse(readFileSync(output, 'utf8')) : null;
    if (result) {
      const { expected, unexpected, flaky, skipped } = result.stats;
      record(
        'browser tests (playwright)',
        expected + flaky,
        unexpected,
        skipped,
        `${Math.round((Date.now() - t0) / 1000)} s${flaky ? `, ${flaky} flaky` : ''}`,
      );
      // A test that failed, or passed only on its retry, is named in the summary, where nobody
      // misses it: CI keeps only the tail of the output.
      for (const [status, name] of testsIn(result, ['unexpected', 'flaky'])) {
        lines.push(`      ${status === 'flaky' ? 'flaky' : 'failed'}: ${name}`);
      }
    } else {
      record('browser tests (playwright)', 0, 1, 0, 'no report');
    }
  }
}

/** [status, "[sv] file.spec.ts:12 › title"] of each Playwright test whose status is one of these. */
function testsIn(result, statuses) {
  const found = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (statuses.includes(test.status)) {
          found.push([test.status, `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`]);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of result.suites ?? []) visit(suite);
  return found;
}

/** "file.test.ts › title: first line of the error" of each vitest test or file that failed. */
function failedVitestsIn(result) {
  const firstLine = (text) =>
    (text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.slice(0, 200) ?? '';
  return result.testResults.flatMap((file) => {
    const where = file.name.startsWith(ROOT) ? file.name.slice(ROOT.length + 1) : file.name;
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) return [`${where}: ${firstLine(file.message)}`];
    return failedTests.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

console.log(`\n${lines.join('\n')}\n  total time ${Math.round((Date.now() - started) / 1000)} s\n`);
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`);
process.exit(tally.failed > 0 ? 1 : 0);
