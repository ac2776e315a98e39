import { notFoundMessages } from '../apps/client-portal/src/features/not-found/not-found.messages.js';
import { myAssignmentsMessages } from '../apps/client-portal/src/features/my-assignments/my-assignments.messages.js';
import { shellMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';

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

test('a page whose code cannot be had shows the error page, tells the log, and the way back still works', async ({
  page,
  loginPage,
  dashboard,
  t,
}) => {
  await loginPage.logInAtOnce(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  // The page was loaded again a moment ago for a missing chunk (lazy-screen.ts), so it is not again.
  await page.evaluate(() => sessionStorage.setItem('tolk.chunkReloadAt', String(Date.now())));
  await page.route(/\/assets\/my-assignments-page-[\w-]+\.js$/, (route) => route.abort());
  const logged = page.waitForRequest((request) => (request.postData() ?? '').includes('screen not shown at /my-assignment'));

  await page.getByRole('button', { name: t(myAssignmentsMessages.title), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t(shellMessages.errorHeading) })).toBeVisible();
  await expect(page.getByText(t(shellMessages.errorText))).toBeVisible();
  await expect(page.getByRole('button', { name: t(shellMessages.tryAgain) })).toBeVisible();
  await expect(page.getByRole('link', { name: t(shellMessages.toStartPage) })).toHaveAttribute('href', '/');
  await logged;

  // Back to the dashboard in the same page load: the screens are shown again.
  await page.unroute(/\/assets\/my-assignments-page-[\w-]+\.js$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
});
