import type { Page } from '@playwright/test';
import { problemMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { BookingMenu, QuickOrderDrawer } from './support/booking-pages.js';
import { expect, test } from './support/fixtures.js';
import type { Localize } from './support/localize.js';
import { DEMO } from './support/pages.js';

/*
 * Issue 12: Blueprint's toaster is not on the first page; it is fetched at the page's first input,
 * or with the logged-in stores. A connection lost before then must still be told.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The toast that says a call did not get through (offline, the browser's fetch fails at once or midway). */
function lostConnectionToast(page: Page, t: Localize) {
  const words = [t(problemMessages.requestFailed), t(problemMessages.notCompleted)];
  return page.locator('.bp6-toast').filter({ hasText: new RegExp(words.map(escapeRegExp).join('|')) });
}

test('a dashboard left untouched still tells that the connection is lost when its calendar reloads', async ({
  page,
  context,
  loginPage,
  t,
}) => {
  await page.clock.install();
  // No key, pointer or input on the page from here on.
  await loginPage.logInAtOnce(DEMO.full);
  await context.setOffline(true);
  // The calendar reloads every 30 s; offline, its call fails.
  await page.clock.fastForward('00:35');
  await expect(lostConnectionToast(page, t)).toBeVisible();
});

test('a login tried after the connection was lost, before any input, says so', async ({ page, context, loginPage, t }) => {
  await loginPage.open();
  await context.setOffline(true);
  await loginPage.logIn(DEMO.full);
  await expect(lostConnectionToast(page, t).getByRole('alert')).toBeVisible();
  // Nothing the user typed is lost.
  await expect(loginPage.customerNumber).toHaveValue(DEMO.full.customerNumber);
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('offline on the dashboard', () => {
  test.beforeEach(async ({ loginPage, dashboard }) => {
    await loginPage.logInAtOnce(DEMO.full);
    await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  });

  test('the booking menu asked for before its code is there says so; back online it opens', async ({
    page,
    context,
    dashboard,
    t,
  }) => {
    // Untouched, the dashboard has not fetched the menu's popover (docs/decisions.md).
    await context.setOffline(true);
    const menu = new BookingMenu(page, t);
    await menu.pressShortcut();
    await expect(lostConnectionToast(page, t).getByRole('alert')).toBeVisible();
    await expect(menu.menu).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();

    await context.setOffline(false);
    await menu.headerButton.click();
    await expect(menu.menu).toBeVisible();
    await expect(menu.headerButton).toHaveAttribute('aria-expanded', 'true');
  });

  test('a quick order started before the booking code is there says so; back online it opens', async ({
    page,
    context,
    dashboard,
    t,
  }) => {
    const menu = new BookingMenu(page, t);
    // The pointer over Start booking fetches the menu's code, not the booking code.
    const menuCode = page.waitForResponse(/booking-menu-popover-[^/]*\.js$/);
    await menu.headerButton.hover();
    await menuCode;
    await context.setOffline(true);
    await menu.openWithShortcut();
    await menu.quickOrder.click();
    await expect(lostConnectionToast(page, t).getByRole('alert')).toBeVisible();
    // Still on the dashboard, which was not reloaded away.
    await expect(page).toHaveURL(/\/$/);
    await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();

    await context.setOffline(false);
    await menu.openWithShortcut();
    await menu.quickOrder.click();
    await expect(new QuickOrderDrawer(page, t).drawer).toBeVisible();
  });
});
