import type { Page } from '@playwright/test';
import { legalMessages as l } from '../apps/client-portal/src/features/legal/legal.messages.js';
import { CrmApi, todayInStockholm } from './support/crm-api.js';
import { CALENDAR_CUSTOMER, calendarTest as test, weekOf } from './support/dashboard-calendar.js';
import { expect } from './support/fixtures.js';
import { DEMO } from './support/pages.js';

/*
 * Issue 12: the client portal takes the browser's own Temporal where there is one and fetches the
 * polyfill only where there is none, before the first screen that tells time (docs/decisions.md).
 * Debian's Chromium has Temporal; a browser without it is this Chromium with `Temporal` removed
 * before the page's scripts run.
 */
const polyfillChunk = (url: string) => /\/assets\/temporal-polyfill-[\w-]{8}\.js$/.test(url);

function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a browser with Temporal of its own never fetches the polyfill', async ({ page, loginPage, dashboard }) => {
  const fetched = requestsOf(page);
  await loginPage.open();
  await loginPage.logIn(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  expect(fetched.filter(polyfillChunk)).toEqual([]);
});

test('a browser without Temporal fetches the polyfill first and shows the calendar and the public pages as any other', async ({
  page,
  calendar,
  t,
}) => {
  await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'Temporal'));
  const fetched = requestsOf(page);
  const errors = errorsOf(page);

  // A public page that tells time (the legal texts' dates), opened first.
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { name: t(l.termsTitle), level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'Temporal' in globalThis)).toBe(false);
  expect(fetched.filter(polyfillChunk)).toHaveLength(1);

  // The logged-in stores and the calendar: this week's assignments, as the CRM has them.
  const crm = await CrmApi.logIn(CALENDAR_CUSTOMER);
  await calendar.open();
  await calendar.expectCounts(await crm.countsPerDay(weekOf(todayInStockholm())), 'week');
  await calendar.next('week').click();
  await calendar.expectCounts(await crm.countsPerDay(weekOf(todayInStockholm().add({ weeks: 1 }))), 'week');
  expect(errors).toEqual([]);
});
