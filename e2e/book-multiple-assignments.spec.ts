import { bookingFormMessages } from '../apps/client-portal/src/features/booking-form/booking-form.messages.js';
import { multipleBookingMessages as m } from '../apps/client-portal/src/features/multiple-booking/multiple-booking.messages.js';
import { serviceErrorMessages } from '../packages/ui/src/i18n/shared.messages.js';
import {
  BookingMenu,
  answerPushPromptNotNow,
  ChooseAssignmentDialog,
  MultipleOrderPage,
  MultiplePreviewPage,
  ThankYouPage,
  refuseCreateOrders,
} from './support/booking-pages.js';
import { expectNoAxeViolations } from './support/axe.js';
import { CrmApi } from './support/crm-api.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';
import { budget } from './support/budget.js';

const ASSIGNMENTS = [
  { language: 'Arabiska', meetingPhone: '08-123 456 01' },
  { language: 'Somaliska', meetingPhone: '08-123 456 02' },
  { language: 'Tigrinja', meetingPhone: '08-123 456 03' },
] as const;

test('a multiple order of three where the CRM refuses one: it stays, and the next try books it', async ({
  page,
  loginPage,
  dashboard,
  mockCrm,
  t,
}) => {
  test.setTimeout(budget(90_000));
  await answerPushPromptNotNow(page, t);
  await loginPage.logInAtOnce(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();

  // Shift+B, pre-booking, several assignments.
  const menu = new BookingMenu(page, t);
  await menu.openWithShortcut();
  await menu.preBooking.click();
  const chooser = new ChooseAssignmentDialog(page, t);
  await expect(chooser.next).toBeDisabled();
  await chooser.option('multiple').check();
  await chooser.next.click();

  const order = new MultipleOrderPage(page, t);
  await expect(page).toHaveURL(/\/advanced-order-form$/);
  await expect(order.heading).toBeVisible();
  await expect(order.tabs).toHaveCount(1);
  await order.form.fillTelephone(ASSIGNMENTS[0]);
  for (const [index, assignment] of ASSIGNMENTS.slice(1).entries()) {
    await order.addAssignment.click();
    await expect(order.tabs).toHaveCount(index + 2);
    await expect(order.tab(index + 2)).toHaveAttribute('aria-selected', 'true');
    await order.form.fillTelephone(assignment);
  }
  // Each tab names its language; the selected one cannot be deleted, the others can.
  for (const [index, assignment] of ASSIGNMENTS.entries()) await expect(order.tab(index + 1)).toContainText(assignment.language);
  await expect(order.deleteButton(3)).toHaveCount(0);
  await expect(order.deleteButton(1)).toBeVisible();

  await order.preview.click();
  const preview = new MultiplePreviewPage(page, t);
  await expect(page).toHaveURL(/\/preview-advanced-order-form$/);
  await expect(preview.heading).toBeVisible();
  await expect(preview.assignments).toHaveCount(3);
  await expectNoAxeViolations(page, 'the preview of a multiple order');

  // The CRM refuses the second order: it stays, with the count toast; the other two are booked.
  const faults = await refuseCreateOrders(page, mockCrm, (call) => call === 2);
  await preview.confirmNow.click();
  await expect(page.getByText(t(m.createMultipleOrderError, { count: 1 }))).toBeVisible();
  expect(faults.refused()).toBe(1);
  await expect(preview.assignments).toHaveCount(1);
  await expect(page.getByText(t(m.partlySent, { sent: 2, failed: 1 }))).toBeVisible();
  await expect(page.getByRole('main')).toContainText(ASSIGNMENTS[1].language);

  // The second try sends only the one left; the thank-you page lists all three.
  await preview.confirmNow.click();
  const thankYou = new ThankYouPage(page, t);
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(thankYou.heading).toBeVisible();
  await expect(page.getByText(t(m.thankYouDetail, { count: 3 }))).toBeVisible();
  await expect(thankYou.rows).toHaveCount(3);
  for (const assignment of ASSIGNMENTS) await expect(thankYou.rows.filter({ hasText: assignment.language })).toHaveCount(1);
  expect(faults.refused()).toBe(1);
  await expectNoAxeViolations(page, 'the thank-you page of a multiple order');

  // The CRM has each of them, in its language.
  const crm = await CrmApi.logIn(DEMO.full);
  const numbers = await thankYou.numbers();
  for (const number of numbers) {
    const [found] = await crm.orderByNumber(number);
    expect(found?.OrderNumber).toBe(number);
  }
  expect(new Set(numbers).size).toBe(3);

  // The order is done: the form starts afresh with one assignment and nothing to offer back.
  await page.goto('/advanced-order-form');
  await expect(order.tabs).toHaveCount(1);
  await expect(page.getByText(t(m.restoreTitle))).toHaveCount(0);
});

test('a multiple order where the CRM refuses a postal code: the booked number, and the refused field and reason', async ({
  page,
  loginPage,
  t,
}) => {
  test.setTimeout(budget(90_000));
  await answerPushPromptNotNow(page, t);
  await loginPage.logInAtOnce(DEMO.full, '/advanced-order-form');
  const order = new MultipleOrderPage(page, t);
  await expect(order.tabs).toHaveCount(1);
  await order.form.fillTelephone(ASSIGNMENTS[0]);
  await order.addAssignment.click();
  await expect(order.tabs).toHaveCount(2);
  await order.form.fillTelephone(ASSIGNMENTS[1]);
  // The second takes place elsewhere, at a postal code that passes the form (five digits) but not the CRM.
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('radio', { name: t(bookingFormMessages.otherAddress) }).check({ force: true });
  await panel.getByLabel(new RegExp(`^${t(bookingFormMessages.addressLine)}`)).fill('Storgatan 1');
  await panel.getByLabel(new RegExp(`^${t(bookingFormMessages.postalCode)}`)).fill('00000');
  await panel.getByLabel(new RegExp(`^${t(bookingFormMessages.city)}`)).fill('Ingenstans');
  await order.preview.click();
  const preview = new MultiplePreviewPage(page, t);
  await expect(preview.assignments).toHaveCount(2);
  await preview.confirmNow.click();

  // The one left names its field and the reason; the booked one is listed with its number.
  await expect(preview.assignments).toHaveCount(1);
  const refused = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t(m.refusedHeading) }) });
  await expect(refused).toContainText(
    t(m.refusedField, { field: t(bookingFormMessages.postalCode), reason: t(serviceErrorMessages['invalid-postal-code']) }),
  );
  const booked = page.getByTestId('booked-numbers').getByRole('listitem');
  await expect(booked).toHaveCount(1);
  await expect(booked).toContainText(/\d{6,}/);
  await expect(booked).toContainText(ASSIGNMENTS[0].language);
  const number = /\d{6,}/.exec(await booked.innerText())![0];
  const crm = await CrmApi.logIn(DEMO.full);
  const [found] = await crm.orderByNumber(number);
  expect(found?.OrderNumber).toBe(number);
  // One toast with the count, not the CRM's errors stacked: no vague "unexpected value".
  await expect(page.getByText(t(m.createMultipleOrderError, { count: 1 }))).toBeVisible();
  await expect(page.getByText(t(serviceErrorMessages['unexpected-value']))).toHaveCount(0);
  await expect(page.locator('.bp6-toast')).toHaveCount(1);
});

