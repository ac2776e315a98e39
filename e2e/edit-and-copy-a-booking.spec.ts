import { articleTypeMessages } from '../apps/client-portal/src/features/assignments/article-type.messages.js';
import { bookingFormMessages } from '../apps/client-portal/src/features/booking-form/booking-form.messages.js';
import { singleBookingMessages } from '../apps/client-portal/src/features/single-booking/single-booking.messages.js';
import { SingleBookingPage } from './support/booking-pages.js';
import { todayInStockholm } from './support/crm-api.js';
import { expect } from './support/fixtures.js';
import { FollowUpCrm, followUpTest as test } from './support/follow-up.js';
import { atNoon } from './support/own-data.js';
import { shownDate } from './support/date-text.js';
import { budget } from './support/budget.js';

const CANCELLED = 4;

test('a change of time close to the start cancels the first booking and gives the new number', async ({
  myAssignments,
  page,
  t,
}) => {
  test.setTimeout(budget(60_000));
  const crm = await FollowUpCrm.logIn();
  // Tomorrow afternoon: less than 48 hours ahead, not today.
  const start = (await crm.now()).add({ days: 1 }).with({ hour: 14, minute: 0, second: 0, millisecond: 0 });
  const number = await crm.createOrder('Telefontolkning', start, 60);

  await myAssignments.open();
  const drawer = await myAssignments.openOrder(number);
  await drawer.button('edit').click();

  const single = new SingleBookingPage(page, t);
  await expect(single.heading).toHaveText(t(singleBookingMessages.editHeading, { number }));
  await expect(single.form.start).toHaveValue('14:00');
  await expect(single.form.language).toHaveValue('Arabiska');
  // Editing books one occasion: no more dates.
  await expect(page.getByRole('button', { name: t(bookingFormMessages.addDate) })).toHaveCount(0);
  await single.form.start.fill('15:30');
  await single.form.start.press('Tab');
  await expect(single.form.end).toHaveValue('16:30');
  await expect(page.getByText(t(singleBookingMessages.criticalChange))).toBeVisible();
  await single.button('continue').click();
  await expect(single.stepIndicator(2)).toBeVisible();
  await single.button('saveChanges').click();

  await expect(page.getByRole('heading', { name: t(bookingFormMessages.changed) })).toBeVisible();
  const newNumber = (await single.bookingNumber.innerText()).trim();
  expect(newNumber).not.toBe(number);
  await expect(page.getByText(t(bookingFormMessages.newOrder, { previous: number, number: newNumber }))).toBeVisible();
  await expect(single.success.getByText('15:30–16:30')).toBeVisible();

  expect((await crm.orderByNumber(number)).ConsolidatedOrderStatus.StatusIdentifier).toBe(CANCELLED);
  expect((await crm.orderByNumber(newNumber)).DatetimeFrom).toBe(`${start.toPlainDate().toString()} 15:30:00`);
});

test('a copy opens as a new booking with the order’s details filled in', async ({ myAssignments, page, t, language }) => {
  test.setTimeout(budget(60_000));
  const crm = await FollowUpCrm.logIn();
  const start = (await crm.now()).add({ days: 7 }).with({ hour: 13, minute: 0, second: 0, millisecond: 0 });
  const number = await crm.createOrder('Kontakttolkning', start, 60);

  await myAssignments.open();
  const drawer = await myAssignments.openOrder(number);
  await drawer.button('copy').click();

  const single = new SingleBookingPage(page, t);
  await expect(single.heading).toHaveText(t(singleBookingMessages.copyHeading, { number }));
  await expect(single.form.language).toHaveValue('Arabiska');
  await expect(single.form.typeOption(t(articleTypeMessages.Kontakttolkning))).toBeChecked();
  await expect(single.date).toHaveValue(shownDate(language, start.toPlainDate()));
  await expect(single.form.start).toHaveValue('13:00');
  await expect(single.form.end).toHaveValue('14:00');
  await expect(single.form.contact).not.toHaveValue('');
  await single.button('continue').click();

  await expect(single.stepIndicator(2)).toBeVisible();
  await expect(page.getByRole('radio', { name: t(bookingFormMessages.otherAddress) })).toBeChecked();
  await expect(single.field('addressLine')).toHaveValue('Sveavägen 44');
  await expect(single.field('postalCode')).toHaveValue('11134');
  await expect(single.field('yourReference')).toHaveValue('E2E uppföljning');
  await single.button('confirmNow').click();

  await expect(page.getByRole('heading', { name: t(bookingFormMessages.created) })).toBeVisible();
  const copyNumber = (await single.bookingNumber.innerText()).trim();
  expect(copyNumber).not.toBe(number);
  const copy = await crm.orderByNumber(copyNumber);
  expect([copy.ArticleName, copy.Skill, copy.DatetimeFrom]).toEqual([
    'Kontakttolkning',
    'Arabiska',
    `${start.toPlainDate().toString()} 13:00:00`,
  ]);
});

/**
 * The demo customer's CRM for a test whose clocks, the mock's and the browser's, stand at noon
 * (support/own-data.ts atNoon), put back after it (the test runs on its worker's own mock).
 */
const atNoonTest = test.extend<{ crmAtNoon: FollowUpCrm }>({
  crmAtNoon: async ({ page, mockCrm }, use) => {
    // Logged in before the clock goes back: a session given at noon may have expired when it is put back.
    const crm = await FollowUpCrm.logIn();
    const undo = await atNoon(page, mockCrm);
    try {
      await use(crm);
    } finally {
      await undo();
      // What fell due while the clock stood at noon (the test's order is staffed) happens now, so
      // that its notification does not appear under another test.
      await crm.ordersOnDays(todayInStockholm(), todayInStockholm());
    }
  },
});

atNoonTest.describe('on the assignment’s own day', () => {
  // Both clocks go back to noon, so that "later today" exists at any hour: the test has the mock to itself.
  atNoonTest.use({ movesMockClock: true });

  atNoonTest(
    'a change of time on the assignment’s own day is refused: cancel and phone instead',
    async ({ crmAtNoon: crm, myAssignments, page, t }) => {
      atNoonTest.setTimeout(60_000);
      const now = await crm.now();
      // Half an hour ahead (a telephone order has no lead time): later today, as it is noon.
      const start = now.add({ minutes: 30 }).round({ smallestUnit: 'minute', roundingIncrement: 5, roundingMode: 'ceil' });
      expect(start.add({ minutes: 45 }).toPlainDate().toString()).toBe(now.toPlainDate().toString());
      const number = await crm.createOrder('Telefontolkning', start, 30);

      await myAssignments.open();
      const drawer = await myAssignments.openOrder(number);
      await drawer.button('edit').click();

      const single = new SingleBookingPage(page, t);
      await expect(single.heading).toHaveText(t(singleBookingMessages.editHeading, { number }));
      // Other details may change on the day.
      await expect(page.getByText(t(singleBookingMessages.sameDayRefused))).toHaveCount(0);
      const later = start.add({ minutes: 15 }).toPlainTime().toString({ smallestUnit: 'minute' });
      await single.form.start.fill(later);
      await single.form.start.press('Tab');
      await expect(page.getByText(t(singleBookingMessages.sameDayRefused))).toBeVisible();
      await single.button('continue').click();
      await expect(single.button('saveChanges')).toBeDisabled();
      await expect(single.button('preview')).toBeDisabled();
    },
  );
});
