import { manageUsersMessages as m } from '../apps/client-portal/src/features/manage-users/manage-users.messages.js';
import { settingsMessages } from '../apps/client-portal/src/features/settings/settings.messages.js';
import { fieldMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { SettingsPage, toast } from './support/account-pages.js';
import { expect, test } from './support/fixtures.js';
import { ManageUsersPage } from './support/manage-users-page.js';
import { DEMO } from './support/pages.js';
import { closeWithEscape } from './support/keyboard.js';

test('a customer adds a portal user and changes it, from settings', async ({ page, t, loginPage, language }) => {
  await loginPage.startSession(DEMO.full);
  const settings = new SettingsPage(page, t);
  await settings.open();
  await expect(page.getByRole('heading', { name: t(settingsMessages.heading), level: 1 })).toBeVisible();
  await page.getByRole('link', { name: t(m.settingsLink) }).click();

  const users = new ManageUsersPage(page, t);
  await expect(page).toHaveURL(/\/settings\/manageusers$/);
  await expect(page).toHaveTitle(`${t(m.heading)} | Tolkportal`);
  await users.expectOpen();
  // The seeded users, by name in Swedish order (Å and Ö after Z).
  const names = await users.names();
  expect(names).toEqual([...names].sort(new Intl.Collator('sv', { sensitivity: 'base' }).compare));
  await expect(users.row('Anna Lindqvist')).toContainText(t(m.administrator));
  await expect(users.row('Johan Öberg')).toContainText('johan.oberg@stockholms.se');

  // Adding: every field is required, the e-mail must be valid and nobody else's, the number of digits.
  const stamp = `${language}-${Date.now().toString(36)}`;
  const name = `Testa Användare ${stamp}`;
  await page.getByRole('button', { name: t(m.add) }).click();
  const add = users.dialog(t(m.createTitle));
  await users.save(add);
  for (const field of ['name', 'email', 'phone'] as const) {
    await expect(users.field(add, field)).toHaveAccessibleDescription(t(fieldMessages.required, { name: t(m[field]) }));
  }
  await expect(add.getByRole('alert').filter({ hasText: t(fieldMessages.required, { name: t(m.type) }) })).toBeVisible();

  await users.field(add, 'name').fill(name);
  await users.field(add, 'email').fill('anna.lindqvist@STOCKHOLMS.se');
  await users.field(add, 'phone').fill('ring mig');
  await users.field(add, 'phone').blur();
  await expect(users.field(add, 'email')).toHaveAccessibleDescription(t(m.emailTaken));
  await expect(users.field(add, 'phone')).toHaveAccessibleDescription(t(m.invalidPhone, { name: t(m.phone) }));
  await users.field(add, 'email').fill(`testa.${stamp}@stockholms.se`);
  await users.field(add, 'phone').fill('08-508 11 222');
  await users.chooseType(add, 'orderer');
  await users.save(add);
  await expect(toast(page, t(m.saved))).toBeVisible();
  await expect(add).toBeHidden();
  await expect(users.row(name)).toContainText(t(m.orderer));
  await expect(users.row(name)).toContainText('08-508 11 222');

  // Changing: the dialog holds the user; the new number and type are kept by the CRM (seen after a reload).
  await users
    .row(name)
    .getByRole('button', { name: t(m.editUser, { name }) })
    .click();
  const edit = users.dialog(t(m.editTitle, { name }));
  await expect(users.field(edit, 'email')).toHaveValue(`testa.${stamp}@stockholms.se`);
  await expect(users.type(edit, 'orderer')).toBeChecked();
  await users.field(edit, 'phone').fill('070-123 45 67');
  await users.chooseType(edit, 'administrator');
  await users.save(edit);
  // The toast of the addition may still show (toasts stay 5 s): the newest is the edit's.
  await expect(toast(page, t(m.saved)).last()).toBeVisible();
  await expect(edit).toBeHidden();
  await page.reload();
  await users.expectOpen();
  await expect(users.row(name)).toContainText('070-123 45 67');
  await expect(users.row(name)).toContainText(t(m.administrator));

  // Escape closes the dialog without saving; the back link leads to settings.
  await users
    .row(name)
    .getByRole('button', { name: t(m.editUser, { name }) })
    .click();
  await users.field(users.dialog(t(m.editTitle, { name })), 'phone').fill('1');
  await closeWithEscape(page, users.dialog(t(m.editTitle, { name })));
  await expect(users.row(name)).toContainText('070-123 45 67');
  await page.getByRole('link', { name: t(m.backToSettings) }).click();
  await expect(page).toHaveURL(/\/settings$/);
});
