import { defineConfig } from '@playwright/test';

// Benchmarks run one at a time, so they do not measure each other; each prints its figures.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.bench.ts',
  outputDir: '../test-results/bench',
  workers: 1,
  timeout: 300_000,
  reporter: [['list']],
});
