import { defineConfig } from '@playwright/test';
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
  timeout: 30_000,
  // A page waits on lazy code and CRM answers; on a busy CI machine (three browsers on two cores)
  // those have taken over 7 s where they take 1 s here: the wait is generous, never a sleep.
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
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
