import type { Locator } from '@playwright/test';
import { bookingFormMessages } from '../apps/client-portal/src/features/booking-form/booking-form.messages.js';
import { assignmentsMessages } from '../apps/interpreter-portal/src/features/assignments/assignments.messages.js';
import { loginMessages } from '../apps/interpreter-portal/src/features/login/login.messages.js';
import { profileMessages } from '../apps/interpreter-portal/src/features/profile/profile.messages.js';
import { settingsMessages } from '../apps/interpreter-portal/src/features/settings/settings.messages.js';
import { termsMessages } from '../apps/interpreter-portal/src/features/terms/terms.messages.js';
import { requestMessages } from '../apps/interpreter-portal/src/features/requests/requests.messages.js';
import { serviceErrorMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { calendarNavMessages } from '../packages/ui/src/calendar/calendar.messages.js';
import { formatWeekdayDate } from '../packages/ui/src/format/temporal-format.js';
import { interpreterCalendarMessages } from '../apps/interpreter-portal/src/features/calendar/calendar.messages.js';
import {
  actionDoneMessages,
  actionLabelMessages,
  assignmentMessages,
} from '../apps/interpreter-portal/src/features/assignment-detail/assignment.messages.js';
import { problemMessages, timeReportMessages } from '../apps/interpreter-portal/src/features/time-report/time-report.messages.js';
import { timeSheetMessages } from '../apps/client-portal/src/features/time-sheet/time-sheet.messages.js';
import { feedbackMessages } from '../apps/client-portal/src/features/feedback/feedback.messages.js';
import { interpreterStatusMessageOf, statusMessageOf } from '../packages/ui/src/assignments/assignment-status.messages.js';
import { SingleBookingPage } from './support/booking-pages.js';
import { CrmApi, STOCKHOLM } from './support/crm-api.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { MyAssignmentsPage } from './support/follow-up.js';
import {
  FIRST_ASKED,
  InterpreterPortal,
  RECEIPT_PNG,
  drawSignature,
  interpreter,
  interpreterBrowser,
  mailedLoginLink,
  slot,
} from './support/interpreter-portal.js';
import { DEMO } from './support/pages.js';
import { E2E_API_KEY } from './support/servers.js';
import { budget } from './support/budget.js';

// Each test moves the mock's clock (the dispatcher offers an order 2 minutes after it is made): its
// worker has a mock CRM of its own, so the demo interpreters' requests are this file's alone.
test.use({ movesMockClock: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Types a time as an interpreter does, and leaves the field (which is when it is read). */
async function typeTime(field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await field.press('Tab');
  await expect(field).toHaveValue(text);
}

test('a booking becomes an interpreter’s request: accepted through the mailed login, worked, and followed by the customer', async ({
  page,
  browser,
  loginPage,
  mockCrm,
  stack,
  t,
  language,
}) => {
  test.setTimeout(budget(150_000));
  const { skill, who } = FIRST_ASKED[language];

  // The customer books a telephone interpreter.
  await loginPage.logInAtOnce(DEMO.full, '/create-single-assignment');
  const single = new SingleBookingPage(page, t);
  const day = (await slot(mockCrm, 4)).toPlainDate();
  await single.date.fill(day.toString());
  await single.date.blur();
  await single.form.fillTelephone({ language: skill, meetingPhone: '08-555 123 45' });
  await single.form.start.fill('1000');
  await single.form.start.press('Tab');
  await single.button('continue').click();
  await single.button('preview').click();
  await single.button('confirmNow').click();
  await expect(page.getByRole('heading', { name: t(bookingFormMessages.created) })).toBeVisible();
  const number = (await single.bookingNumber.innerText()).trim();

  // Two minutes later on the CRM's clock the order is offered to the interpreter of its language.
  await mockCrm.advanceClock(3);
  const context = await interpreterBrowser(browser, stack.portalUrl, language);
  const portal = new InterpreterPortal(await context.newPage(), t);
  await portal.logIn(who);
  await expect(portal.request(number)).toContainText(skill);
  await portal.requestButton(number, 'accept').click();
  await expect(portal.toast(t(requestMessages.accepted, { number }))).toBeVisible();
  await expect(portal.request(number)).toHaveCount(0);
  await expect(portal.assignmentLink(number)).toBeVisible();
  // It is in the calendar on its day (the month view, stepped to the booking's month when need be).
  await portal.page.getByRole('tab', { name: t(calendarNavMessages.month) }).click();
  if (day.month !== (await mockCrm.now()).toZonedDateTimeISO(STOCKHOLM).month)
    await portal.page.getByRole('button', { name: t(calendarNavMessages.nextMonth) }).click();
  await expect(
    portal.page
      .getByRole('listitem', { name: new RegExp(`^${escapeRegExp(formatWeekdayDate(language, day))}`) })
      .getByRole('link', {
        name: t(interpreterCalendarMessages.item, { time: '10:00', language: skill, number }),
      }),
  ).toBeVisible();

  // The customer sees the order booked with the interpreter's name and phone, and "Tolk tillsatt".
  const myAssignments = new MyAssignmentsPage(page, t, loginPage);
  await myAssignments.open();
  let drawer = await myAssignments.openOrder(number);
  await expect(drawer.field('interpreter')).toHaveText(`${who.firstName} ${who.lastName}`);
  await expect(drawer.field('interpreterPhone')).toHaveText(who.phone);
  await expect(drawer.field('status')).toContainText(t(statusMessageOf('accepted')));
  await expect.poll(() => myAssignments.bellCount()).toBeGreaterThan(0);

  // The interpreter starts working, then is done; the customer sees each step.
  await portal.assignmentLink(number).click();
  await expect(portal.fact('status')).toHaveText(t(interpreterStatusMessageOf('accepted')));
  await expectNoAxeViolations(portal.page, 'an accepted assignment');
  await portal.action('start-working').click();
  await expect(portal.toast(t(actionDoneMessages['start-working']))).toBeVisible();
  await expect(portal.fact('status')).toHaveText(t(interpreterStatusMessageOf('working')));
  await expect(portal.action('start-working')).toHaveCount(0);
  await portal.action('done').click();
  await expect(portal.fact('status')).toHaveText(t(interpreterStatusMessageOf('fullfilled')));
  await expect(portal.action('done')).toHaveCount(0);

  await page.reload();
  drawer = await myAssignments.openOrder(number);
  await expect(drawer.field('status')).toContainText(t(statusMessageOf('fullfilled')));

  // The assignment waits in the interpreter's list to report; the report is signed on the interpreter's screen.
  await portal.page.goto('/interpreter/assignments?list=to-report');
  await portal.assignmentLink(number).click();
  await portal.page.getByRole('link', { name: t(actionLabelMessages['time-report']) }).click();
  const yesterday = (await mockCrm.now()).toZonedDateTimeISO(STOCKHOLM).toPlainDate().subtract({ days: 1 });
  await portal.reportField('date').fill(yesterday.toString());
  await typeTime(portal.reportField('start'), '10:00');
  await typeTime(portal.reportField('end'), '11:00');
  await portal.page.getByRole('button', { name: t(timeReportMessages.addExpense) }).click();
  await portal.reportField('expenseType', { row: 1 }).selectOption({ label: t(timeReportMessages.parking) });
  await portal.reportField('amount', { row: 1 }).fill('45');
  await portal
    .reportField('receipt', { row: 1 })
    .setInputFiles({ name: 'parkering.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await expect(portal.page.getByText(t(timeReportMessages.receiptChosen, { name: 'parkering.png' }))).toBeVisible();
  await portal.drawSignature();
  await portal.page.getByRole('button', { name: t(timeReportMessages.send) }).click();
  await expect(portal.page.getByText(t(timeReportMessages.sent))).toBeVisible();

  // The customer reads the report, signature and receipt included, and rates the assignment.
  await page.reload();
  drawer = await myAssignments.openOrder(number);
  await drawer.button('timeReport').click();
  await expect(page).toHaveURL(/\/time-sheet$/);
  const sheet = page.locator('.tolk-time-sheet');
  await expect(sheet.getByRole('img', { name: t(timeSheetMessages.signatureAlt) })).toBeVisible();
  await expect(sheet.getByRole('button', { name: new RegExp(t(timeSheetMessages.receipt, { name: '' })) })).toHaveCount(1);
  // The time sheet's own stars (the drawer under it has a set too).
  const rating = page.getByRole('region', { name: t(timeSheetMessages.rateHeader) });
  await rating.getByRole('button', { name: t(feedbackMessages.starLabel, { stars: 5 }), exact: true }).click();
  await expect(rating).toHaveCount(0);

  // The interpreter sees the customer's rating, read only.
  await portal.page.goto(`/interpreter/assignments?list=history`);
  await portal.assignmentLink(number).click();
  await expect(portal.fact('rating')).toHaveText(t(assignmentMessages.ratingValue, { stars: 5 }));
  await context.close();
});

test('a time report with its times out of order is refused with the spec’s words, and what was typed survives a reload', async ({
  page,
  loginPage,
  browser,
  mockCrm,
  stack,
  t,
  language,
}) => {
  test.setTimeout(budget(120_000));
  const { skill, who } = FIRST_ASKED[language];
  const order = await mockCrm.openOrder(DEMO.full.customerNumber, skill, await slot(mockCrm, 9));
  await mockCrm.advanceClock(3);
  const context = await interpreterBrowser(browser, stack.portalUrl, language);
  const portal = new InterpreterPortal(await context.newPage(), t);
  await portal.logIn(who);
  await portal.requestButton(order.orderNumber, 'accept').click();
  await portal.assignmentLink(order.orderNumber).click();
  await portal.action('start-working').click();
  await portal.action('done').click();
  await portal.page.getByRole('link', { name: t(actionLabelMessages['time-report']) }).click();

  const yesterday = (await mockCrm.now()).toZonedDateTimeISO(STOCKHOLM).toPlainDate().subtract({ days: 1 });
  await portal.reportField('date').fill(yesterday.toString());
  await typeTime(portal.reportField('start'), '14:00');
  await typeTime(portal.reportField('end'), '13:15');
  await portal.page.getByRole('button', { name: t(timeReportMessages.send) }).click();
  const problems = portal.page.getByRole('alert').filter({ hasText: t(timeReportMessages.fix) });
  await expect(problems).toContainText(t(problemMessages.timeOrder));
  await expect(problems).toContainText(t(problemMessages.signature));
  await expectNoAxeViolations(portal.page, 'the time report with its problems');

  // A receipt must be a photo.
  await portal.page.getByRole('button', { name: t(timeReportMessages.addExpense) }).click();
  await portal
    .reportField('receipt', { row: 1 })
    .setInputFiles({ name: 'kvitto.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(portal.page.getByRole('alert').filter({ hasText: t(timeReportMessages.invalidFile) })).toBeVisible();
  await portal.reportField('amount', { row: 1 }).fill('120');

  // Nothing typed is lost on a reload.
  await portal.page.reload();
  await expect(portal.reportField('start')).toHaveValue('14:00');
  await expect(portal.reportField('end')).toHaveValue('13:15');
  await expect(portal.reportField('amount', { row: 1 })).toHaveValue('120');

  // Without the customer's signature, with a reason: the end fixed, it is sent.
  await typeTime(portal.reportField('end'), '15:30');
  await portal.page.getByRole('checkbox', { name: t(timeReportMessages.noSignature) }).check({ force: true });
  await portal.reportField('reason').fill('Kunden hade gått när samtalet var slut.');
  await portal.page.getByRole('button', { name: t(timeReportMessages.send) }).click();
  await expect(portal.page.getByText(t(timeReportMessages.sent))).toBeVisible();
  await context.close();

  // The customer sees why, signs online with their name, and gets the thank-you page.
  const myAssignments = new MyAssignmentsPage(page, t, loginPage);
  await myAssignments.open();
  const drawer = await myAssignments.openOrder(order.orderNumber);
  await drawer.button('timeReport').click();
  await expect(
    page.getByText(t(timeSheetMessages.signReason, { reason: 'Kunden hade gått när samtalet var slut.' })),
  ).toBeVisible();
  await page.getByRole('button', { name: t(timeSheetMessages.signSend) }).click();
  await expect(page.getByRole('alert').filter({ hasText: t(timeSheetMessages.signMissing) })).toBeVisible();
  await drawSignature(page, page.getByRole('img', { name: t(timeSheetMessages.signCanvas) }));
  await page.getByLabel(t(timeSheetMessages.signerName)).fill('Eva Kund');
  await expectNoAxeViolations(page, 'the time sheet to sign');
  await page.getByRole('button', { name: t(timeSheetMessages.signSend) }).click();
  await expect(page).toHaveURL(/\/time-sheet\/thank-you$/);
  await expect(page.getByRole('heading', { level: 1, name: t(timeSheetMessages.thankYouTitle) })).toBeVisible();
  await expect(
    page.locator('dt', { hasText: t(timeSheetMessages.thankYouNumber) }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(order.orderNumber);
  await page.getByRole('button', { name: t(timeSheetMessages.thankYouBack) }).click();
  await expect(page).toHaveURL(/\/my-assignment$/);

  // Signed: the report shows the signature, and asks for none again.
  const again = await myAssignments.openOrder(order.orderNumber);
  await again.button('timeReport').click();
  await expect(page.locator('.tolk-time-sheet').getByRole('img', { name: t(timeSheetMessages.signatureAlt) })).toBeVisible();
  await expect(page.getByRole('button', { name: t(timeSheetMessages.signSend) })).toHaveCount(0);
});

test('a customer’s cancel reaches the interpreter as cancelled, with nothing left to do', async ({
  browser,
  mockCrm,
  stack,
  t,
  language,
}) => {
  test.setTimeout(budget(90_000));
  const { skill, who } = FIRST_ASKED[language];
  const order = await mockCrm.openOrder(DEMO.full.customerNumber, skill, await slot(mockCrm, 12));
  await mockCrm.advanceClock(3);
  const context = await interpreterBrowser(browser, stack.portalUrl, language);
  const portal = new InterpreterPortal(await context.newPage(), t);
  await portal.logIn(who);
  await portal.requestButton(order.orderNumber, 'accept').click();
  await expect(portal.assignmentLink(order.orderNumber)).toBeVisible();

  // The customer cancels (days ahead: no fee).
  const crm = await CrmApi.logIn(DEMO.full);
  const reasons = (await crm.call('/CRMCustomer/GetOrderCancellationReasons', { ApiKey: E2E_API_KEY }))
    .OrderCancellationReasons as {
    OrderCancellationReasonIdentifier: string;
  }[];
  await crm.call('/CRMCustomer/CancelOrder', {
    OrderIdentifier: order.orderIdentifier,
    OrderCancellationReasonIdentifier: reasons[0]!.OrderCancellationReasonIdentifier,
    CustomerOrderAdditionalServices: null,
    IsPatientConsentGiven: true,
  });

  // The interpreter's assignment is cancelled: in the history, with no action left.
  await portal.page.goto('/interpreter/assignments?list=history');
  await portal.assignmentLink(order.orderNumber).click();
  await expect(portal.fact('status')).toHaveText(t(interpreterStatusMessageOf('cancelled')));
  await expect(portal.page.getByText(t(assignmentMessages.noActions))).toBeVisible();
  await expect(portal.page.getByRole('group', { name: t(assignmentMessages.actions) })).toHaveCount(0);
  await context.close();
});

test('a rejected request passes to the next interpreter, and one left unanswered expires', async ({
  browser,
  mockCrm,
  stack,
  t,
  language,
}) => {
  test.setTimeout(budget(120_000));
  // Spanish or Russian: the level-5 interpreter is asked first, the other one next.
  const [skill, first, next] =
    language === 'sv'
      ? ['Ryska', interpreter('30003'), interpreter('30001')]
      : ['Spanska', interpreter('30003'), interpreter('30002')];
  const rejected = await mockCrm.openOrder(DEMO.full.customerNumber, skill, await slot(mockCrm, 6));
  const expiring = await mockCrm.openOrder(DEMO.full.customerNumber, skill, (await slot(mockCrm, 7)).add({ hours: 3 }));
  await mockCrm.advanceClock(3);

  const [firstContext, nextContext] = [
    await interpreterBrowser(browser, stack.portalUrl, language),
    await interpreterBrowser(browser, stack.portalUrl, language, 'phone'),
  ];
  const portal = new InterpreterPortal(await firstContext.newPage(), t);
  await portal.logIn(first);
  await portal.requestButton(rejected.orderNumber, 'reject').click();
  // Rejecting is asked first, and can be left.
  const confirm = portal.page.getByRole('alertdialog');
  await expect(confirm).toContainText(t(requestMessages.confirmReject, { number: rejected.orderNumber }));
  await confirm.getByRole('button', { name: t(requestMessages.reject) }).click();
  await expect(portal.toast(t(requestMessages.declined, { number: rejected.orderNumber }))).toBeVisible();
  await expect(portal.request(rejected.orderNumber)).toHaveCount(0);

  // At once the next interpreter of the language has it.
  const nextPortal = new InterpreterPortal(await nextContext.newPage(), t);
  await nextPortal.logIn(next);
  await expect(nextPortal.request(rejected.orderNumber)).toBeVisible();
  await expect(nextPortal.request(expiring.orderNumber)).toHaveCount(0);
  // On the phone: one column, nothing wider than the screen, the answer buttons within reach.
  expect(await nextPortal.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(nextPortal.requestButton(rejected.orderNumber, 'accept')).toBeInViewport();
  await expectNoAxeViolations(nextPortal.page, 'the start page with a request, on a phone');

  // The other request is left until it has expired (60 minutes); accepting it then says so, and it
  // leaves the list. (Just after the list's 30-second refresh, so that the card is still there to click.)
  await expect(portal.request(expiring.orderNumber)).toBeVisible();
  await portal.page.waitForResponse((response) => response.url().endsWith('/GetResourceRequests'));
  await mockCrm.advanceClock(61);
  await portal.requestButton(expiring.orderNumber, 'accept').click();
  await expect(portal.toast(t(serviceErrorMessages['request-expired']))).toBeVisible();
  await expect(portal.request(expiring.orderNumber)).toHaveCount(0);

  // It has passed to the next interpreter.
  await nextPortal.page.reload();
  await expect(nextPortal.request(expiring.orderNumber)).toBeVisible();
  await firstContext.close();
  await nextContext.close();
});

test('an unknown e-mail and number are refused in the dictionary’s words, a used link says so, and a session stays the interpreter’s', async ({
  browser,
  stack,
  t,
  language,
}) => {
  test.setTimeout(budget(90_000));
  const context = await interpreterBrowser(browser, stack.portalUrl, language);
  const portal = new InterpreterPortal(await context.newPage(), t);
  const page = portal.page;
  await page.goto('/interpreter/');
  // Logged out, every page leads to the login.
  await expect(page).toHaveURL(/\/interpreter\/login$/);
  await page.getByLabel(t(loginMessages.email)).fill('anna.lindqvist@tolk.example');
  await page.getByLabel(t(loginMessages.interpreterNumber)).fill('39999');
  await page.getByRole('button', { name: t(loginMessages.send) }).click();
  await expect(page.getByRole('alert')).toHaveText(t(serviceErrorMessages['invalid-interpreter-login']));
  await expectNoAxeViolations(page, 'the interpreter login with a refusal');

  const who = interpreter('30002');
  await portal.logIn(who);
  // The customer portal does not take the interpreter's session.
  await page.goto('/my-assignment');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/interpreter/assignments');
  await expect(page.getByRole('heading', { level: 1, name: t(assignmentsMessages.title) })).toBeVisible();
  await expectNoAxeViolations(page, 'the assignment lists');
  await expect(page).toHaveTitle(`${t(assignmentsMessages.title)} | Tolkportal`);

  // The profile, as the provider keeps it: the mobile number is the one customers see.
  await portal.navigation('profile').click();
  await expect(page.getByRole('heading', { level: 1, name: t(profileMessages.title) })).toBeVisible();
  await expect(page.locator('dt', { hasText: t(profileMessages.number) }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    who.number,
  );
  await expect(page.locator('dt', { hasText: t(profileMessages.mobile) }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    who.phone,
  );
  await expect(page.getByText(who.languages.join(', '))).toBeVisible();
  await expectNoAxeViolations(page, 'the profile');

  // The pre-start reminder: 10 minutes before unless chosen otherwise, kept in this browser.
  await portal.navigation('settings').click();
  const reminder = page.getByLabel(t(settingsMessages.reminder));
  await expect(reminder).toHaveValue('10');
  await reminder.selectOption({ label: t(settingsMessages.minutesBefore, { minutes: 30 }) });
  await expect(portal.toast(t(settingsMessages.saved))).toBeVisible();
  await page.reload();
  await expect(reminder).toHaveValue('30');
  await expectNoAxeViolations(page, 'the settings');

  // The terms an interpreter works under (spec 3 §9).
  await portal.navigation('terms').click();
  await expect(page.getByText(t(termsMessages.paperFee))).toBeVisible();
  await expect(page.getByText(t(termsMessages.reportsDue))).toBeVisible();
  await expectNoAxeViolations(page, 'the terms');

  // Logged out, the mailed link does not work a second time.
  const link = await mailedLoginLink(who.email);
  await page.goto('/interpreter/logout');
  await expect(page).toHaveURL(/\/interpreter\/login$/);
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(t(serviceErrorMessages['login-link-already-used']));
  await context.close();
});
