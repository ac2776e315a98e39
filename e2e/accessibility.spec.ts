import type { Locator, Page } from '@playwright/test';
import type { MessageDescriptor } from 'react-intl';
import { contactPersonsMessages } from '../apps/client-portal/src/features/contact-persons/contact-persons.messages.js';
import { contactMessages } from '../apps/client-portal/src/features/contact/contact.messages.js';
import { dashboardMessages } from '../apps/client-portal/src/features/dashboard/dashboard.messages.js';
import { legalMessages } from '../apps/client-portal/src/features/legal/legal.messages.js';
import { loginMessages } from '../apps/client-portal/src/features/login/login.messages.js';
import { manageUsersMessages } from '../apps/client-portal/src/features/manage-users/manage-users.messages.js';
import { mobileAppMessages } from '../apps/client-portal/src/features/mobile-app/mobile-app.messages.js';
import { multipleBookingMessages } from '../apps/client-portal/src/features/multiple-booking/multiple-booking.messages.js';
import { myAssignmentsMessages } from '../apps/client-portal/src/features/my-assignments/my-assignments.messages.js';
import { notFoundMessages } from '../apps/client-portal/src/features/not-found/not-found.messages.js';
import { qualityMessages } from '../apps/client-portal/src/features/quality/quality.messages.js';
import { releaseNewsMessages } from '../apps/client-portal/src/features/release-news/release-news.messages.js';
import { reportTitleMessages } from '../apps/client-portal/src/features/reports/report-titles.messages.js';
import { reportsMessages } from '../apps/client-portal/src/features/reports/reports.messages.js';
import { fromSettings } from '../apps/client-portal/src/features/reset-password/reset-password-route.js';
import { resetPasswordMessages } from '../apps/client-portal/src/features/reset-password/reset-password.messages.js';
import { searchResultMessages } from '../apps/client-portal/src/features/search-result/search-result.messages.js';
import { settingsMessages } from '../apps/client-portal/src/features/settings/settings.messages.js';
import { singleBookingMessages } from '../apps/client-portal/src/features/single-booking/single-booking.messages.js';
import { timeSheetMessages } from '../apps/client-portal/src/features/time-sheet/time-sheet.messages.js';
import { versionMessages } from '../apps/client-portal/src/features/version/version.messages.js';
import { calendarNavMessages } from '../packages/ui/src/calendar/calendar.messages.js';
import { notificationsMessages } from '../packages/ui/src/notifications/notifications.messages.js';
import { AvatarMenu } from './support/avatar-menu.js';
import { expectNoAxeViolations, expectPageReady } from './support/axe.js';
import { BookingMenu, ChooseAssignmentDialog, QuickOrderDrawer } from './support/booking-pages.js';
import { DirectBookingModal } from './support/direct-booking.js';
import { expect, test } from './support/fixtures.js';
import { DetailDrawer, MyAssignmentsPage } from './support/follow-up.js';
import type { Localize } from './support/localize.js';
import { DEMO } from './support/pages.js';
import { budget } from './support/budget.js';

/**
 * WCAG on every route (issue 17): axe-core audits each of the portal's pages in both languages,
 * logged out and logged in, and fails on any violation. A new route is one line in a list below;
 * the menus, dialogs and drawers are audited open, below; the booking's preview and success views
 * and the cancel page in keyboard-only.spec.ts, the multiple order's preview and thank-you pages in
 * book-multiple-assignments.spec.ts, on the way.
 */

/**
 * A page to audit: its address and what its h1 says. The router swaps pages in a transition (the page
 * shown stays until the next one's code is there), so any h1 may still be the previous page's, or
 * that of a page the route sends the user on to: the audit waits for an h1 of exactly `heading`.
 */
export interface AuditedRoute {
  readonly path: string;
  readonly heading: MessageDescriptor;
  /** The router state the app's own link passes, for a page that needs it (not on a group's first route). */
  readonly state?: unknown;
  /**
   * For a route under the same h1 as the one before it (the settings tabs): what only this route
   * shows, waited for before the heading and the loading.
   */
  readonly ready?: (page: Page, t: Localize) => Promise<void>;
}

/** Pages anyone may open. */
const PUBLIC_ROUTES: readonly AuditedRoute[] = [
  { path: '/login', heading: loginMessages.title },
  { path: '/set-new-password?data=not-a-valid-link', heading: resetPasswordMessages.setHeading },
  { path: '/terms-and-conditions', heading: legalMessages.termsTitle },
  { path: '/privacy-policy', heading: legalMessages.privacyTitle },
  { path: '/general-terms-and-conditions', heading: legalMessages.generalTitle },
  { path: '/version', heading: versionMessages.title },
  { path: '/mobile-app/login', heading: mobileAppMessages.title },
  { path: '/no-such-page', heading: notFoundMessages.heading },
];

