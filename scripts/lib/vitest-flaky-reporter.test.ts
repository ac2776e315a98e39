import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import FlakyTestsReporter from './vitest-flaky-reporter.mjs';

describe('the flaky tests reporter', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
    delete process.env.VITEST_FLAKY_OUTPUT;
  });

  it('writes its list into a folder that is not there yet, as on a fresh clone after npm ci', () => {
    const folder = mkdtempSync(join(tmpdir(), 'tolk-flaky-'));
    folders.push(folder);
    const output = join(folder, 'node_modules/.cache/tolk-test/vitest-flaky.json');
    process.env.VITEST_FLAKY_OUTPUT = output;
    new FlakyTestsReporter().onTestRunEnd();
    expect(existsSync(output)).toBe(true);
    expect(JSON.parse(readFileSync(output, 'utf8'))).toEqual([]);
  });
});
