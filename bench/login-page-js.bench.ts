import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, test, type Response } from '@playwright/test';
import { startServers } from '../e2e/support/servers.js';

/**
 * The JavaScript the login page loads (the screens are split by route, so /login should load the
 * shell, the login page, the texts and the session only): raw and gzip bytes, gzip level 9 per
 * file, as a compressing proxy in front of the gateway would serve it. Two figures:
 *
 * - "login page JS (gzip)": every script Chromium fetches for /login from the gateway until the
 *   network is idle (the entry, its static imports, the icons the page shows);
 * - the entry chunk and the chunks it imports statically, from the build's manifest
 *   (dist/.vite/manifest.json), chunk by chunk.
 *
 * Figures only: no number fails the run.
 */
interface Script {
  readonly name: string;
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

const DIST = join(import.meta.dirname, '../apps/client-portal/dist');

const sized = (name: string, body: Buffer): Script => ({
  name,
  rawBytes: body.length,
  gzipBytes: gzipSync(body, { level: 9 }).length,
});

async function scriptsOfLoginPage(): Promise<Script[]> {
  const stop = await startServers();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<Script>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      const name = new URL(response.url()).pathname.replace(/^\/assets\//, '');
      scripts.push(response.body().then((body) => sized(name, body)));
    };
    page.on('response', onResponse);
    await page.goto(`${process.env.PORTAL_URL}/login`, { waitUntil: 'networkidle' });
    // The form is drawn, then its icons are fetched: on a busy machine that can be after a quiet
    // half second, so wait until no script has come for a whole second.
    await page.locator('form').waitFor();
    for (let seen = -1; seen !== scripts.length;) {
      seen = scripts.length;
      await page.waitForTimeout(1000);
    }
    page.off('response', onResponse);
    return await Promise.all(scripts);
  } finally {
    await browser.close();
    await stop();
  }
}

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

/** The entry chunk and, transitively, the chunks it imports statically; undefined without a manifest. */
function entryChunks(): Script[] | undefined {
  const path = join(DIST, '.vite/manifest.json');
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .forEach(visit);
  return [...seen].map((key) => {
    const file = manifest[key]!.file;
    return sized(file.replace(/^assets\//, ''), readFileSync(join(DIST, file)));
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (scripts: readonly Script[], size: 'rawBytes' | 'gzipBytes') => scripts.reduce((sum, s) => sum + s[size], 0);
const listed = (scripts: readonly Script[]) =>
  [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `    ${s.name}: ${kb(s.rawBytes)} raw, ${kb(s.gzipBytes)} gzip`)
    .join('\n');

test('login page JS size', async () => {
  const loaded = await scriptsOfLoginPage();
  console.log(
    `login page JS (gzip): ${kb(total(loaded, 'gzipBytes'))} — ${kb(total(loaded, 'rawBytes'))} raw, ${loaded.length} files ` +
      `fetched by Chromium for /login`,
  );
  console.log(listed(loaded));
  const entry = entryChunks();
  if (!entry) {
    console.log('  (no dist/.vite/manifest.json: the entry chunk breakdown needs build.manifest)');
    return;
  }
  console.log(
    `  entry chunk and its static imports (manifest): ${kb(total(entry, 'gzipBytes'))} gzip, ${kb(total(entry, 'rawBytes'))} raw, ` +
      `${entry.length} files`,
  );
  console.log(listed(entry));
});