test('a failing tab is selected and marked when the order is previewed incomplete', async ({ page, loginPage, t }) => {
  // Two forms, a reload and a restore: as long as the other multiple-order flows on a loaded machine.
  test.setTimeout(budget(60_000));
  await answerPushPromptNotNow(page, t);
  await loginPage.logInAtOnce(DEMO.full, '/advanced-order-form');
  const order = new MultipleOrderPage(page, t);
  await order.form.fillTelephone(ASSIGNMENTS[0]);
  await order.addAssignment.click();
  await order.tab(1).click();

  await order.preview.click();

  await expect(page).toHaveURL(/\/advanced-order-form$/);
  await expect(page.getByText(t(m.invalid, { count: 1 }))).toBeVisible();
  await expect(order.tab(2)).toHaveAttribute('aria-selected', 'true');
  await expect(order.tab(2)).toHaveAccessibleDescription(t(m.tabHasProblems));
  await expect(order.form.language).toBeFocused();
  // A reload (the browser asks first: accepted) loses nothing: the order is offered back.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText(t(m.restoreTitle))).toBeVisible();
  await page.getByRole('button', { name: t(m.restore) }).click();
  await expect(order.tabs).toHaveCount(2);
  await expect(order.tab(1)).toContainText(ASSIGNMENTS[0].language);
});
