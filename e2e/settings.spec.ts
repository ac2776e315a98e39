import { contactPersonsMessages as c } from '../apps/client-portal/src/features/contact-persons/contact-persons.messages.js';
import { settingsMessages as m } from '../apps/client-portal/src/features/settings/settings.messages.js';
import { labelled, SettingsPage, toast } from './support/account-pages.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';

// Each test opens settings itself: that is the first page the browser loads.
test.beforeEach(async ({ loginPage }) => {
  await loginPage.startSession(DEMO.full);
});

test('settings shows the profile and three tabs, the title and the address following the tab', async ({ page, t }) => {
  const settings = new SettingsPage(page, t);
  await settings.open();
  const profile = page.getByRole('region', { name: t(m.profileHeading) });
  await expect(profile.getByText(DEMO.full.name)).toBeVisible();
  await expect(profile.getByText('1001', { exact: true })).toBeVisible();
  await expect(profile.getByText('Tegnérgatan 23, 11140 Stockholm')).toBeVisible();
  await expect(profile.getByText('08-508 00 000')).toBeVisible();

  await expect(settings.tab('tabPreferences')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle(`${t(m.titlePreferences)} | Tolkportal`);
  await settings.tab('tabTerms').click();
  await expect(page).toHaveTitle(`${t(m.titleTerms)} | Tolkportal`);
  await expect(page).toHaveURL(/tab=terms/);
  await settings.tab('tabContactPersons').click();
  await expect(page).toHaveTitle(`${t(m.titleContactPersons)} | Tolkportal`);
  // The address keeps the tab: a reload (or a link from the contact page) opens tab 2.
  await page.reload();
  await expect(settings.tab('tabContactPersons')).toHaveAttribute('aria-selected', 'true');
});

test('a customer adds, edits and deletes a contact person', async ({ page, t, language }) => {
  const settings = new SettingsPage(page, t);
  await settings.open('?tab=contact-persons');
  // A retry finds the first attempt's person (if it got that far): each attempt adds its own.
  const lastName = `Testsson-${language}${'abcd'[test.info().retry]}`;
  const list = page.getByRole('list', { name: t(c.heading) });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // The list is sorted by name in Swedish order.
  const names = await list.locator('.tolk-contact-name').allTextContents();
  expect(names).toEqual([...names].sort(new Intl.Collator('sv', { sensitivity: 'base' }).compare));

  await page.getByRole('button', { name: t(c.add) }).click();
  const dialog = page.getByRole('dialog', { name: t(c.createTitle) });
  await labelled(dialog, t(c.firstName)).fill('Ebba');
  await labelled(dialog, t(c.lastName)).fill(lastName);
  await labelled(dialog, t(c.title)).fill('Kurator');
  await dialog.getByRole('button', { name: t(c.save) }).click();
  // No e-mail, direct phone or mobile: the toast names the three fields, nothing is saved.
  const channels = [t(c.email), t(c.phoneDirect), t(c.phoneMobile)];
  const fields = new Intl.ListFormat(language, { type: 'disjunction' }).format(channels);
  await expect(toast(page, t(c.missingChannel, { fields }))).toBeVisible();
  await expect(dialog).toBeVisible();

  await labelled(dialog, t(c.phoneMobile)).fill('070-123 45 67');
  await dialog.getByRole('button', { name: t(c.save) }).click();
  await expect(toast(page, t(c.saved))).toBeVisible();
  await expect(dialog).toBeHidden();
  const name = `Ebba ${lastName} - Kurator`;
  const row = list.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('070-123 45 67');

  // Edit shows only e-mail and phones.
  await row.getByRole('button', { name: t(c.editPerson, { name }) }).click();
  const editor = page.getByRole('dialog', { name: t(c.editTitle, { name }) });
  await expect(labelled(editor, t(c.email))).toBeVisible();
  await expect(labelled(editor, t(c.firstName))).toHaveCount(0);
  await expect(labelled(editor, t(c.title))).toHaveCount(0);
  await labelled(editor, t(c.email)).fill('ebba.testsson@example.se');
  await labelled(editor, t(c.phoneMobile)).fill('');
  await editor.getByRole('button', { name: t(c.save) }).click();
  await expect(editor).toBeHidden();
  await expect(row).toContainText('ebba.testsson@example.se');
  await expect(row).not.toContainText('070-123 45 67');

  // Delete goes through the confirmation.
  await row.getByRole('button', { name: t(c.removePerson, { name }) }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: t(c.cancel) }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: t(c.removePerson, { name }) }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t(c.remove), exact: true })
    .click();
  await expect(toast(page, t(c.deleted))).toBeVisible();
  await expect(row).toHaveCount(0);
});
