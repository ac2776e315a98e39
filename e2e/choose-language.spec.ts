import { shellMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { loginMessages } from '../apps/client-portal/src/features/login/login.messages.js';
import { expect, test } from './support/fixtures.js';
import { localizer } from './support/localize.js';

test('the chosen language is used at once and kept across reloads', async ({ page, loginPage, t, language }) => {
  const other = language === 'sv' ? 'en' : 'sv';
  const tOther = localizer(other);
  await loginPage.open();
  await page.getByRole('combobox', { name: t(shellMessages.language) }).selectOption(other);
  await expect(page.getByRole('heading', { name: tOther(loginMessages.title) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await page.reload();
  await expect(page.getByLabel(tOther(loginMessages.customerNumber))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('localLanguage'))).toBe(other);
});
