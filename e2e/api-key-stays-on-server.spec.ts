import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';
import { E2E_API_KEY } from './support/servers.js';
import { DEFAULT_API_KEY_HINT } from './support/api-key.js';

test('no browser request carries the ApiKey', async ({ page, loginPage, dashboard }) => {
  const leaks: string[] = [];
  page.on('request', (request) => {
    const text = [request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join('\n');
    if (text.includes(E2E_API_KEY) || /"?ApiKey"?\s*[:=]/i.test(text)) leaks.push(`${request.method()} ${request.url()}`);
  });
  page.on('response', async (response) => {
    const body = await response.text().catch(() => '');
    if (body.includes(E2E_API_KEY)) leaks.push(`response of ${response.url()}`);
  });
  await loginPage.open();
  await loginPage.logIn(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  expect(leaks).toEqual([]);
});

test('no built file contains the ApiKey', () => {
  const dist = join(import.meta.dirname, '../apps/client-portal/dist');
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path);
      else files.push(path);
    }
  };
  visit(dist);
  expect(files.length).toBeGreaterThan(0);
  const offenders = files.filter((file) => {
    const text = readFileSync(file, 'utf8');
    return text.includes(E2E_API_KEY) || text.includes(DEFAULT_API_KEY_HINT);
  });
  expect(offenders).toEqual([]);
});
