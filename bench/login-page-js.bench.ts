import { gzipSync } from 'node:zlib';
import { chromium, test } from '@playwright/test';
import { startServers } from '../e2e/support/servers.js';

/**
 * The JavaScript the login page loads, as Chromium fetches it from the gateway: raw and gzip
 * bytes (gzip level 9 per file, as a compressing proxy in front of the gateway would serve it).
 */
async function measureLoginPageJs(): Promise<{ files: number; rawBytes: number; gzipBytes: number }> {
  const stop = await startServers();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(`${process.env.PORTAL_URL}/login`, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    return {
      files: bodies.length,
      rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  } finally {
    await browser.close();
    await stop();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

test('login page JS size', async () => {
  const login = await measureLoginPageJs();
  console.log(`login page JS: ${login.files} files, ${kb(login.rawBytes)} raw, ${kb(login.gzipBytes)} gzip`);
});
