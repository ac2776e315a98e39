import { bookingFormMessages } from '../apps/client-portal/src/features/booking-form/booking-form.messages.js';
import { bookingMenuMessages } from '../apps/client-portal/src/features/booking-menu/booking-menu.messages.js';
import { detailMessages } from '../apps/client-portal/src/features/assignment-detail/assignment-detail.messages.js';
import { cancelMessages } from '../apps/client-portal/src/features/cancel-assignment/cancel-assignment.messages.js';
import { myAssignmentsMessages } from '../apps/client-portal/src/features/my-assignments/my-assignments.messages.js';
import { SingleBookingPage } from './support/booking-pages.js';
import { todayInStockholm } from './support/crm-api.js';
import { expect, test } from './support/fixtures.js';
import { FollowUpCrm } from './support/follow-up.js';
import { expectNoAxeViolations } from './support/axe.js';
import { press, tabTo } from './support/keyboard.js';
import type { Localize } from './support/localize.js';
import { DEMO, LoginPage } from './support/pages.js';
import type { Page } from '@playwright/test';
import { budget } from './support/budget.js';

/**
 * WCAG 2.1.1 (issue 17): one booking and one cancellation completed with the keyboard alone — no
 * click, no hover, no focus set by the test: Tab, Shift+Tab, arrows, Space, Enter and typing.
 */

async function logInWithKeys(page: Page, t: Localize): Promise<void> {
  const login = new LoginPage(page, t);
  await login.open();
  // The login form focuses the customer number itself.
  await expect(login.customerNumber).toBeFocused();
  await page.keyboard.type(DEMO.full.customerNumber);
  await press(page, login.password, 'End');
  await page.keyboard.type(DEMO.full.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
}

test('a booking is made with the keyboard alone', async ({ page, t }) => {
  test.setTimeout(budget(90_000));
  await logInWithKeys(page, t);
  const single = new SingleBookingPage(page, t);

  // Shift+B opens the booking menu; the arrows walk it; Enter picks.
  const menu = page.getByRole('menu', { name: t(bookingMenuMessages.menuLabel) });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.keyboard.press('Shift+B');
  await expect(menu).toBeVisible();
  const preBooking = menu.getByRole('menuitem', { name: new RegExp(t(bookingMenuMessages.preBooking)) });
  // The open menu puts the focus on its first item, pre-booking; the arrows walk from there.
  await expect(preBooking).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(preBooking).toBeFocused();
  await page.keyboard.press('Enter');
  const choose = page.getByRole('dialog', { name: t(bookingMenuMessages.chooseTitle) });
  await expect(choose).toBeVisible();
  await tabTo(page, choose.getByRole('radio', { name: t(bookingMenuMessages.single) }));
  await page.keyboard.press('Space');
  await press(page, choose.getByRole('button', { name: t(bookingMenuMessages.next) }));

  await expect(page).toHaveURL(/\/create-single-assignment$/);
  await expect(single.stepIndicator(1)).toBeVisible();
  const day = todayInStockholm().add({ days: 3 });
  await tabTo(page, single.date);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(day.toString());
  await tabTo(page, single.form.language);
  await page.keyboard.type('Arabiska');
  await expect(page.getByRole('option', { name: 'Arabiska', exact: true }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(single.form.language).toHaveValue('Arabiska');
  await tabTo(page, single.form.start);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1015');
  await page.keyboard.press('Tab');
  await expect(single.form.start).toHaveValue('10:15');
  await tabTo(page, single.form.meetingPhone);
  await page.keyboard.type('08-555 123 45');
  await tabTo(page, single.form.contact);
  await page.keyboard.press('ArrowDown');
  await expect(single.form.contact).not.toHaveValue('');
  await tabTo(page, single.form.sameAsAbove);
  await page.keyboard.press('Space');
  await expect(single.form.sameAsAbove).toBeChecked();
  await press(page, single.button('continue'));

  await expect(single.stepIndicator(2)).toBeVisible();
  await expectNoAxeViolations(page, 'the single booking, step 2');
  await press(page, single.button('preview'));
  await expect(page).toHaveURL(/\/preview-assignment$/);
  await expect(single.button('confirmNow')).toBeVisible();
  await expectNoAxeViolations(page, 'the preview of a single booking');
  await press(page, single.button('confirmNow'));
  await expect(single.success).toBeVisible();
  await expect(page.getByRole('heading', { name: t(bookingFormMessages.created) })).toBeFocused();
  expect((await single.bookingNumber.innerText()).trim()).toMatch(/^\d+$/);
  await expectNoAxeViolations(page, 'the success view of a single booking');
});

test('an assignment is cancelled with the keyboard alone', async ({ page, t }) => {
  test.setTimeout(budget(90_000));
  const crm = await FollowUpCrm.logIn();
  const start = (await crm.now()).add({ days: 7 }).with({ hour: 13, minute: 0, second: 0, millisecond: 0 });
  const number = await crm.createOrder('Telefontolkning', start);
  await logInWithKeys(page, t);

  // The header's link lies before the page: Shift+Tab reaches it from the dashboard's content.
  await tabTo(page, page.getByRole('navigation').getByRole('button', { name: t(myAssignmentsMessages.title) }), {
    backwards: true,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t(myAssignmentsMessages.title) })).toBeVisible();
  await tabTo(page, page.getByRole('searchbox', { name: t(myAssignmentsMessages.search) }));
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
  await press(page, page.getByRole('button', { name: t(myAssignmentsMessages.openLabel, { number }) }));
  const drawer = page.getByRole('dialog', { name: t(detailMessages.title, { number }), exact: true });
  await expect(drawer).toBeVisible();
  await press(
    page,
    drawer.getByRole('button', { name: new RegExp(`^(${t(detailMessages.cancelBooking)}|${t(detailMessages.cancelRequest)})$`) }),
  );

  await expect(page).toHaveURL(/\/cancel-assignment$/);
  await expect(page.getByRole('heading', { name: t(cancelMessages.heading, { number }) })).toBeVisible();
  await expectNoAxeViolations(page, 'the cancel page');
  await press(page, page.getByRole('button', { name: t(cancelMessages.confirm) }));
  await expect(page.getByRole('heading', { name: t(cancelMessages.doneHeading) })).toBeVisible();
  await expectNoAxeViolations(page, 'the cancel page, done');
  expect((await crm.orderByNumber(number)).ConsolidatedOrderStatus.StatusIdentifier).toBe(4);
});
