import { detailMessages } from '../apps/client-portal/src/features/assignment-detail/assignment-detail.messages.js';
import { articleTypeMessages } from '../apps/client-portal/src/features/assignments/article-type.messages.js';
import { statusMessageOf } from '../packages/ui/src/assignments/assignment-status.messages.js';
import { formatDateTimeRange } from '../packages/ui/src/format/temporal-format.js';
import { expect } from './support/fixtures.js';
import { FollowUpCrm, followUpTest as test, zonedOf } from './support/follow-up.js';

test('a booked telephone order shows what the CRM has of it', async ({ myAssignments, mockCrm, t, language }) => {
  const crm = await FollowUpCrm.logIn();
  const number = await crm.createOrder('Telefontolkning', (await crm.now()).add({ hours: 3 }).round({ smallestUnit: 'minute' }));
  // The dispatcher would book it two minutes after it was made; the test has it do so now.
  await mockCrm.dispatchNow(number);
  const order = await crm.orderByNumber(number);
  expect(order.OrderStatus).toBe('accepted');

  await myAssignments.open();
  const drawer = await myAssignments.openOrder(number);
  await expect(drawer.field('service')).toHaveText(t(articleTypeMessages.Telefontolkning));
  await expect(drawer.field('language')).toHaveText(order.Skill);
  if (order.CompetenceLevel) await expect(drawer.field('competenceLevel')).toHaveText(order.CompetenceLevel);
  await expect(drawer.field('time')).toHaveText(
    formatDateTimeRange(language, zonedOf(order.DatetimeFrom), zonedOf(order.DatetimeTo)),
  );
  await expect(drawer.field('interpreter')).toHaveText(order.Resource!.ResourceFullName);
  await expect(drawer.field('phone')).toHaveText(order.MeetingDetails!.MeetingPhoneNumber!);
  if (order.Resource!.ResourcePhoneNumber)
    await expect(drawer.field('interpreterPhone')).toHaveText(order.Resource!.ResourcePhoneNumber);
  await expect(drawer.field('status')).toContainText(t(statusMessageOf('accepted')));
  const contact = order.ContactPerson!;
  await expect(drawer.field('contact')).toContainText(contact.ContactPersonName);
  await expect(drawer.field('contact')).toContainText(contact.ContactPersonEmail!);
  // Telefontolkning shows the contact person's direct and mobile numbers.
  if (contact.ContactPersonDirectPhoneNumber)
    await expect(drawer.field('contact')).toContainText(contact.ContactPersonDirectPhoneNumber);
  if (contact.ContactPersonMobilePhoneNumber)
    await expect(drawer.field('contact')).toContainText(contact.ContactPersonMobilePhoneNumber);
  await expect(drawer.field('reference')).toHaveText('E2E uppföljning');
  await expect(drawer.field('address')).toHaveCount(0);
  // A booked order in the future can be changed, copied and cancelled.
  await expect(drawer.button('edit')).toBeVisible();
  await expect(drawer.button('copy')).toBeVisible();
  await expect(drawer.button('cancelBooking')).toBeEnabled();
});

test('an on-site order shows its address, marked when it is not the customer’s own', async ({ myAssignments, mockCrm, t }) => {
  const crm = await FollowUpCrm.logIn();
  const start = (await crm.now()).add({ days: 7 }).with({ hour: 10, minute: 0, second: 0, millisecond: 0 });
  const number = await crm.createOrder('Kontakttolkning', start, 90);
  await mockCrm.dispatchNow(number);
  const order = await crm.orderByNumber(number);

  await myAssignments.open();
  const drawer = await myAssignments.openOrder(number);
  await expect(drawer.field('service')).toHaveText(t(articleTypeMessages.Kontakttolkning));
  const address = order.AddressPerformingEffective!;
  await expect(drawer.field('address')).toHaveText(
    order.IsDeviatingAddressPerforming ? t(detailMessages.deviatingAddress, { address }) : address,
  );
  // Phone numbers belong to telephone and Skype orders.
  await expect(drawer.field('phone')).toHaveCount(0);
  await expect(drawer.field('contact')).toContainText(order.ContactPerson!.ContactPersonName);
  await expect(drawer.field('contact')).not.toContainText(t(detailMessages.phoneDirect));
  if (order.OrderStatus === 'accepted') await expect(drawer.field('interpreter')).toHaveText(order.Resource!.ResourceFullName);
  else await expect(drawer.field('interpreter')).toHaveCount(0);
});
