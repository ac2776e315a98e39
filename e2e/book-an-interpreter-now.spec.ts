import { directBookingMessages as m } from '../apps/client-portal/src/features/direct-booking/direct-booking.messages.js';
import { Temporal } from 'temporal-polyfill';
import { CONSOLIDATED } from './support/crm-api.js';
import { DirectBookingModal, directBookingTest as test, nextWeekdayMorning } from './support/direct-booking.js';
import { expect } from './support/fixtures.js';
import { DEMO } from './support/pages.js';
import { budget } from './support/budget.js';

const LANGUAGE = 'Arabiska';

test.describe('booking an interpreter now, inside opening hours', () => {
  // The mock's clock is moved into opening hours: these tests have the mock to themselves.
  test.use({ movesMockClock: true });
  test.setTimeout(budget(60_000));

  test.beforeEach(async ({ openHours, loginPage, dashboard }) => {
    void openHours;
    await loginPage.logInAtOnce(DEMO.full);
    await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  });

  test('from today’s cell to a booked interpreter, adding the missing e-mail on the way', async ({ page, t, modal, people }) => {
    await modal.open();
    await expect(modal.heading('title')).toBeVisible();
    // Start now + 5 minutes and 30 minutes are filled in; submit waits for both persons with an e-mail.
    await expect(modal.field('duration')).toHaveValue('30');
    await expect(modal.submit).toBeDisabled();

    await modal.chooseLanguage(LANGUAGE);
    await modal.choosePerson('orderer', people.orderer);
    await modal.choosePerson('contact', people.contact);
    await expect(modal.dialog.getByText(t(m.emailRequired))).toBeVisible();
    await expect(modal.submit).toBeDisabled();
    await modal.addEmail(people.contact, 'kontakt@example.se');
    await expect(modal.dialog.getByText(t(m.emailRequired))).toBeHidden();

    await modal.submit.click();
    await expect(modal.dialog.getByText(t(m.searching))).toBeVisible();
    await expect(modal.heading('completedHeading')).toBeVisible({ timeout: budget(15_000) });
    const orderNumber = (await modal.fact('orderNumber').textContent())!.trim();
    await expect(modal.fact('language')).toHaveText(LANGUAGE);
    await expect(modal.fact('customer')).toHaveText(DEMO.full.name);
    await expect(modal.fact('interpreter')).not.toBeEmpty();

    // The CRM has it booked, with an interpreter, at the time shown.
    const [order] = await people.api.orderByNumber(orderNumber);
    expect(order?.ConsolidatedOrderStatus.StatusIdentifier).toBe(CONSOLIDATED.booked);
    const from = Temporal.PlainDateTime.from(order!.DatetimeFrom.replace(' ', 'T'));
    await expect(modal.fact('time')).toContainText(from.toPlainTime().toString({ smallestUnit: 'minute' }));

    await modal.dialog.getByRole('button', { name: t(m.goToCalendar) }).click();
    await expect(modal.dialog).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(orderNumber) }).first()).toBeVisible();
  });

  test('a time taken in between (1075) is searched again from 5 minutes later, then booked', async ({
    t,
    modal,
    people,
    mockCrm,
  }) => {
    await mockCrm.takeNextDirectSlots(1);
    await modal.open();
    await modal.chooseLanguage(LANGUAGE);
    await modal.choosePerson('orderer', people.orderer);
    await modal.choosePerson('contact', people.orderer);
    await modal.submit.click();

    const [before, after] = t(m.retry, { time: '\u0000' }).split('\u0000');
    await expect(modal.dialog.getByText(before!, { exact: false })).toBeVisible({ timeout: budget(10_000) });
    await expect(modal.dialog.getByText(after!.trim(), { exact: false })).toBeVisible();
    await expect(modal.heading('completedHeading')).toBeVisible({ timeout: budget(15_000) });
    const orderNumber = (await modal.fact('orderNumber').textContent())!.trim();
    const [order] = await people.api.orderByNumber(orderNumber);
    expect(order?.ConsolidatedOrderStatus.StatusIdentifier).toBe(CONSOLIDATED.booked);
  });
});

test.describe('booking an interpreter now, outside opening hours', () => {
  test('says the service is not available, with the day’s opening hours', async ({ page, t, mockCrm, loginPage, dashboard }) => {
    // The browser's day is a weekday still to come, before 07:30: that day's window is not open.
    const morning = nextWeekdayMorning(await mockCrm.now());
    await page.clock.install({ time: new Date(morning.epochMilliseconds) });
    await loginPage.logInAtOnce(DEMO.full);
    await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();

    // Opened from the booking menu this time (Shift+B), its last entry.
    const modal = new DirectBookingModal(page, t);
    await modal.openFromMenu();
    await expect(modal.dialog.getByText(t(m.unavailable))).toBeVisible();
    await expect(modal.dialog.getByText(/07:30–19:00/)).toBeVisible();
    await expect(modal.submit).toHaveCount(0);
    await modal.dialog
      .getByRole('button', { name: t(m.close) })
      .first()
      .click();
    await expect(modal.dialog).toBeHidden();
  });

  test('is not offered to a customer without direct booking', async ({ page, t, loginPage, dashboard }) => {
    await loginPage.logInAtOnce(DEMO.restricted);
    await expect(dashboard.welcomeLine(DEMO.restricted.name)).toBeVisible();
    await expect(page.locator('.tolk-week-day[data-today]')).toBeVisible();
    const modal = new DirectBookingModal(page, t);
    await expect(modal.bookNow).toHaveCount(0);
    await page.keyboard.press('Shift+B');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(modal.menuEntry).toHaveCount(0);
  });
});
