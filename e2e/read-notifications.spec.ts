import { detailMessages } from '../apps/client-portal/src/features/assignment-detail/assignment-detail.messages.js';
import { notificationsMessages } from '../apps/client-portal/src/features/notifications/notifications.messages.js';
import { expect } from './support/fixtures.js';
import { DetailDrawer, FollowUpCrm, followUpTest as test, zonedOf, type WireNotification } from './support/follow-up.js';

/**
 * Orders whose newest unread notification the bell shows, newest first: opening their history
 * marks exactly that one read. Each language takes its own, so parallel runs do not meet.
 */
async function ordersWithUnread(crm: FollowUpCrm): Promise<{ orderId: string; notification: WireNotification }[]> {
  const window = await crm.notificationWindow();
  const newestUnread = new Map<string, WireNotification>();
  for (const n of await crm.notifications()) {
    const orderId = n.OrderIdentifiers[0]?.OrderIdentifier;
    if (!orderId || n.IsRead) continue;
    const known = newestUnread.get(orderId);
    if (!known || zonedOf(n.DatetimeSent).epochMilliseconds > zonedOf(known.DatetimeSent).epochMilliseconds)
      newestUnread.set(orderId, n);
  }
  return [...newestUnread]
    .filter(([, n]) => window.some((w) => w.NotificationIdentifier === n.NotificationIdentifier))
    .map(([orderId, notification]) => ({ orderId, notification }))
    .sort(
      (a, b) => zonedOf(b.notification.DatetimeSent).epochMilliseconds - zonedOf(a.notification.DatetimeSent).epochMilliseconds,
    );
}

test('opening an assignment’s notification history marks the newest read and the bell counts one less', async ({
  myAssignments,
  page,
  t,
  language,
}) => {
  const crm = await FollowUpCrm.logIn();
  const picked = (await ordersWithUnread(crm))[language === 'sv' ? 0 : 1];
  test.skip(!picked, 'no unread notification to read');
  const order = await crm.orderById(picked!.orderId);

  await myAssignments.open(`?notification_id=${picked!.notification.NotificationIdentifier}`);
  const drawer = new DetailDrawer(page, t, order.OrderNumber);
  await expect(drawer.dialog).toBeVisible();
  await expect(myAssignments.bell).toBeVisible();
  const before = await myAssignments.bellCount();
  expect(before).toBeGreaterThan(0);

  await drawer.dialog.getByRole('button', { name: t(detailMessages.showHistory) }).click();
  const history = page.getByRole('dialog', { name: t(detailMessages.historyTitle, { number: order.OrderNumber }) });
  await expect(history).toBeVisible();
  await expect(history.getByText(picked!.notification.Headline).first()).toBeVisible();
  await expect(history.getByText(t(detailMessages.newLabel)).first()).toBeVisible();

  await expect
    .poll(
      async () =>
        (await crm.notifications()).find((n) => n.NotificationIdentifier === picked!.notification.NotificationIdentifier)?.IsRead,
    )
    .toBe(true);
  await expect.poll(() => myAssignments.bellCount()).toBeLessThan(before);

  // Escape closes the history first, then the drawer.
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(drawer.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer.dialog).toBeHidden();
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

test('a notification link opens the assignment it is about', async ({ myAssignments, page, t, language }) => {
  const crm = await FollowUpCrm.logIn();
  const withOrder = (await crm.notificationWindow()).filter((n) => n.OrderIdentifiers.length > 0);
  const picked = withOrder[language === 'sv' ? 2 : 3] ?? withOrder[0];
  test.skip(!picked, 'no notification about an order');
  const order = await crm.orderById(picked!.OrderIdentifiers[0]!.OrderIdentifier);

  await myAssignments.open(`?notification_id=${encodeURIComponent(picked!.NotificationIdentifier)}`);
  await expect(new DetailDrawer(page, t, order.OrderNumber).dialog).toBeVisible();
});
