import { notFoundMessages } from '../apps/client-portal/src/features/not-found/not-found.messages.js';
import { expect, test } from './support/fixtures.js';

test('an unknown route shows the not-found page', async ({ page, t, language }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: t(notFoundMessages.heading) })).toBeVisible();
  if (language === 'en') await expect(page.getByText('Oops! Sorry, the page not found')).toBeVisible();
  await expect(page).toHaveTitle(`${t(notFoundMessages.title)} | Tolkportal`);
});
