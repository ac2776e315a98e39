import type { Temporal } from 'temporal-polyfill';
import { detailMessages } from '../apps/client-portal/src/features/assignment-detail/assignment-detail.messages.js';
import { statusMessageOf } from '../packages/ui/src/assignments/assignment-status.messages.js';
import { cancelMessages } from '../apps/client-portal/src/features/cancel-assignment/cancel-assignment.messages.js';
import { todayInStockholm } from './support/crm-api.js';
import { expect } from './support/fixtures.js';
import { FollowUpCrm, followUpTest as test } from './support/follow-up.js';
import { at } from './support/own-data.js';
import { DEMO } from './support/pages.js';

const CANCELLED = 4;

/**
 * The first whole minute from `start` whose wall time names one instant: the CRM's times carry no
 * offset, so in the autumn's repeated hour 02:50 of the second pass reads as the first (passed).
 */
function unambiguousStartAfter(start: Temporal.ZonedDateTime): Temporal.ZonedDateTime {
  let candidate = start.round({ smallestUnit: 'minute', roundingMode: 'ceil' });
  const ambiguous = (time: Temporal.ZonedDateTime) => {
    const wall = time.toPlainDateTime();
    const [earlier, later] = (['earlier', 'later'] as const).map((d) =>
      wall.toZonedDateTime(time.timeZoneId, { disambiguation: d }),
    );
    return earlier!.offset !== later!.offset;
  };
  while (ambiguous(candidate)) candidate = candidate.add({ minutes: 5 });
  return candidate;
}
const PERFORMED = 3;

test('a telephone order starting within two hours is cancelled, and the user is told it is charged', async ({
  myAssignments,
  mockCrm,
  page,
  t,
}) => {
  const crm = await FollowUpCrm.logIn();
  const number = await crm.createOrder('Telefontolkning', unambiguousStartAfter((await crm.now()).add({ hours: 1 })));
  await mockCrm.dispatchNow(number);
  expect((await crm.orderByNumber(number)).OrderStatus).toBe('accepted');

  await myAssignments.open();
  const drawer = await myAssignments.openOrder(number);
  await drawer.button('cancelBooking').click();

  await expect(page).toHaveURL(/\/cancel-assignment$/);
  await expect(page.getByRole('heading', { name: t(cancelMessages.heading, { number }) })).toBeVisible();
  // Before confirming: the charge (spec 3 §9, a remote order under 2 hours before its start).
  await expect(page.getByText(t(cancelMessages.lateNotice, { hours: 2 }))).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: t(cancelMessages.confirm) }).click();

  await expect(page.getByRole('heading', { name: t(cancelMessages.doneHeading) })).toBeVisible();
  await expect(page.getByText(t(cancelMessages.doneText, { number }))).toBeVisible();
  await expect(page.getByText(t(cancelMessages.doneLate))).toBeVisible();
  const cancelled = await crm.orderByNumber(number);
  expect([cancelled.ConsolidatedOrderStatus.StatusIdentifier, cancelled.IsLateCancellation]).toEqual([CANCELLED, true]);

  // The list shows it cancelled.
  await page.getByRole('link', { name: t(cancelMessages.toMyAssignments) }).click();
  await myAssignments.search(number);
  await expect(myAssignments.rows).toHaveCount(1);
  await expect(myAssignments.column(6)).toHaveText(t(statusMessageOf('cancelled')));
});

test('an on-site order next week is cancelled free of charge, with an SMS about it', async ({
  myAssignments,
  mockCrm,
  page,
  t,
}) => {
  const crm = await FollowUpCrm.logIn();
  const start = (await crm.now()).add({ days: 7 }).with({ hour: 13, minute: 0, second: 0, millisecond: 0 });
  const number = await crm.createOrder('Kontakttolkning', start);
  await mockCrm.dispatchNow(number);

  await myAssignments.open();
  const drawer = await myAssignments.openOrder(number);
  await drawer.dialog
    .getByRole('button', { name: new RegExp(`^(${t(detailMessages.cancelBooking)}|${t(detailMessages.cancelRequest)})$`) })
    .click();

  await expect(page.getByRole('heading', { name: t(cancelMessages.heading, { number }) })).toBeVisible();
  await expect(page.getByText(t(cancelMessages.freeNotice))).toBeVisible();
  await expect(page.getByText(t(cancelMessages.lateNotice, { hours: 18 }))).toHaveCount(0);
  // The last reason, and the SMS the on-site service offers for cancellations.
  await page.getByRole('radio').last().check({ force: true });
  await page.getByRole('switch', { name: t(cancelMessages.sms) }).check({ force: true });
  const receiver = page.getByLabel(t(cancelMessages.smsReceiver));
  await receiver.fill('');
  await receiver.blur();
  await expect(page.getByRole('button', { name: t(cancelMessages.confirm) })).toBeDisabled();
  await receiver.fill('070-123 45 67');
  await page.getByRole('button', { name: t(cancelMessages.confirm) }).click();

  await expect(page.getByText(t(cancelMessages.doneText, { number }))).toBeVisible();
  await expect(page.getByText(t(cancelMessages.doneLate))).toHaveCount(0);
  const cancelled = await crm.orderByNumber(number);
  expect([cancelled.ConsolidatedOrderStatus.StatusIdentifier, cancelled.IsLateCancellation]).toEqual([CANCELLED, false]);
  expect(cancelled.CustomerOrderAdditionalServices.map((s) => s.MessageReceiver)).toContain('070-123 45 67');
});

test('an order that has already started cannot be cancelled, and the drawer says why', async ({ myAssignments, mockCrm, t }) => {
  const crm = await FollowUpCrm.logIn();
  // An order of a week ago: the CRM's lifecycle has had it performed.
  const past = await mockCrm.order(DEMO.full.customerNumber, at(todayInStockholm().subtract({ days: 7 }), '10:00'));
  expect((await crm.orderByNumber(past.orderNumber)).ConsolidatedOrderStatus.StatusIdentifier).toBe(PERFORMED);

  await myAssignments.open();
  const drawer = await myAssignments.openOrder(past.orderNumber);
  await expect(drawer.button('cancel')).toBeDisabled();
  await expect(drawer.dialog.getByText(t(detailMessages.refusalStarted))).toBeVisible();
});
