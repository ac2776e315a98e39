import { notFoundMessages } from '../apps/client-portal/src/features/not-found/not-found.messages.js';
import { expect, test } from './support/fixtures.js';

test('an unknown route shows the not-found page', async ({ page, t, language }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: t(notFoundMessages.heading) })).toBeVisible();
  if (language === 'en') await expect(page.getByText('Oops! Sorry, the page not found')).toBeVisible();
  await expect(page).toHaveTitle(`${t(notFoundMessages.title)} | Tolkportal`);
});

test("the not-found page's heading keeps its lines apart on a phone", async ({ page, t }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/no-such-page');
  const heading = page.getByRole('heading', { name: t(notFoundMessages.heading), level: 1 });
  await expect(heading).toBeVisible();
  // Each line of the heading lies below the one before it: the line boxes do not overlap.
  const lines = await heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()].map((rect) => ({ top: rect.top, bottom: rect.bottom }));
    return tops.filter((line, index) => index === 0 || Math.abs(line.top - tops[index - 1]!.top) > 1);
  });
  expect(lines.length).toBeGreaterThan(1);
  for (let index = 1; index < lines.length; index++)
    expect(lines[index]!.top).toBeGreaterThanOrEqual(lines[index - 1]!.bottom - 1);
});
