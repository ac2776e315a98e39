import { avatarMenuMessages } from '../apps/client-portal/src/features/avatar-menu/avatar-menu.messages.js';
import { bookingFormMessages } from '../apps/client-portal/src/features/booking-form/booking-form.messages.js';
import { myAssignmentsMessages } from '../apps/client-portal/src/features/my-assignments/my-assignments.messages.js';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '../packages/core/src/validation/upload-limit.js';
import { fileOfSize } from './support/files.js';
import { formatLongDate } from '../packages/ui/src/format/temporal-format.js';
import { fieldMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { AvatarMenu } from './support/avatar-menu.js';
import { SingleBookingPage } from './support/booking-pages.js';
import { todayInStockholm } from './support/crm-api.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';
import { shownDate } from './support/date-text.js';
import { budget } from './support/budget.js';

// Each test opens the form itself: that is the first page the browser loads.
test.beforeEach(async ({ loginPage }) => {
  await loginPage.startSession(DEMO.full);
});

test('choosing today moves the booking to tomorrow and says to call the local booking office', async ({ page, t, language }) => {
  const single = new SingleBookingPage(page, t);
  await single.open();
  const today = todayInStockholm();
  await single.date.fill(today.toString());
  // The date is taken when the field is left (Tab moves between the date's own parts).
  await single.date.blur();

  const warning = single.dialog('todayTitle');
  const tomorrow = today.add({ days: 1 });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(t(bookingFormMessages.todayText, { date: formatLongDate(language, tomorrow) }));
  await single.dialogButton('todayTitle', 'ok').click();
  await expect(warning).toBeHidden();
  await expect(single.date).toHaveValue(shownDate(language, tomorrow));
});

test('a postal code must be five digits', async ({ page, t }) => {
  const single = new SingleBookingPage(page, t);
  await single.open();
  await single.form.fillTelephone({ language: 'Arabiska', meetingPhone: '08-555 123 45' });
  await single.button('continue').click();
  await expect(single.stepIndicator(2)).toBeVisible();

  await page.getByRole('radio', { name: t(bookingFormMessages.otherAddress) }).check({ force: true });
  const postalCode = single.field('postalCode');
  const name = t(bookingFormMessages.postalCode);
  await postalCode.fill('');
  await postalCode.blur();
  await expect(single.problemOf(postalCode)).toHaveText(t(fieldMessages.required, { name }));
  await postalCode.fill('111 4O');
  await postalCode.blur();
  await expect(single.problemOf(postalCode)).toHaveText(t(fieldMessages.notNumeric, { name }));
  await postalCode.fill('1114');
  await expect(single.problemOf(postalCode)).toHaveText(t(bookingFormMessages.exactLength, { name, length: 5 }));

  // Sending is held at the first problem.
  await single.button('confirmNow').click();
  await expect(postalCode).toBeFocused();
  await expect(page.getByText(t(bookingFormMessages.problemsSummary, { count: 1 }))).toBeVisible();

  await postalCode.fill('111 40');
  await expect(single.problemOf(postalCode)).toHaveCount(0);
});

test('leaving with unsaved changes asks first; staying keeps them, leaving drops them', async ({ page, t }) => {
  const single = new SingleBookingPage(page, t);
  await single.open();
  await single.form.chooseLanguage('Tigrinja');
  await single.field('meetingPhone').fill('08-123 456');

  const myAssignments = page.getByRole('button', { name: t(myAssignmentsMessages.title), exact: true });
  await myAssignments.click();
  const guard = single.dialog('leaveTitle');
  await expect(guard).toBeVisible();
  await single.dialogButton('leaveTitle', 'stay').click();
  await expect(guard).toBeHidden();
  await expect(page).toHaveURL(/\/create-single-assignment$/);
  await expect(single.form.language).toHaveValue('Tigrinja');

  await myAssignments.click();
  await single.dialogButton('leaveTitle', 'leave').click();
  await expect(page).toHaveURL(/\/my-assignment$/);

  // Left on purpose: the form opens fresh, nothing is offered back.
  await single.open();
  await expect(single.form.language).toHaveValue('');
  await expect(single.dialog('draftTitle')).toHaveCount(0);

  // An untouched form is left without a question.
  await myAssignments.click();
  await expect(page).toHaveURL(/\/my-assignment$/);
});

test("the browser's back and forward ask too, and staying keeps the page where it was", async ({ page, t }) => {
  const single = new SingleBookingPage(page, t);
  await single.open();
  await page.getByRole('button', { name: t(myAssignmentsMessages.title), exact: true }).click();
  await expect(page).toHaveURL(/\/my-assignment$/);
  // Back to the form inside the portal (the same page load), and something typed.
  await page.goBack();
  await expect(page).toHaveURL(/\/create-single-assignment$/);
  await single.form.chooseLanguage('Tigrinja');

  const guard = single.dialog('leaveTitle');
  await page.goForward();
  await expect(guard).toBeVisible();
  await single.dialogButton('leaveTitle', 'stay').click();
  await expect(guard).toBeHidden();
  await expect(page).toHaveURL(/\/create-single-assignment$/);
  await expect(single.form.language).toHaveValue('Tigrinja');

  await page.goForward();
  await single.dialogButton('leaveTitle', 'leave').click();
  await expect(page).toHaveURL(/\/my-assignment$/);
  await expect(page.getByRole('heading', { name: t(myAssignmentsMessages.title) })).toBeVisible();
});

test('an unsent booking survives a reload and is offered back', async ({ page, t }) => {
  const single = new SingleBookingPage(page, t);
  await single.open();
  await single.form.fillTelephone({ language: 'Dari', meetingPhone: '08-999 000 11' });
  await single.button('continue').click();
  // Reloaded right after the last key: the draft is written at every change, not after a pause.
  await single.field('description').fill('Klienten hörs bäst i högtalare.');

  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();

  const offer = single.dialog('draftTitle');
  await expect(offer).toBeVisible();
  await single.dialogButton('draftTitle', 'draftRestore').click();
  await expect(offer).toBeHidden();
  await expect(single.form.language).toHaveValue('Dari');
  await expect(single.field('meetingPhone')).toHaveValue('08-999 000 11');
  await single.button('continue').click();
  await expect(single.field('description')).toHaveValue('Klienten hörs bäst i högtalare.');

  // Thrown away, it is gone for good.
  await page.reload();
  await single.dialogButton('draftTitle', 'draftDiscard').click();
  await expect(single.form.language).toHaveValue('');
  await page.reload();
  await expect(single.stepIndicator(1)).toBeVisible();
  await expect(single.dialog('draftTitle')).toHaveCount(0);
});

test('a past date says it has passed, keeps the day and gives no same-day warning', async ({ page, t, language }) => {
  const single = new SingleBookingPage(page, t);
  await single.open();
  const past = todayInStockholm().subtract({ days: 5 });
  await single.date.fill(past.toString());
  await single.date.blur();
  await expect(single.problemOf(single.date)).toHaveText(t(bookingFormMessages.datePast));
  await expect(single.dialog('todayTitle')).toHaveCount(0);
  // Not moved silently: the day typed stays, for the user to change.
  await expect(single.date).toHaveValue(shownDate(language, past));
  const later = todayInStockholm().add({ days: 3 });
  await single.date.fill(later.toString());
  await single.date.blur();
  await expect(single.problemOf(single.date)).toHaveCount(0);
});

test('a time typed while the customer profile is still on its way is kept when the profile arrives', async ({ page, t }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/crm/CRMCustomer/GetCustomer', async (route) => {
    await held;
    await route.continue();
  });
  const single = new SingleBookingPage(page, t);
  await single.open();
  await single.form.start.fill('09:00');
  const arrived = page.waitForResponse('**/crm/CRMCustomer/GetCustomer');
  release();
  await arrived;
  // The profile is in: the header's account button names the customer.
  await expect(new AvatarMenu(page, t).button).toHaveAccessibleName(t(avatarMenuMessages.button, { name: DEMO.full.name }));
  await single.form.start.press('Tab');
  await expect(single.form.start).toHaveValue('09:00');
  await expect(single.form.end).toHaveValue('09:30');
});

