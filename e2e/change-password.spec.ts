import { resetPasswordMessages as m } from '../apps/client-portal/src/features/reset-password/reset-password.messages.js';
import { settingsNavMessages } from '../apps/client-portal/src/features/settings/settings-nav.messages.js';
import { settingsMessages } from '../apps/client-portal/src/features/settings/settings.messages.js';
import { serviceErrorMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { PASSWORD_TEST_CUSTOMERS, SettingsPage, toast } from './support/account-pages.js';
import { logOut } from './support/avatar-menu.js';
import { expect, test } from './support/fixtures.js';
import { budget } from './support/budget.js';

// Expiring every token or moving the CRM clock an hour ends other tests' sessions: take the mock alone.
test.use({ movesMockClock: true });

test('a customer changes the password in settings and logs in with the new one', async ({
  page,
  loginPage,
  t,
  language,
  mockCrm,
}) => {
  const customer = PASSWORD_TEST_CUSTOMERS.change[language];
  const settings = new SettingsPage(page, t);
  await loginPage.open();
  await loginPage.logIn(customer);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: t(settingsNavMessages.navLink) }).click();
  await expect(page).toHaveTitle(`${t(settingsMessages.titlePreferences)} | Tolkportal`);
  const current = settings.passwordField('currentPassword');
  const next = settings.passwordField('newPassword');
  const repeat = settings.passwordField('repeatPassword');

  // A wrong current password: verified by a login first, nothing saved.
  await current.fill('Fel-lösenord1');
  await next.fill('Nyttlosen1');
  await repeat.fill('Nyttlosen1');
  await settings.savePassword.click();
  await settings.expectProblem(current, t(m.wrongCurrentPassword));
  await expect(toast(page, t(m.setFailed))).toBeVisible();

  // The policy, rule by rule, in the spec's order; then the repeat.
  await current.fill(customer.password);
  await next.fill('kort1A');
  await next.blur();
  await settings.expectProblem(next, t(m.tooShort, { min: 8 }));
  await next.fill('langtlosen1');
  await settings.expectProblem(next, t(m.noUppercase));
  await next.fill('Langtlosen');
  await settings.expectProblem(next, t(m.noDigit));
  await next.fill('Langtlosen1');
  await settings.expectNoProblem(next);
  await repeat.fill('Langtlosen2');
  await repeat.blur();
  await settings.expectProblem(repeat, t(m.mismatch));
  await repeat.fill('Langtlosen1');
  await settings.expectNoProblem(repeat);

  await settings.savePassword.click();
  await expect(toast(page, t(m.resetSuccessfull))).toBeVisible();
  await expect(current).toHaveValue('');

  // The stored session follows the new password: an expired token is renewed without asking.
  await mockCrm.expireAllTokens();
  await page.reload();
  // The reload waits for a re-login and a replay: more than the default 7 s on a busy machine.
  await expect(page.getByRole('heading', { name: t(settingsMessages.heading), level: 1 })).toBeVisible({
    timeout: budget(20_000),
  });
  await expect(page.getByText(customer.customerNumber, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/settings/);

  // The session keeps going; after logging out only the new password opens the portal.
  await logOut(page, t);
  await loginPage.open();
  await loginPage.logIn(customer);
  await expect(toast(page, t(serviceErrorMessages['invalid-customer-login']))).toBeVisible();
  await loginPage.password.fill('Langtlosen1');
  await loginPage.submit.click();
  await expect(page).toHaveURL(/\/$/);
});