/** `locator` shows, within the time a page's heading has. */
const shown = (locator: Locator) => expect(locator).toBeVisible({ timeout: budget(15_000) });

/**
 * Pages of a logged-in customer, in groups of one test each (one login per group keeps the audit
 * fast). The dashboard's month view, the menus and dialogs are below; the booking's preview and
 * success views and the cancel page in keyboard-only.spec.ts. Add a new route to a group here.
 */
const LOGGED_IN_ROUTES: Readonly<Record<string, readonly AuditedRoute[]>> = {
  'the dashboard, the lists and the booking forms': [
    { path: '/', heading: dashboardMessages.title },
    { path: '/my-assignment', heading: myAssignmentsMessages.title },
    { path: '/notifications', heading: notificationsMessages.title },
    { path: '/search-result?search=1', heading: searchResultMessages.title },
    { path: '/create-single-assignment', heading: singleBookingMessages.heading },
    { path: '/advanced-order-form', heading: multipleBookingMessages.title },
    { path: '/no-such-page', heading: notFoundMessages.heading },
  ],
  // The settings tabs share one h1: each waits for something in its own panel, not for its tab,
  // which is selected before the panel's code has loaded.
  'the settings, the account pages and the contact page': [
    { path: '/settings', heading: settingsMessages.heading },
    {
      path: '/settings?tab=terms',
      heading: settingsMessages.heading,
      ready: (page, t) => shown(page.getByRole('tab', { name: t(legalMessages.termsTitle), selected: true })),
    },
    {
      path: '/settings?tab=terms&terms=privacy-policy',
      heading: settingsMessages.heading,
      ready: (page, t) => shown(page.getByRole('tab', { name: t(legalMessages.privacyTitle), selected: true })),
    },
    {
      path: '/settings?tab=contact-persons',
      heading: settingsMessages.heading,
      ready: (page, t) => shown(page.getByRole('heading', { level: 3, name: t(contactPersonsMessages.heading), exact: true })),
    },
    { path: '/settings/manageusers', heading: manageUsersMessages.heading },
    // Without the state of settings' link the page sends the user on to the dashboard, which was
    // audited in its place (once mid-swap, without an h1).
    { path: '/settings/reset-password', state: fromSettings, heading: resetPasswordMessages.resetHeading },
    { path: '/contact-tolkportal', heading: contactMessages.title },
    { path: '/releases-page', heading: releaseNewsMessages.pageTitle },
    { path: '/terms-and-conditions', heading: legalMessages.termsTitle },
  ],
  'the quality, time report and statistics pages': [
    { path: '/report-quality', heading: qualityMessages.title },
    { path: '/time-sheet', heading: timeSheetMessages.title },
    { path: '/reports-dashboard', heading: reportsMessages.dashboardTitle },
    { path: '/reports/1', heading: reportTitleMessages['reports.definition.summaryByMonth'] },
  ],
};

/**
 * An open menu, dialog or drawer is audited on its own: Blueprint renders overlays in portals at the
 * end of the body, and the page under them has its own audit (a whole-page audit under every overlay
 * took the dashboard's 3–5 s each time).
 */
const OVERLAYS = '.bp6-portal';

/**
 * Goes to `path` inside the app, as its links do (the history's new entry, then the router follows
 * it): the pages after the first are audited without loading and compiling the whole app again for
 * each, which was most of an audit's time.
 */
