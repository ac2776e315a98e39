import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';

test('a protected page sends a logged-out user to /login and back after login', async ({ page, loginPage, dashboard }) => {
  await page.goto('/?view=month#today');
  await expect(page).toHaveURL(/\/login$/);
  await loginPage.logIn(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe('/?view=month#today');
});

test('/login while logged in goes to the dashboard', async ({ page, loginPage, dashboard }) => {
  await loginPage.open();
  await loginPage.logIn(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('logging out clears the session and protects the pages again', async ({ page, loginPage, dashboard }) => {
  await loginPage.open();
  await loginPage.logIn(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
