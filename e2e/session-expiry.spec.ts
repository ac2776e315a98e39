import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';

// Expiring every token or moving the CRM clock an hour ends other tests' sessions: take the mock alone.
test.use({ movesMockClock: true });

// After a reload with a dead token the page waits for a re-login and a replay before it shows
// anything: give it more than the default 7 s on a busy machine.
const RENEWED = { timeout: 20_000 };

const storedToken = () => JSON.parse(localStorage.getItem('tolk.session') ?? '{}').token as string | undefined;

test('a token that expires mid-session is renewed without the user noticing', async ({ page, loginPage, dashboard, mockCrm }) => {
  await loginPage.open();
  await loginPage.logIn(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  const before = await page.evaluate(storedToken);

  // Every token the CRM issued before now is invalid (1003).
  await mockCrm.expireAllTokens();
  await page.reload();

  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible(RENEWED);
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
  const after = await page.evaluate(storedToken);
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  await expect(page).toHaveURL(/\/$/);
});

test('a token expired by time on the CRM clock is renewed as well', async ({ page, loginPage, dashboard, mockCrm }) => {
  await loginPage.open();
  await loginPage.logIn(DEMO.restricted);
  await expect(dashboard.welcomeLine(DEMO.restricted.name)).toBeVisible();
  await mockCrm.advanceClock(61);
  await page.reload();
  await expect(dashboard.welcomeLine(DEMO.restricted.name)).toBeVisible(RENEWED);
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
});

test('without stored credentials an invalid token logs the user out', async ({ page, loginPage, dashboard, mockCrm }) => {
  await loginPage.open();
  await loginPage.logIn(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  // A session whose credentials are gone cannot be renewed: the portal goes to /login.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('tolk.session') ?? '{}');
    localStorage.setItem('tolk.session', JSON.stringify({ ...session, passwordHash: '0'.repeat(64) }));
  });
  await mockCrm.expireAllTokens();
  await page.reload();
  await expect(page).toHaveURL(/\/login$/, RENEWED);
});