async function goInApp(page: Page, path: string, state?: unknown): Promise<void> {
  await page.evaluate(
    ({ to, usr }) => {
      // The entry is written as the router writes its own (its index one further), so that its
      // later pushes and blockers count from it.
      const previous = window.history.state as { idx?: number } | null;
      const state = { usr, key: Math.random().toString(36).slice(2, 10), idx: (previous?.idx ?? 0) + 1 };
      window.history.pushState(state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    },
    { to: path, usr: state ?? null },
  );
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

async function audit(page: Page, t: Localize, routes: readonly AuditedRoute[], who: string): Promise<void> {
  for (const route of routes) {
    // The first page may be open already (the login). A guarded page may send the browser on while
    // the first address is asked for (ERR_ABORTED): it is asked for again, not skipped.
    const here = new URL(page.url());
    if (here.protocol === 'about:')
      await page.goto(route.path).catch(async (error: unknown) => {
        if (!String(error).includes('ERR_ABORTED')) throw error;
        await page.goto(route.path);
      });
    else if (`${here.pathname}${here.search}` !== route.path) await goInApp(page, route.path, route.state);
    await route.ready?.(page, t);
    await expectPageReady(page, t(route.heading));
    await expectNoAxeViolations(page, `${route.path} (${who})`);
  }
}

test('every public page has no axe violations', async ({ page, t }) => {
  test.setTimeout(budget(30_000 + PUBLIC_ROUTES.length * 25_000));
  await audit(page, t, PUBLIC_ROUTES, 'logged out');
});

for (const [group, routes] of Object.entries(LOGGED_IN_ROUTES)) {
  test(`${group}: no axe violations for a logged-in customer`, async ({ page, loginPage, t }) => {
    test.setTimeout(budget(30_000 + routes.length * 25_000));
    await loginPage.logInAtOnce(DEMO.full, routes[0]?.path);
    await audit(page, t, routes, 'logged in');
  });
}

test('the menus, dialogs and drawers a logged-in customer opens have no axe violations', async ({ page, loginPage, t }) => {
  test.setTimeout(budget(240_000));
  await loginPage.logInAtOnce(DEMO.full);
  await expectPageReady(page);

  await page.getByRole('tab', { name: t(calendarNavMessages.month) }).click();
  await expect(page.getByRole('tab', { name: t(calendarNavMessages.month) })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page, 'the dashboard, month view');

  const avatar = new AvatarMenu(page, t);
  await avatar.open();
  await expect(page.locator('.tolk-avatar-menu-facts')).toBeVisible();
  await expectNoAxeViolations(page, 'the avatar menu', OVERLAYS);
  await page.keyboard.press('Escape');
  await expect(avatar.menu).toBeHidden();

  const bell = page.getByRole('button', { name: /^(Notifieringar|Notifications)/ });
  await bell.click();
  await expect(page.locator('.tolk-bell-panel')).toBeVisible();
  await expectNoAxeViolations(page, 'the notifications panel', OVERLAYS);
  await page.keyboard.press('Escape');

  const menu = new BookingMenu(page, t);
  await menu.openWithShortcut();
  await expectNoAxeViolations(page, 'the booking menu', OVERLAYS);
  await menu.preBooking.click();
  const choose = new ChooseAssignmentDialog(page, t);
  await expect(choose.dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the choose-assignment dialog', OVERLAYS);
  await page.keyboard.press('Escape');
  await expect(choose.dialog).toBeHidden();

  await menu.openWithShortcut();
  await menu.quickOrder.click();
  const quick = new QuickOrderDrawer(page, t);
  await expect(quick.drawer).toBeVisible();
  await expectNoAxeViolations(page, 'the quick-order drawer', OVERLAYS);
  await page.keyboard.press('Escape');
  await expect(quick.drawer).toBeHidden();

  const direct = new DirectBookingModal(page, t);
  await direct.openFromMenu();
  await expectNoAxeViolations(page, 'the direct-booking modal', OVERLAYS);
  await page.keyboard.press('Escape');
  await expect(direct.dialog).toBeHidden();

  await page.goto('/my-assignment');
  await expectPageReady(page);
  const list = new MyAssignmentsPage(page, t, loginPage);
  await expect(list.rows.first()).toBeVisible({ timeout: budget(15_000) });
  const number = (await list.column(2).first().innerText()).trim();
  await list.openButton(number).click();
  const drawer = new DetailDrawer(page, t, number);
  await expect(drawer.dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the assignment detail drawer', OVERLAYS);
  await page.keyboard.press('Escape');

  await page.goto('/settings?tab=contact-persons');
  await page.getByRole('button', { name: t(contactPersonsMessages.add) }).click();
  await expect(page.getByRole('dialog', { name: t(contactPersonsMessages.createTitle) })).toBeVisible();
  await expectNoAxeViolations(page, 'the contact-person dialog', OVERLAYS);
});

test('a user who asks the system for less motion gets no animations or transitions', async ({ page }) => {
  const durationsOf = () =>
    page.evaluate(() => {
      const moving = document.createElement('div');
      moving.style.transition = 'opacity 300ms';
      moving.style.animation = 'bp6-skeleton-glow 1s infinite';
      document.body.append(moving);
      const style = getComputedStyle(moving);
      const seen = [style.transitionDuration, style.animationDuration, style.animationIterationCount];
      moving.remove();
      return seen;
    });
  await page.goto('/login');
  expect(await durationsOf()).toEqual(['0.3s', '1s', 'infinite']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await durationsOf()).toEqual(['1e-05s', '1e-05s', '1']);
});
