import { test } from '@playwright/test';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { startServers } from '../e2e/support/servers.js';

/**
 * Lighthouse (issue 12, item 3): the desktop preset with Debian's Chromium (headless), on /login,
 * and on / logged in (through the login form, in the same browser) with an empty cache, then again
 * with the cache the first runs filled, each three times. Prints the median run's performance
 * score, LCP, TBT and the bytes transferred against the targets, and every run's score; a
 * figure over its target prints an OVER TARGET line (figures only: nothing fails the run). Alone:
 * `node_modules/.bin/playwright test -c bench/playwright.config.ts lighthouse`.
 */
const TARGET_SCORE = 98;
const RUNS = 3;

interface Figures {
  readonly name: string;
  readonly url: string;
  readonly score: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly bytes: number;
}

/** One Lighthouse run's figures, or null for a run Lighthouse could not measure (it says why). */
async function run(
  chrome: LaunchedChrome,
  name: string,
  url: string,
  flags: Partial<Flags>,
  page?: Page,
): Promise<Figures | null> {
  const result = (await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...flags },
    desktopConfig,
    page as never,
  )) as RunnerResult | undefined;
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  for (const warning of lhr.runWarnings) console.log(`  ${name}: ${warning}`);
  // A run Lighthouse could not measure (its trace missed the navigation's start, NO_NAVSTART, now
  // and then on a busy machine) scores 0: that is no score of the page, and the run is made again.
  if (lhr.runtimeError) {
    console.log(`  ${name}: Lighthouse could not measure this run (${lhr.runtimeError.code}); it is made again`);
    return null;
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    name,
    url: lhr.finalDisplayedUrl,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    bytes: numeric('total-byte-weight'),
  };
}

/**
 * Runs a case until it has RUNS measured runs (at most two runs more) and answers the median run by
 * score, named with every run's score: one run's blocking time swings by 100 ms on a busy machine,
 * and the issue measures min/median of 3.
 */
async function medianOf(once: () => Promise<Figures | null>): Promise<Figures> {
  const runs: Figures[] = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
    const figures = await once();
    if (figures) runs.push(figures);
  }
  if (runs.length === 0) throw new Error('Lighthouse could measure none of the runs');
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  return { ...median, name: `${median.name} (median of ${runs.map((r) => r.score).join(', ')})` };
}

function print(figures: Figures): void {
  console.log(
    `${figures.name.padEnd(26)} score ${String(figures.score).padStart(3)} (target ≥ ${TARGET_SCORE})  ` +
      `LCP ${(figures.lcpMs / 1000).toFixed(2)} s  TBT ${Math.round(figures.tbtMs)} ms  ` +
      `${(figures.bytes / 1024).toFixed(0)} KiB transferred  (${new URL(figures.url).pathname})`,
  );
  if (figures.score < TARGET_SCORE) console.log(`!!! OVER TARGET: ${figures.name} score ${figures.score} < ${TARGET_SCORE}`);
}

/** A page of the browser logged in as the demo customer 1001 through the login form, as a user does. */
async function loggedInPage(chrome: LaunchedChrome, base: string): Promise<Page> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.locator('#customerNumber').fill('1001');
  await page.locator('#password').fill('Tolkportal1');
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/', { timeout: 60_000 }),
    page.click('form button[type=submit]'),
  ]);
  return page;
}

test('Lighthouse, desktop: /login and / logged in', async () => {
  test.setTimeout(15 * 60_000);
  const stop = await startServers();
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const base = process.env.PORTAL_URL!;
    print(await medianOf(() => run(chrome, '/login, empty cache', `${base}/login`, {})));
    // Logged in (cookie and storage kept: disableStorageReset), with the HTTP cache emptied first.
    const page = await loggedInPage(chrome, base);
    const loggedIn = { disableStorageReset: true };
    const empty = await medianOf(async () => {
      await (await page.createCDPSession()).send('Network.clearBrowserCache');
      return run(chrome, '/ logged in, empty cache', `${base}/`, loggedIn, page);
    });
    print(empty);
    if (new URL(empty.url).pathname !== '/') console.log('!!! / was not shown logged in: the figures are of another page');
    // The same page again without clearing the cache: what a returning user loads.
    print(await medianOf(() => run(chrome, '/ logged in, cached', `${base}/`, loggedIn, page)));
  } finally {
    chrome.kill();
    await stop();
  }
});
