import { Temporal } from 'temporal-polyfill';
import { articleTypeMessages } from '../apps/client-portal/src/features/assignments/article-type.messages.js';
import { bookingFormMessages } from '../apps/client-portal/src/features/booking-form/booking-form.messages.js';
import { BookingMenu, QuickOrderDrawer, answerPushPromptNotNow } from './support/booking-pages.js';
import { CrmApi, STOCKHOLM } from './support/crm-api.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';
import { budget } from './support/budget.js';

/** The booking's length from its start and end times; an end not after the start is on the next day ("Nästa dag"). */
const minutesBetween = async (start: string, end: string) => {
  const minutes = Temporal.PlainTime.from(start).until(Temporal.PlainTime.from(end)).total('minutes');
  return minutes > 0 ? minutes : minutes + 24 * 60;
};

test('Shift+B, a quick telephone order, the success modal, and continue booking starts afresh', async ({
  page,
  loginPage,
  dashboard,
  t,
}) => {
  test.setTimeout(budget(60_000));
  // The booking part (the booking flows' stores and calls) is a chunk of its own, fetched as the
  // booking menu opens, not with the dashboard.
  const bookingCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/booking-part-[\w-]{8}\.js$/.test(request.url())) bookingCode.push(request.url());
  });
  await answerPushPromptNotNow(page, t);
  await loginPage.logInAtOnce(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  expect(bookingCode).toEqual([]);

  const menu = new BookingMenu(page, t);
  await menu.openWithShortcut();
  await expect.poll(() => bookingCode.length).toBe(1);
  // Escape closes the menu; Shift+B opens it again.
  await page.keyboard.press('Escape');
  await expect(menu.menu).toBeHidden();
  await menu.openWithShortcut();
  await expect(menu.preBooking).toBeFocused();
  await menu.quickOrder.click();

  const quick = new QuickOrderDrawer(page, t);
  await expect(quick.drawer).toBeVisible();
  await quick.form.chooseLanguage('Arabiska');
  // The telephone type is chosen for a new booking; another type lasts 60 minutes, telephone 30.
  const telephone = quick.form.typeOption(t(articleTypeMessages.Telefontolkning));
  await expect(telephone).toBeChecked();
  await quick.form.typeOption(t(articleTypeMessages.Kontakttolkning)).check({ force: true });
  await expect.poll(async () => minutesBetween(await quick.form.start.inputValue(), await quick.form.end.inputValue())).toBe(60);
  await telephone.check({ force: true });
  await expect.poll(async () => minutesBetween(await quick.form.start.inputValue(), await quick.form.end.inputValue())).toBe(30);
  await quick.form.fillTelephone({ language: 'Arabiska', meetingPhone: '08-555 123 45' });

  // Escape asks before dropping what was typed; staying keeps it.
  await quick.form.meetingPhone.press('Escape');
  await expect(quick.leaveDialog).toBeVisible();
  await quick.stay.click();
  await expect(quick.drawer).toBeVisible();
  await expect(quick.form.language).toHaveValue('Arabiska');

  await quick.preview.click();
  await expect(quick.previewDialog).toBeVisible();
  await quick.confirmNow.click();
  await expect(quick.success).toBeVisible();
  const number = (await quick.bookingNumber.innerText()).trim();
  expect(number).toMatch(/^\d+$/);

  const crm = await CrmApi.logIn(DEMO.full);
  const [order] = await crm.orderByNumber(number);
  expect(order?.OrderNumber).toBe(number);
  const from = Temporal.PlainDateTime.from(order!.DatetimeFrom.replace(' ', 'T')).toZonedDateTime(STOCKHOLM);
  const to = Temporal.PlainDateTime.from(order!.DatetimeTo.replace(' ', 'T')).toZonedDateTime(STOCKHOLM);
  expect(from.until(to).total('minutes')).toBe(30);

  // Continue booking: the success modal closes and the drawer holds a fresh form.
  await quick.continueBooking.click();
  await expect(quick.success).toBeHidden();
  await expect(quick.drawer).toBeVisible();
  await expect(quick.form.language).toHaveValue('');
  // Nothing typed yet: Escape closes at once.
  await quick.form.language.press('Escape');
  await expect(quick.drawer).toBeHidden();
  await expect(quick.leaveDialog).toBeHidden();
});

test('an unsent quick order survives a reload and is offered back when the drawer opens again', async ({
  page,
  loginPage,
  dashboard,
  t,
}) => {
  // A login and three full reloads of the portal, each asking for the session and the dashboard's
  // data again: more than 30 s on a busy 2-core machine, as the multiple-order flows are.
  test.setTimeout(budget(60_000));
  await answerPushPromptNotNow(page, t);
  await loginPage.logInAtOnce(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  const menu = new BookingMenu(page, t);
  const quick = new QuickOrderDrawer(page, t);
  const offer = page.getByRole('dialog', { name: t(bookingFormMessages.draftTitle) });
  const offerButton = (label: 'draftRestore' | 'draftDiscard') =>
    offer.getByRole('button', { name: t(bookingFormMessages[label]), exact: true });

  await menu.openWithShortcut();
  await menu.quickOrder.click();
  await quick.form.fillTelephone({ language: 'Dari', meetingPhone: '08-777 000 11' });
  // Reloaded right after the last key: the draft is written at every change.
  await page.reload();
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();

  await menu.openWithShortcut();
  await menu.quickOrder.click();
  await expect(offer).toBeVisible();
  await offerButton('draftRestore').click();
  await expect(offer).toBeHidden();
  await expect(quick.form.language).toHaveValue('Dari');
  await expect(quick.form.meetingPhone).toHaveValue('08-777 000 11');

  // Leaving it on purpose drops it: the next drawer starts empty and offers nothing.
  await quick.form.meetingPhone.press('Escape');
  await quick.leave.click();
  await expect(quick.drawer).toBeHidden();
  await page.reload();
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  await menu.openWithShortcut();
  await menu.quickOrder.click();
  await expect(quick.drawer).toBeVisible();
  await expect(quick.form.language).toHaveValue('');
  await expect(offer).toHaveCount(0);
});
