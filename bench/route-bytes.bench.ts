import { gzipSync } from 'node:zlib';
import { test, type BrowserContext, type Response } from '@playwright/test';
import { startServers } from '../e2e/support/servers.js';
import { launchChromium, loggedInState } from './support/browser.js';

/**
 * What each route makes the browser download (issue 12, item 2), with an empty cache, through the
 * gateway as users get it: the JS and CSS, as gzip level 9 of each file (the issue's measure, whatever
 * the gateway sends), and the bytes actually sent for every response of the page (compressed where the
 * gateway compresses). Two routes: /login, and / for a logged-in customer (a new browser context with
 * the session's cookie and storage, so nothing is cached). Targets from the issue; a figure over its
 * target prints an OVER TARGET line (figures only: nothing fails the run). The issue's table sets
 * its targets on the routes' JS; its item 2 speaks of their JS and CSS, so the same target is also
 * held against the two together, the stricter reading (docs/decisions.md).
 */
const TARGETS = {
  '/login': { codeGzip: 150 * 1024, sent: 911 * 1024 * 0.25 },
  '/': { codeGzip: 200 * 1024, sent: 1145 * 1024 * 0.25 },
} as const;

type Route = keyof typeof TARGETS;

interface Fetched {
  readonly name: string;
  readonly kind: 'script' | 'stylesheet' | 'other';
  readonly rawBytes: number;
  readonly gzipBytes: number;
  readonly sentBytes: number;
}

async function fetched(response: Response): Promise<Fetched> {
  const type = response.request().resourceType();
  const kind = type === 'script' || type === 'stylesheet' ? type : 'other';
  const body = await response.body().catch(() => Buffer.alloc(0));
  const sizes = await response.request().sizes();
  return {
    name: new URL(response.url()).pathname.replace(/^\/assets\//, ''),
    kind,
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    sentBytes: sizes.responseBodySize,
  };
}

/** Every response of the page from its navigation until the page has been quiet for a whole second. */
async function responsesOf(context: BrowserContext, url: string, ready: string): Promise<Fetched[]> {
  const page = await context.newPage();
  const seen: Promise<Fetched>[] = [];
  page.on('response', (response) => seen.push(fetched(response)));
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  // Icons and lazy parts come after the first render: on a busy machine possibly after a quiet half second.
  for (let count = -1; count !== seen.length;) {
    count = seen.length;
    await page.waitForTimeout(1000);
  }
  await page.close();
  return Promise.all(seen);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (files: readonly Fetched[], size: 'rawBytes' | 'gzipBytes' | 'sentBytes') => files.reduce((s, f) => s + f[size], 0);

function report(route: Route, files: readonly Fetched[]): void {
  const code = files.filter((f) => f.kind !== 'other');
  const js = code.filter((f) => f.kind === 'script');
  const css = code.filter((f) => f.kind === 'stylesheet');
  const target = TARGETS[route];
  console.log(`${route}: JS ${kb(sum(js, 'gzipBytes'))} gzip in ${js.length} files — target ≤ ${kb(target.codeGzip)} gzip`);
  console.log(
    `${route}: JS+CSS ${kb(sum(code, 'gzipBytes'))} gzip (CSS ${kb(sum(css, 'gzipBytes'))} in ${css.length}); ` +
      `${kb(sum(code, 'rawBytes'))} raw — the same target read as JS and CSS together`,
  );
  console.log(
    `${route}: bytes sent ${kb(sum(files, 'sentBytes'))} for ${files.length} responses (${kb(sum(files, 'rawBytes'))} decoded)` +
      ` — target ≤ ${kb(target.sent)}`,
  );
  for (const f of [...code].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`    ${f.name}: ${kb(f.rawBytes)} raw, ${kb(f.gzipBytes)} gzip, ${kb(f.sentBytes)} sent`);
  }
  // The rest (the page, the CRM's answers, fonts and images) counts in the bytes sent, often the most of it.
  for (const f of files.filter((f) => f.kind === 'other').sort((a, b) => b.sentBytes - a.sentBytes)) {
    console.log(`    ${f.name} (other): ${kb(f.rawBytes)} decoded, ${kb(f.sentBytes)} sent`);
  }
  if (sum(js, 'gzipBytes') > target.codeGzip) console.log(`!!! OVER TARGET: ${route} JS gzip ${kb(sum(js, 'gzipBytes'))}`);
  if (sum(code, 'gzipBytes') > target.codeGzip)
    console.log(`!!! OVER TARGET (JS and CSS together): ${route} JS+CSS gzip ${kb(sum(code, 'gzipBytes'))}`);
  if (sum(files, 'sentBytes') > target.sent) console.log(`!!! OVER TARGET: ${route} bytes sent ${kb(sum(files, 'sentBytes'))}`);
}

test('bytes per route, empty cache', async () => {
  const stop = await startServers();
  const browser = await launchChromium();
  try {
    const anonymous = await browser.newContext();
    report('/login', await responsesOf(anonymous, `${process.env.PORTAL_URL}/login`, 'form'));
    await anonymous.close();
    // A new context with the session's cookie and storage: logged in, nothing cached.
    const loggedIn = await browser.newContext({ storageState: await loggedInState(browser) });
    report('/', await responsesOf(loggedIn, `${process.env.PORTAL_URL}/`, '.tolk-calendar'));
    await loggedIn.close();
  } finally {
    await browser.close();
    await stop();
  }
});
