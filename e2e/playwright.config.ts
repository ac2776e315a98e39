import { defineConfig } from '@playwright/test';
import { budget } from './support/budget.js';
import type { PortalOptions } from './support/fixtures.js';

// Debian's headless shell of Chromium (npm test installs it; see scripts/lib/chromium.mjs for why not
// the full browser); CHROMIUM_PATH chooses another.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // V8's baseline compilers only (Ignition and Sparkplug): its optimising tiers (Maglev, TurboFan)
    // compile hot code on background threads, which on CI's two cores take CPU from the pages under
    // test, and a test's page rarely lives long enough to profit. The same run used 10 % less CPU
    // and wall time (booking, list and audit specs; docs/decisions.md). Scripts behave the same in
    // every tier; the bench (bench/) measures pages with V8's defaults.
    '--js-flags=--max-opt=1',
  ],
};

export default defineConfig<PortalOptions>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  // Three on CI's two cores: a browser test waits (for answers, transitions, polling) about half its
  // time, and a third worker fills that; locally Playwright's default (half the cores).
  workers: process.env.CI ? 3 : undefined,
  // On CI a test that fails is run once more, and one that then passes is counted and named as
  // flaky in the summary (npm test's "N flaky" and Playwright's list), not hidden: a flaky test is a
  // defect to fix, but one that must not throw away a whole run's work. Locally: no retries.
  retries: process.env.CI ? 1 : 0,
  // Budgets for CI's machine, doubled there for a machine busy with other work (support/budget.ts).
  timeout: budget(30_000),
  // A page waits on lazy code and CRM answers; on CI's machine (three browsers on two cores) those
  // have taken over 5 s where they take 1 s on a developer's: the wait is generous, never a sleep.
  expect: { timeout: budget(7_000) },
  forbidOnly: true,
  reporter: [['list'], ['json']],
  use: {
    headless: true,
    launchOptions: chromium,
    // On CI nobody opens a trace (only the printed output is kept), and recording one for every
    // action of every test costs time: there the error's text and call log tell what failed.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
  },
  // Every flow runs in Swedish (the product's language) and in English.
  projects: [
    { name: 'sv', use: { language: 'sv' } },
    { name: 'en', use: { language: 'en' } },
  ],
});