test('an end before the start asks before keeping a booking over 8 hours, and Nästa dag cannot be missed', async ({
  page,
  t,
}) => {
  const single = new SingleBookingPage(page, t);
  await single.open();
  await single.form.start.fill('09:00');
  await single.form.start.press('Tab');
  await single.form.end.fill('17:00');
  await single.form.end.press('Tab');
  await expect(single.dialog('longTitle')).toHaveCount(0);

  // 05:00 for 17:00: 20 hours by mistake.
  await single.form.end.fill('05:00');
  await single.form.end.press('Tab');
  const question = single.dialog('longTitle');
  await expect(question).toBeVisible();
  await expect(question).toContainText(t(bookingFormMessages.lengthHours, { hours: 20 }));
  await single.dialogButton('longTitle', 'longChange').click();
  await expect(question).toBeHidden();
  await expect(single.form.end).toHaveValue('17:00');
  await expect(single.form.end).toBeFocused();

  // Meant: kept, and said next to the times; a later start keeps the length in plain sight.
  await single.form.end.fill('05:00');
  await single.form.end.press('Tab');
  await single.dialogButton('longTitle', 'longKeep').click();
  const nextDay = page.getByRole('status').filter({
    hasText: t(bookingFormMessages.nextDayLength, {
      end: '05:00',
      length: t(bookingFormMessages.lengthHours, { hours: 20 }),
    }),
  });
  await expect(nextDay).toBeVisible();
  await single.form.start.fill('10:00');
  await single.form.start.press('Tab');
  await expect(single.form.end).toHaveValue('06:00');
  await expect(single.dialog('longTitle')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(t(bookingFormMessages.nextDay), { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      t(bookingFormMessages.nextDayLength, {
        end: '06:00',
        length: t(bookingFormMessages.lengthHours, { hours: 20 }),
      }),
    ),
  ).toBeVisible();
});

test('"Ändra" in the personal-number warning on the preview goes to the field that holds the number, focused', async ({
  page,
  t,
}) => {
  const single = new SingleBookingPage(page, t);
  await single.open();
  await single.form.fillTelephone({ language: 'Arabiska', meetingPhone: '08-555 123 45' });
  await single.button('continue').click();
  await expect(single.stepIndicator(2)).toBeVisible();
  await single.field('yourReference').fill('Gäller 19121212-1212');
  await single.button('preview').click();
  await expect(page).toHaveURL(/\/preview-assignment$/);
  await single.button('confirmNow').click();

  const warning = single.dialog('personalNumberTitle');
  await expect(warning).toBeVisible();
  await single.dialogButton('personalNumberTitle', 'personalNumberEdit').click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/create-single-assignment$/);
  await expect(single.field('yourReference')).toBeFocused();
  await expect(single.field('yourReference')).toHaveValue('Gäller 19121212-1212');
});

