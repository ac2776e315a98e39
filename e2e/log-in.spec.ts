import { serviceErrorMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { PORTAL_ICON_NAMES } from '../packages/ui/src/icons/portal-icon-names.js';
import { loginMessages } from '../apps/client-portal/src/features/login/login.messages.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';

test('a customer logs in and is welcomed by name', async ({ page, loginPage, dashboard, t }) => {
  await loginPage.open();
  await expect(page).toHaveTitle(t(loginMessages.title) + ' | Tolkportal');
  await loginPage.logIn(DEMO.full);
  await expect(page).toHaveURL(/\/$/);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
});

test('the login page loads none of the logged-in customer’s code; a page opened logged in asks for it at once', async ({
  page,
  loginPage,
  dashboard,
}) => {
  // Issue 12: the booking, the reports and their codecs are the logged-in stores' chunks.
  // (The build's preload script, signed-in-preload-…, is fetched and asks for nothing while logged out.)
  const signedInCode = (url: string) => /\/assets\/signed-in-[\w-]{8}\.js$/.test(url);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await loginPage.open();
  await expect(loginPage.submit).toBeVisible();
  expect(fetched.filter(signedInCode)).toEqual([]);
  await expect(page.locator('link[rel=modulepreload][href*="signed-in"]')).toHaveCount(0);
  await loginPage.logIn(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  // Opened logged in: the build's preload script asks for them beside the entry, not after it.
  await page.reload();
  await expect(page.locator('link[rel=modulepreload][href*="/assets/signed-in-"]').first()).toBeAttached();
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
});

test('the dashboard fetches the icons it draws in one file, and not the code of calls it does not make', async ({
  page,
  loginPage,
  dashboard,
}) => {
  // Issue 12: an icon alone is a few hundred bytes that gzip poorly, and a request of its own.
  const iconFile = new RegExp(`/assets/(${PORTAL_ICON_NAMES.join('|')})-[\\w-]{8}\\.js$`);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await loginPage.logInAtOnce(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  await expect(page.locator('.tolk-calendar .bp6-icon svg').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => /\/assets\/dashboard-icons-[\w-]{8}\.js$/.test(path))).toHaveLength(1);
  expect(fetched.filter((path) => iconFile.test(path))).toEqual([]);
  // Nor the adapters of the calls only other screens make (cancel, attachments, the account's), nor,
  // before any input, the drawer and dialogs it may open.
  expect(fetched.filter((path) => /\/assets\/(screen-ports-part|signed-in-overlays)-[\w-]{8}\.js$/.test(path))).toEqual([]);
});

test('the second demo customer logs in too', async ({ loginPage, dashboard }) => {
  await loginPage.open();
  await loginPage.logIn(DEMO.restricted);
  await expect(dashboard.welcomeLine(DEMO.restricted.name)).toBeVisible();
});

test('the submit button stays disabled until the form is valid', async ({ page, loginPage, t }) => {
  await loginPage.open();
  await expect(loginPage.submit).toBeDisabled();
  await loginPage.customerNumber.fill('10a1');
  await loginPage.password.fill('Tolkportal1');
  await expect(loginPage.submit).toBeDisabled();
  await loginPage.customerNumber.blur();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await loginPage.customerNumber.fill('1001');
  await loginPage.password.fill('short');
  await expect(loginPage.submit).toBeDisabled();
  await loginPage.password.fill('long enough');
  await expect(loginPage.submit).toBeEnabled();
  // The customer number's problem names the field, in the user's language.
  await loginPage.customerNumber.fill('');
  await expect(page.getByText(t(loginMessages.customerNumber), { exact: false }).first()).toBeVisible();
});

test('a wrong password shows the login error and stays on /login', async ({ page, loginPage, t }) => {
  await loginPage.open();
  await loginPage.logIn({ customerNumber: '1001', password: 'WrongPassword1' });
  const message = t(serviceErrorMessages['invalid-customer-login']);
  await expect(page.locator('.bp6-toast').getByText(message)).toBeVisible();
  await expect(page.getByRole('form').getByRole('alert')).toHaveText(message);
  await expect(page).toHaveURL(/\/login$/);
  // Nothing the user typed is lost.
  await expect(loginPage.customerNumber).toHaveValue('1001');
});

test('the password can be shown as typed and hidden again', async ({ page, loginPage, t }) => {
  await loginPage.open();
  await loginPage.password.fill('Tolkportal1');
  await expect(loginPage.password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: t(loginMessages.showPassword), exact: true }).click();
  await expect(loginPage.password).toHaveAttribute('type', 'text');
  await expect(loginPage.password).toHaveValue('Tolkportal1');
  await page.getByRole('button', { name: t(loginMessages.hidePassword), exact: true }).click();
  await expect(loginPage.password).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: t(loginMessages.showPassword), exact: true })).toBeFocused();
});

test('the login page links to the terms and the privacy policy', async ({ page, loginPage, t }) => {
  await loginPage.open();
  await expect(page.getByRole('link', { name: t(loginMessages.terms) })).toHaveAttribute('href', '/terms-and-conditions');
  await expect(page.getByRole('link', { name: t(loginMessages.privacy) })).toHaveAttribute('href', '/privacy-policy');
});

test('a wrong login then a right one: the refusal does not stay over the dashboard', async ({
  page,
  loginPage,
  dashboard,
  t,
}) => {
  await loginPage.open();
  await loginPage.logIn({ customerNumber: '1001', password: 'WrongPassword1' });
  const message = t(serviceErrorMessages['invalid-customer-login']);
  await expect(page.locator('.bp6-toast').getByText(message)).toBeVisible();
  await loginPage.logIn(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  // Gone at once, not after the toast's own 5 s.
  await expect(page.locator('.bp6-toast').getByText(message)).toHaveCount(0, { timeout: 1_500 });
});
