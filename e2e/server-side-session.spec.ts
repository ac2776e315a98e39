import { createHash } from 'node:crypto';
import { serviceErrorMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { toast } from './support/account-pages.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';

// Issue 10: the session lives on the gateway; the browser keeps an HttpOnly cookie and a marker.
const hashOf = (password: string) => createHash('sha256').update(password, 'utf8').digest('hex');

test('after login no token or password hash is readable by page scripts', async ({ page, loginPage, dashboard }) => {
  await loginPage.open();
  await loginPage.logIn(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  const seen = await page.evaluate(() => ({
    storage: Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
    cookies: document.cookie,
  }));
  expect(seen.storage['isLoggedIn']).toBe('true');
  expect(seen.storage['tolk.session']).toBeUndefined();
  const everything = JSON.stringify(seen);
  expect(everything).not.toContain(hashOf(DEMO.full.password));
  expect(everything).not.toMatch(/token/i);
  expect(seen.cookies).not.toContain('tolk_session');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'tolk_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
});

test('after logout the old session is refused', async ({ page, loginPage, dashboard }) => {
  await loginPage.open();
  await loginPage.logIn(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  const old = (await page.context().cookies()).find((c) => c.name === 'tolk_session')!;
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  const replayed = await page.request.post('/crm/CRMCustomer/GetCustomer', {
    data: {},
    headers: { cookie: `tolk_session=${old.value}` },
  });
  expect(replayed.status()).toBe(401);
  expect(await replayed.json()).toMatchObject({ Errors: [{ ErrorCode: 6060 }] });
});

test('repeated wrong passwords lock the number for a while, and the portal says how long', async ({
  loginPage,
  page,
  t,
  language,
}) => {
  // A number of its own per run and language: the lock is per number and address.
  const customerNumber = `9${Date.now() % 10_000_000}${language === 'sv' ? 1 : 2}`;
  await loginPage.open();
  for (let i = 0; i < 4; i++) {
    await loginPage.logIn({ customerNumber, password: 'WrongPassword1' });
    await expect(toast(page, t(serviceErrorMessages['invalid-customer-login'])).first()).toBeVisible();
  }
  await loginPage.logIn({ customerNumber, password: 'WrongPassword1' });
  await expect(toast(page, t(serviceErrorMessages['login-locked'], { minutes: 15 })).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