test('the attachments state the upload limit, and a file over it is refused before sending', async ({ page, t }) => {
  // A 20 MB file is handed to the browser: more than the default budget on a loaded machine.
  test.setTimeout(budget(90_000));
  const single = new SingleBookingPage(page, t);
  await single.open();
  await single.form.fillTelephone({ language: 'Arabiska', meetingPhone: '08-555 123 45' });
  await single.button('continue').click();
  await expect(single.stepIndicator(2)).toBeVisible();

  await expect(page.getByText(t(bookingFormMessages.fileTypes, { mb: MAX_UPLOAD_MB }))).toBeVisible();
  const input = page.getByLabel(t(bookingFormMessages.addFile));
  await input.setInputFiles(fileOfSize('Stor-remiss.pdf', MAX_UPLOAD_BYTES + 1));
  await expect(
    page.getByRole('alert').filter({ hasText: t(bookingFormMessages.fileTooLarge, { mb: MAX_UPLOAD_MB }) }),
  ).toBeVisible();
  await expect(page.getByTitle('Stor-remiss.pdf')).toHaveCount(0);
  // A file within the limit is taken.
  await input.setInputFiles({ name: 'Remiss.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByTitle('Remiss.pdf')).toBeVisible();
  await expect(page.getByText(t(bookingFormMessages.fileTypes, { mb: MAX_UPLOAD_MB }))).toBeVisible();
});

test('a time is picked from the list with the keyboard, from the nearest time on, and the focus comes back to the list’s button', async ({
  page,
  t,
}) => {
  const single = new SingleBookingPage(page, t);
  await single.open();
  const start = single.form.start;
  await start.fill('09:10');
  // The list's button comes next in the tab order; leaving the field commits what was typed.
  await start.press('Tab');
  const listButton = page.getByRole('button', { name: t(fieldMessages.chooseTime, { name: t(bookingFormMessages.start) }) });
  await expect(listButton).toBeFocused();
  await expect(start).toHaveValue('09:10');

  await listButton.press('Enter');
  const list = page.getByRole('menu', { name: t(fieldMessages.chooseTime, { name: t(bookingFormMessages.start) }) });
  await expect(list).toBeVisible();
  // The list opens at the time nearest the field's (every 30 minutes): 09:00, and Tab goes on to 09:30.
  await expect(list.getByRole('menuitem', { name: '09:00', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('menuitem', { name: '09:30', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(list).toBeHidden();
  await expect(start).toHaveValue('09:30');
  await expect(listButton).toBeFocused();
});
