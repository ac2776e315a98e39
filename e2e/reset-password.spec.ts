import { resetPasswordMessages as m } from '../apps/client-portal/src/features/reset-password/reset-password.messages.js';
import { settingsMessages } from '../apps/client-portal/src/features/settings/settings.messages.js';
import { labelled, PASSWORD_TEST_CUSTOMERS, SettingsPage, toast } from './support/account-pages.js';
import { logOut } from './support/avatar-menu.js';
import { expect, test } from './support/fixtures.js';
import { requestResetLink } from './support/mail-outbox.js';
import { DEMO } from './support/pages.js';

test('the reset-password page opens only from settings', async ({ page, loginPage, t }) => {
  // Logged out, the page is protected like any other.
  await page.goto('/settings/reset-password');
  await expect(page).toHaveURL(/\/login$/);
  await loginPage.logIn(DEMO.full);
  // Typed in (or from anywhere else): sent to /.
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings/reset-password');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: t(m.resetHeading) })).toHaveCount(0);

  const settings = new SettingsPage(page, t);
  await settings.open();
  await page.getByRole('link', { name: t(settingsMessages.resetPasswordLink) }).click();
  await expect(page).toHaveURL(/\/settings\/reset-password$/);
  await expect(page.getByRole('heading', { name: t(m.resetHeading), level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${t(m.resetHeading)} | Tolkportal`);
});

test('a customer sets a new password from the mailed link, once, then resets it from settings', async ({
  page,
  loginPage,
  t,
  language,
}) => {
  const customer = PASSWORD_TEST_CUSTOMERS.reset[language];
  const link = await requestResetLink(page, customer.customerNumber);
  expect(link).toMatch(/^\/set-new-password\?data=[A-Za-z0-9_-]+$/);

  await page.goto(link);
  const form = page.getByRole('form', { name: t(m.setHeading) });
  await expect(page).toHaveTitle(`${t(m.setHeading)} | Tolkportal`);
  await labelled(form, t(m.newPassword)).fill('Lanklosen1');
  await labelled(form, t(m.repeatPassword)).fill('Lanklosen2');
  await form.getByRole('button', { name: t(m.save) }).click();
  await expect(labelled(form, t(m.repeatPassword))).toHaveAccessibleDescription(t(m.mismatch));
  await labelled(form, t(m.repeatPassword)).fill('Lanklosen1');
  await form.getByRole('button', { name: t(m.save) }).click();
  await expect(toast(page, t(m.setSuccessful))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The same link a second time: the password is already saved.
  await page.goto(link);
  await labelled(form, t(m.newPassword)).fill('Annatlosen1');
  await labelled(form, t(m.repeatPassword)).fill('Annatlosen1');
  await form.getByRole('button', { name: t(m.save) }).click();
  await expect(toast(page, t(m.alreadySaved))).toBeVisible();
  await expect(page).toHaveURL(/\/set-new-password/);

  await loginPage.open();
  await loginPage.logIn({ customerNumber: customer.customerNumber, password: 'Lanklosen1' });
  await expect(page).toHaveURL(/\/$/);

  // From settings, the reset page sets another password and goes to /.
  const settings = new SettingsPage(page, t);
  await settings.open();
  await page.getByRole('link', { name: t(settingsMessages.resetPasswordLink) }).click();
  const reset = page.getByRole('form', { name: t(m.resetHeading) });
  await labelled(reset, t(m.newPassword)).fill('Aterstallt1');
  await labelled(reset, t(m.retypePassword)).fill('Aterstallt1');
  await reset.getByRole('button', { name: t(m.save) }).click();
  await expect(toast(page, t(m.resetSuccessfull))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await logOut(page, t);
  await loginPage.open();
  await loginPage.logIn({ customerNumber: customer.customerNumber, password: 'Aterstallt1' });
  await expect(page).toHaveURL(/\/$/);
});

test('a link without its data says so', async ({ page, t }) => {
  await page.goto('/set-new-password');
  await expect(page.getByRole('alert').filter({ hasText: t(m.noLink) })).toBeVisible();
});

test('a link the CRM cannot read says it is invalid or expired and how to get a new one', async ({ page, t }) => {
  await page.goto('/set-new-password?data=garbage');
  const form = page.getByRole('form', { name: t(m.setHeading) });
  await labelled(form, t(m.newPassword)).fill('Giltigt1234');
  await labelled(form, t(m.repeatPassword)).fill('Giltigt1234');
  await form.getByRole('button', { name: t(m.save) }).click();
  await expect(page.getByRole('alert').filter({ hasText: t(m.linkInvalid) })).toBeVisible();
  // Not "try again": the form that cannot succeed is gone.
  await expect(page.getByText(t(m.setFailed))).toHaveCount(0);
  await expect(form).toHaveCount(0);
});
