// A vitest reporter for `npm test`: writes to $VITEST_FLAKY_OUTPUT, as a JSON list, each test that
// failed and then passed on its retry (CI retries once, vitest.config.ts), with the first line of
// what failed, so that the summary names it as Playwright's flaky tests are named.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

// eslint-disable-next-line no-restricted-syntax -- vitest loads a reporter given by path from its default export
export default class FlakyTestsReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries === 0 || testCase.result().state !== 'passed') return;
    const where = relative(process.cwd(), testCase.module.moduleId);
    this.flaky.push(`${where} › ${testCase.fullName}`);
  }

  onTestRunEnd() {
    const output = process.env.VITEST_FLAKY_OUTPUT;
    if (!output) return;
    // Its folder may not be there yet: on a fresh clone npm ci makes node_modules anew.
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, JSON.stringify(this.flaky));
  }
}
