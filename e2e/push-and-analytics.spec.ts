import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { notificationsMessages } from '../packages/ui/src/notifications/notifications.messages.js';
import { pushAnalyticsMessages as m } from '../apps/client-portal/src/features/push-analytics/push-analytics.messages.js';
import { toast } from './support/account-pages.js';
import { logOut } from './support/avatar-menu.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';
import { eventsOf, pushServiceRecord } from './support/push-service.js';
import { budget } from './support/budget.js';

declare global {
  interface Window {
    __notices: { title: string; body?: string; tag?: string; onclick: (() => void) | null }[];
  }
}

/**
 * The browser's Notification API, replaced so the test decides what the browser would answer and
 * sees what the portal shows (a headless browser shows nothing).
 */
async function fakeNotifications(page: Page, permission: 'default' | 'granted'): Promise<void> {
  await page.addInitScript((initial) => {
    window.__notices = [];
    class FakeNotification {
      static permission: string = initial;
      static async requestPermission() {
        FakeNotification.permission = 'granted';
        return 'granted';
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string; tag?: string } = {}) {
        window.__notices.push(Object.assign(this, { title, body: options.body, tag: options.tag }));
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  }, permission);
}

const browserIdOf = async (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('tolk.engagement') ?? '{}') as { browserId?: string }).browserId ?? '');

// These tests meet the prompt as a new browser does.
test.use({ pushPrompt: 'due' });

const prompt = (page: Page, t: (message: (typeof m)[keyof typeof m]) => string) =>
  page.getByRole('region', { name: t(m.promptHeading) });

test('the portal asks for web notifications, again only after 14 days, and tells the push service of the login, the day and the logout', async ({
  page,
  t,
  loginPage,
  language,
}) => {
  test.setTimeout(budget(60_000));
  await fakeNotifications(page, 'default');
  await loginPage.open();
  await loginPage.logIn(DEMO.restricted);
  await expect(page).toHaveURL(/\/$/);

  // 2 s, the registration and log_in, 2 s, then the prompt.
  await expect(prompt(page, t)).toBeVisible({ timeout: budget(10_000) });
  const browserId = await browserIdOf(page);
  expect(browserId).not.toBe('');
  await expect.poll(() => eventsOf(browserId)).toEqual(['web_session_open', 'log_in']);
  const registered = (await pushServiceRecord()).users.find((u) => u.browserIdentifier === browserId);
  expect(registered).toMatchObject({ customerNumber: DEMO.restricted.customerNumber, pushPermission: 'default', language });

  // "Not now": a reload on the same day neither asks again nor counts another session.
  await prompt(page, t)
    .getByRole('button', { name: t(m.notNow) })
    .click();
  await expect(prompt(page, t)).toBeHidden();
  await page.reload();
  await page.waitForTimeout(3000);
  await expect(prompt(page, t)).toBeHidden();

  // Asked 14 days and a minute ago: it asks again; "Allow" lets the browser answer and registers that.
  const fourteenDaysAgo = Temporal.Now.instant()
    .subtract({ hours: 14 * 24, minutes: 1 })
    .toString();
  await page.evaluate((askedAt) => {
    const state = JSON.parse(localStorage.getItem('tolk.engagement') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('tolk.engagement', JSON.stringify({ ...state, pushAskedAt: askedAt }));
  }, fourteenDaysAgo);
  await page.reload();
  await expect(prompt(page, t)).toBeVisible({ timeout: budget(10_000) });
  await prompt(page, t)
    .getByRole('button', { name: t(m.allow) })
    .click();
  await expect(toast(page, t(m.allowed))).toBeVisible();
  await expect
    .poll(async () => (await pushServiceRecord()).users.find((u) => u.browserIdentifier === browserId)?.pushPermission)
    .toBe('granted');

  await logOut(page, t);
  await expect.poll(() => eventsOf(browserId)).toEqual(['web_session_open', 'log_in', 'log_out']);
});

test('a new interpreter assignment shows as a browser notification while the portal is open', async ({ page, loginPage, t }) => {
  await fakeNotifications(page, 'granted');
  await page.clock.install();
  const crmTime = (at: Temporal.ZonedDateTime) => at.toPlainDateTime().toString().replace('T', ' ').slice(0, 19);
  const notice = (id: string, headline: string, sent: Temporal.ZonedDateTime) => ({
    NotificationIdentifier: id,
    Headline: headline,
    Message: `${headline}: uppdrag 900001.`,
    DatetimeSent: crmTime(sent),
    IsRead: false,
    WorkAssignmentIdentifiers: [],
    OrderIdentifiers: [],
  });
  let news: unknown[] = [];
  await page.route('**/crm/Common/GetNotifications', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { Notifications: unknown[] | null };
    await route.fulfill({ response, json: { ...body, Notifications: [...news, ...(body.Notifications ?? [])] } });
  });

  await loginPage.open();
  await loginPage.logIn(DEMO.restricted);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: new RegExp(`^${t(notificationsMessages.title)}, \\d+`) })).toBeVisible();

  // Sent after the portal opened (the portal's clock runs from the real time).
  const now = Temporal.Now.zonedDateTimeISO('Europe/Stockholm');
  news = [
    notice('e2e-assigned', 'Tolk tillsatt', now.add({ seconds: 5 })),
    notice('e2e-phone', 'Tolkens telefonnummer har ändrats', now.add({ seconds: 6 })),
    notice('e2e-cancelled', 'Uppdraget är avbokat', now.add({ seconds: 7 })),
    notice('e2e-old', 'Tolk tillsatt', now.subtract({ days: 1 })),
  ];
  // This test's notices, as browser notifications. Customer 1002 is shared with tests running beside
  // this one, whose bookings may raise real notifications of the same kinds meanwhile: those are
  // shown too (rightly) and left out here.
  const ours = () =>
    page.evaluate(() =>
      window.__notices.flatMap((n, index) => (n.tag?.startsWith('e2e-') ? [{ index, tag: n.tag, title: n.title }] : [])),
    );
  // The bell reloads on the job timer (30 s).
  await page.clock.fastForward('00:35');
  await expect.poll(async () => (await ours()).map((n) => n.tag)).toEqual(['e2e-assigned', 'e2e-phone']);
  const [assigned] = await ours();
  expect(assigned!.title).toBe('Tolk tillsatt');

  // Once only: the next reload shows nothing again.
  await page.clock.fastForward('00:35');
  await page.waitForTimeout(500);
  expect((await ours()).length).toBe(2);

  await page.evaluate((index) => window.__notices[index]!.onclick?.(), assigned!.index);
  await expect(page).toHaveURL(/\/my-assignment\?notification_id=e2e-assigned/);
});
