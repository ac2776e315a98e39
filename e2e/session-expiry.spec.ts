import { createHash } from 'node:crypto';
import { serviceErrorMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { toast } from './support/account-pages.js';
import { CrmApi } from './support/crm-api.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';
import { budget } from './support/budget.js';

// Expiring every token or moving the CRM clock an hour ends other tests' sessions: the worker's own mock.
test.use({ movesMockClock: true });
// Each flow logs in to the CRM two to four times (scrypt on the mock), which a loaded machine slows.
test.describe.configure({ timeout: budget(60_000) });

// After a reload with a dead token the gateway logs in again and replays before the page shows
// anything: give it more than the default 7 s on a busy machine.
const RENEWED = { timeout: budget(20_000) };

const hash = (password: string) => createHash('sha256').update(password, 'utf8').digest('hex');

/**
 * Runs `during` while 1002's password is `changed` (set elsewhere, so the gateway's stored hash no
 * longer logs in), then puts the demo password back.
 */
async function withPasswordChangedElsewhere(changed: string, during: () => Promise<void>): Promise<void> {
  const api = await CrmApi.logIn(DEMO.restricted);
  await api.call('/CRMCustomer/SetCustomerPassword', { PasswordHash: hash(changed) });
  try {
    await during();
  } finally {
    const restore = await CrmApi.logIn({ customerNumber: DEMO.restricted.customerNumber, password: changed });
    await restore.call('/CRMCustomer/SetCustomerPassword', { PasswordHash: hash(DEMO.restricted.password) });
  }
}

test('a token that expires mid-session is renewed without the user noticing', async ({ page, loginPage, dashboard, mockCrm }) => {
  await loginPage.logInAtOnce(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();

  // Every token the CRM issued before now is invalid (1003): the gateway renews the session's.
  await mockCrm.expireAllTokens();
  await page.reload();

  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible(RENEWED);
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('a token expired by time on the CRM clock is renewed as well', async ({ page, loginPage, dashboard, mockCrm }) => {
  await loginPage.logInAtOnce(DEMO.restricted);
  await expect(dashboard.welcomeLine(DEMO.restricted.name)).toBeVisible();
  await mockCrm.advanceClock(61);
  await page.reload();
  await expect(dashboard.welcomeLine(DEMO.restricted.name)).toBeVisible(RENEWED);
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
});

test('a re-login the CRM refuses shows the login error and goes to /login', async ({
  page,
  loginPage,
  dashboard,
  mockCrm,
  t,
}) => {
  await loginPage.logInAtOnce(DEMO.restricted);
  await expect(dashboard.welcomeLine(DEMO.restricted.name)).toBeVisible();
  await withPasswordChangedElsewhere('Annat-losen1', async () => {
    // The user is away while the token expires (a page left open would meet it in a background
    // refresh, and that answer would be lost to the reload); they come back to the portal.
    await page.goto('about:blank');
    await mockCrm.expireAllTokens();
    // The toast shows for 5 s (spec 3 §8), possibly before a slow load has finished: it is watched
    // for from the moment the portal is opened again.
    const toasted = expect(toast(page, t(serviceErrorMessages['invalid-customer-login']))).toBeVisible(RENEWED);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/, RENEWED);
    await toasted;
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  });
});

test('a re-login refused by a call whose answer was lost (a page being left) is told on the next page', async ({
  page,
  loginPage,
  dashboard,
  mockCrm,
  t,
}) => {
  await loginPage.logInAtOnce(DEMO.restricted);
  await expect(dashboard.welcomeLine(DEMO.restricted.name)).toBeVisible();
  await withPasswordChangedElsewhere('Annat-losen2', async () => {
    // The user leaves the portal while one of its calls meets the refused re-login: the call (made
    // here with the browser's own session cookie) reaches the gateway, its answer reaches nobody.
    await page.goto('about:blank');
    await mockCrm.expireAllTokens();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'tolk_session');
    expect(cookie?.httpOnly).toBe(true);
    const lost = await fetch(`${process.env.PORTAL_URL}/crm/CRMCustomer/GetCustomer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `tolk_session=${cookie!.value}` },
      body: '{}',
    });
    expect(lost.status).toBe(401);
    // The session's check at start can answer before the page's English has arrived (a loaded CI
    // machine did): the toast waits for it and speaks the page's language. Held back here so it does.
    await page.route(/\/assets\/english-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // The next page is told why the session ended: the login error's toast, then /login.
    const toasted = expect(toast(page, t(serviceErrorMessages['invalid-customer-login']))).toBeVisible(RENEWED);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/, RENEWED);
    await toasted;
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBeNull();
  });
});
