import { shellMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { loginMessages } from '../apps/client-portal/src/features/login/login.messages.js';
import { expect, test } from './support/fixtures.js';
import { localizer } from './support/localize.js';

test('the chosen language is used at once and kept across reloads', async ({ page, loginPage, t, language }) => {
  const other = language === 'sv' ? 'en' : 'sv';
  const tOther = localizer(other);
  // The English texts are a chunk of their own (issue 12): a Swedish page does not load them.
  const englishFetched = () => fetched.some((url) => /\/assets\/english-[\w-]+\.js$/.test(url));
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await loginPage.open();
  expect(englishFetched()).toBe(language === 'en');
  await page.getByRole('combobox', { name: t(shellMessages.language) }).selectOption(other);
  await expect(page.getByRole('heading', { name: tOther(loginMessages.title) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  expect(englishFetched()).toBe(true);
  await page.reload();
  await expect(page.getByLabel(tOther(loginMessages.customerNumber))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('localLanguage'))).toBe(other);
});
