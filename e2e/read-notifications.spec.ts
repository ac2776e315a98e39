import { Temporal } from 'temporal-polyfill';
import { detailMessages } from '../apps/client-portal/src/features/assignment-detail/assignment-detail.messages.js';
import { notificationsMessages } from '../packages/ui/src/notifications/notifications.messages.js';
import { CrmApi, todayInStockholm } from './support/crm-api.js';
import { expect } from './support/fixtures.js';
import { DetailDrawer, FollowUpCrm, followUpTest as test } from './support/follow-up.js';
import type { MockCrmControl } from './support/mock-crm.js';
import { OWN_DATA_CUSTOMERS, at, openMyAssignmentsAs } from './support/own-data.js';
import { closeWithEscape } from './support/keyboard.js';

/** An order of the test's own customer two months back, with one notification about it (mock-crm's controls). */
async function orderWithNotification(
  mockCrm: MockCrmControl,
  customerNumber: string,
  notification: { headline: string; message: string; sent: Temporal.Instant },
) {
  const order = await mockCrm.order(customerNumber, at(todayInStockholm().subtract({ days: 60 }), '09:00'));
  const notificationId = await mockCrm.notify(order.orderIdentifier, notification);
  return { ...order, notificationId, headline: notification.headline };
}

test('opening an assignment’s notification history marks the newest read and the bell counts one less', async ({
  loginPage,
  mockCrm,
  myAssignments,
  page,
  t,
  language,
}) => {
  const customer = OWN_DATA_CUSTOMERS[language];
  const crm = await CrmApi.logIn(customer);
  // Unread, sent a minute ago: the newest of its order, in the bell's three days (the browser's now).
  const picked = await orderWithNotification(mockCrm, customer.customerNumber, {
    headline: 'Tolkens telefonnummer har ändrats',
    message: 'Tolken har ett nytt telefonnummer.',
    sent: Temporal.Now.instant().subtract({ minutes: 1 }),
  });

  await openMyAssignmentsAs(page, t, loginPage, customer, `?notification_id=${picked.notificationId}`);
  const drawer = new DetailDrawer(page, t, picked.orderNumber);
  await expect(drawer.dialog).toBeVisible();
  // The bell shows 0 while its first answer is on the way: waited for, not read once.
  await expect.poll(() => myAssignments.bellCount()).toBeGreaterThan(0);
  const before = await myAssignments.bellCount();

  await drawer.dialog.getByRole('button', { name: t(detailMessages.showHistory) }).click();
  const history = page.getByRole('dialog', { name: t(detailMessages.historyTitle, { number: picked.orderNumber }) });
  await expect(history).toBeVisible();
  await expect(history.getByText(picked.headline).first()).toBeVisible();
  await expect(history.getByText(t(detailMessages.newLabel)).first()).toBeVisible();

  await expect
    .poll(async () => (await crm.notifications()).find((n) => n.NotificationIdentifier === picked.notificationId)?.IsRead)
    .toBe(true);
  await expect.poll(() => myAssignments.bellCount()).toBeLessThan(before);

  // Escape closes the history first, then the drawer.
  await closeWithEscape(page, history);
  await expect(drawer.dialog).toBeVisible();
  await closeWithEscape(page, drawer.dialog);
});

test('the bell lists the notifications and leads to the page, grouped by day', async ({ myAssignments, page, t }) => {
  const crm = await FollowUpCrm.logIn();
  await myAssignments.open();
  await myAssignments.bell.click();
  const showAll = page.getByRole('link', { name: t(notificationsMessages.showAll) });
  await expect(showAll).toBeVisible();
  await showAll.click();

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: t(notificationsMessages.title) })).toBeVisible();
  const days = [...new Set((await crm.notificationWindow()).map((n) => n.DatetimeSent.slice(0, 10)))];
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(days);
});

test('a notification link opens the assignment it is about', async ({ loginPage, mockCrm, page, t, language }) => {
  const customer = OWN_DATA_CUSTOMERS[language];
  // Sent four days ago, before the bell's three days: the other test of this customer counts the bell.
  const picked = await orderWithNotification(mockCrm, customer.customerNumber, {
    headline: 'Uppdraget är ändrat',
    message: 'Tiden för uppdraget är ändrad.',
    sent: Temporal.Now.instant().subtract({ hours: 4 * 24 }),
  });

  await openMyAssignmentsAs(page, t, loginPage, customer, `?notification_id=${encodeURIComponent(picked.notificationId)}`);
  await expect(new DetailDrawer(page, t, picked.orderNumber).dialog).toBeVisible();
});
