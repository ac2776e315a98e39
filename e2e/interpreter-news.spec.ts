import { readFile } from 'node:fs/promises';
import { bookingFormMessages } from '../apps/client-portal/src/features/booking-form/booking-form.messages.js';
import { singleBookingMessages } from '../apps/client-portal/src/features/single-booking/single-booking.messages.js';
import { assignmentMessages } from '../apps/interpreter-portal/src/features/assignment-detail/assignment.messages.js';
import { preferencesMessages } from '../apps/interpreter-portal/src/features/preferences/preferences.messages.js';
import { profileMessages } from '../apps/interpreter-portal/src/features/profile/profile.messages.js';
import { requestMessages } from '../apps/interpreter-portal/src/features/requests/requests.messages.js';
import { externalCalendarMessages as calendarMessages } from '../packages/ui/src/external-calendar/external-calendar.messages.js';
import { fieldMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { notificationsMessages } from '../packages/ui/src/notifications/notifications.messages.js';
import { expectNoAxeViolations } from './support/axe.js';
import { SingleBookingPage } from './support/booking-pages.js';
import { CrmApi } from './support/crm-api.js';
import { serveCalendarFeed, type CalendarFeed } from './support/calendar-feed.js';
import { expect, test } from './support/fixtures.js';
import { MyAssignmentsPage } from './support/follow-up.js';
import { FIRST_ASKED, InterpreterPortal, interpreterBrowser, slot } from './support/interpreter-portal.js';
import { DEMO } from './support/pages.js';
import { budget } from './support/budget.js';

// The dispatcher's offers move with the mock's clock: each worker has a mock CRM of its own.
test.use({ movesMockClock: true });

test('a critical change takes the assignment back and asks the interpreter first again; the bell tells each step', async ({
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
  const order = await mockCrm.openOrder(DEMO.full.customerNumber, skill, await slot(mockCrm, 16), 60);
  await mockCrm.advanceClock(3);

  // The offer is in the bell; following it leads to the start page's requests, and it is read.
  const context = await interpreterBrowser(browser, stack.portalUrl, language);
  const portal = new InterpreterPortal(await context.newPage(), t);
  await portal.logIn(who);
  await portal.page.goto('/interpreter/notifications');
  const offered = portal.page.getByRole('listitem').filter({ hasText: 'Ny förfrågan' }).filter({ hasText: order.orderNumber });
  await expect(offered).toBeVisible();
  await expectNoAxeViolations(portal.page, "the interpreter's notifications");
  await (await portal.bellItem('Ny förfrågan', order.orderNumber)).click();
  await expect(portal.page).toHaveURL(/\/interpreter\/?$/);
  await portal.page.goto('/interpreter/notifications');
  await expect(offered.getByText(t(notificationsMessages.newLabel), { exact: true })).toHaveCount(0);
  await portal.page.goto('/interpreter/');
  await portal.requestButton(order.orderNumber, 'accept').click();
  await expect(portal.toast(t(requestMessages.accepted, { number: order.orderNumber }))).toBeVisible();
  await expect(portal.assignmentLink(order.orderNumber)).toBeVisible();

  // The customer moves the booked assignment three hours (a critical change, days ahead: the same number).
  const myAssignments = new MyAssignmentsPage(page, t, loginPage);
  await myAssignments.open();
  const drawer = await myAssignments.openOrder(order.orderNumber);
  await drawer.button('edit').click();
  const single = new SingleBookingPage(page, t);
  await expect(single.heading).toHaveText(t(singleBookingMessages.editHeading, { number: order.orderNumber }));
  await single.form.start.fill('13:00');
  await single.form.start.press('Tab');
  await expect(page.getByText(t(singleBookingMessages.criticalChange))).toBeVisible();
  await single.button('continue').click();
  await single.button('saveChanges').click();
  await expect(page.getByRole('heading', { name: t(bookingFormMessages.changed) })).toBeVisible();

  // The interpreter is no longer on it: the bell says so, and it has left the upcoming assignments.
  await portal.page.reload();
  await expect(await portal.bellItem('Bokningen är ändrad', order.orderNumber)).toBeVisible();
  await portal.page.keyboard.press('Escape');
  await expect(portal.assignmentLink(order.orderNumber)).toHaveCount(0);

  // At the next dispatch they are asked first again, for the new time.
  await mockCrm.advanceClock(3);
  await portal.page.reload();
  await expect(portal.request(order.orderNumber)).toContainText('13:00');
  await portal.requestButton(order.orderNumber, 'accept').click();
  await expect(portal.assignmentLink(order.orderNumber)).toBeVisible();
  await context.close();
});

test('a new mobile number is checked, then reaches the customer of each booked assignment with a notification', async ({
  browser,
  mockCrm,
  stack,
  t,
  language,
}) => {
  test.setTimeout(budget(120_000));
  const { skill, who } = FIRST_ASKED[language];
  const order = await mockCrm.openOrder(DEMO.full.customerNumber, skill, await slot(mockCrm, 18));
  await mockCrm.advanceClock(3);
  const context = await interpreterBrowser(browser, stack.portalUrl, language, 'phone');
  const portal = new InterpreterPortal(await context.newPage(), t);
  await portal.logIn(who);
  await portal.requestButton(order.orderNumber, 'accept').click();
  await expect(portal.assignmentLink(order.orderNumber)).toBeVisible();

  const page = portal.page;
  await page.goto('/interpreter/profile');
  const mobile = page.locator('dt', { hasText: t(profileMessages.mobile) }).locator('xpath=following-sibling::dd[1]');
  const change = async (number: string) => {
    await page.getByRole('button', { name: t(profileMessages.changeMobile) }).click();
    await page.getByLabel(t(profileMessages.newMobile)).fill(number);
    await page.getByRole('button', { name: t(profileMessages.saveMobile) }).click();
  };
  // Letters are refused here, in the spec's words, and what was typed stays.
  await change('070-ABC 12');
  await expect(page.getByRole('alert')).toHaveText(t(fieldMessages.invalidPhone, { name: t(profileMessages.newMobile) }));
  await expect(page.getByLabel(t(profileMessages.newMobile))).toHaveValue('070-ABC 12');
  await expectNoAxeViolations(page, 'the profile with a refused mobile number, on a phone');
  await page.getByRole('button', { name: t(profileMessages.cancel) }).click();

  const newNumber = '070-765 43 21';
  await change(newNumber);
  await expect(portal.toast(t(profileMessages.mobileChanged))).toBeVisible();
  await expect(mobile).toHaveText(newNumber);

  // The customer's order shows the new number, and a notification says it changed.
  const crm = await CrmApi.logIn(DEMO.full);
  const [booked] = await crm.orderByNumber(order.orderNumber);
  expect(booked!.Resource?.ResourcePhoneNumber).toBe(newNumber);
  const notices = await crm.notifications();
  expect(notices.some((n) => n.Headline === 'Tolkens telefonnummer är ändrat' && n.Message.includes(order.orderNumber))).toBe(
    true,
  );

  // Back to the demo number, which the other tests expect.
  await change(who.phone);
  await expect(mobile).toHaveText(who.phone);
  await context.close();
});

test("the interpreter sees the customer's attachment on the assignment and downloads it as sent", async ({
  browser,
  mockCrm,
  stack,
  t,
  language,
}) => {
  test.setTimeout(budget(120_000));
  const { skill, who } = FIRST_ASKED[language];
  const content = Buffer.from(`%PDF-1.4\n% Kallelse (${language})\n%%EOF\n`);
  const order = await mockCrm.openOrder(DEMO.full.customerNumber, skill, await slot(mockCrm, 22), 45, {
    filename: 'kallelse.pdf',
    contentType: 'application/pdf',
    base64: content.toString('base64'),
    description: 'Kallelse till mötet',
  });
  await mockCrm.advanceClock(3);
  const context = await interpreterBrowser(browser, stack.portalUrl, language);
  const portal = new InterpreterPortal(await context.newPage(), t);
  const page = portal.page;
  await portal.logIn(who);
  await portal.requestButton(order.orderNumber, 'accept').click();
  await portal.assignmentLink(order.orderNumber).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t(assignmentMessages.title, { number: order.orderNumber }) }),
  ).toBeVisible();

  const files = page.getByRole('region', { name: t(assignmentMessages.attachments) });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files.getByRole('listitem')).toContainText('kallelse.pdf');
  await expect(files.getByRole('listitem')).toContainText('Kallelse till mötet');
  await expectNoAxeViolations(page, 'the assignment with an attachment');
  const downloading = page.waitForEvent('download');
  await files.getByRole('button', { name: t(assignmentMessages.downloadFile, { filename: 'kallelse.pdf' }) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('kallelse.pdf');
  expect(await readFile((await download.path())!)).toEqual(content);
  await context.close();
});

/** Today in Stockholm as YYYYMMDD: the day the start page's week shows. */
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date()).replace(/-/g, '');
const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:dentist@e2e',
  `DTSTART;TZID=Europe/Stockholm:${today}T150000`,
  `DTEND;TZID=Europe/Stockholm:${today}T160000`,
  'SUMMARY:Tandläkaren',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

let feed: CalendarFeed;
let feedUrl: string;

test.beforeAll(async () => {
  feed = await serveCalendarFeed(FEED, '/private.ics');
  feedUrl = feed.url;
});
test.afterAll(() => feed.close());

test('the settings: the assignment chooser narrows the offers, and the own calendar shows beside the assignments', async ({
  browser,
  mockCrm,
  stack,
  t,
  language,
}) => {
  test.setTimeout(budget(120_000));
  const { skill, who } = FIRST_ASKED[language];
  const context = await interpreterBrowser(browser, stack.portalUrl, language);
  const portal = new InterpreterPortal(await context.newPage(), t);
  const page = portal.page;
  await portal.logIn(who);
  await portal.navigation('settings').click();

  // Only interpreting on site: a telephone order of the interpreter's language is not offered to them.
  const chooser = page.getByRole('region', { name: t(preferencesMessages.heading) });
  const types = chooser.getByRole('group', { name: t(preferencesMessages.articleIds) });
  await expect(types.getByText(t(preferencesMessages.allOfGroup))).toBeVisible();
  await types.getByText('Kontakttolkning', { exact: true }).click();
  await expect(chooser.getByText(t(preferencesMessages.unsaved))).toBeVisible();
  await chooser.getByRole('button', { name: t(preferencesMessages.save) }).click();
  await expect(portal.toast(t(preferencesMessages.saved))).toBeVisible();
  await page.reload();
  await expect(types.getByRole('checkbox', { name: 'Kontakttolkning' })).toBeChecked();
  await expect(types.getByRole('checkbox', { name: 'Telefontolkning' })).not.toBeChecked();

  const telephone = await mockCrm.openOrder(DEMO.full.customerNumber, skill, await slot(mockCrm, 20));
  await mockCrm.advanceClock(3);
  await page.goto('/interpreter/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(portal.request(telephone.orderNumber)).toHaveCount(0);

  // Nothing ticked again: every kind is offered.
  await portal.navigation('settings').click();
  await types.getByText('Kontakttolkning', { exact: true }).click();
  await expect(types.getByRole('checkbox', { name: 'Kontakttolkning' })).not.toBeChecked();
  await chooser.getByRole('button', { name: t(preferencesMessages.save) }).click();
  await expect(portal.toast(t(preferencesMessages.saved))).toBeVisible();
  await expect(types.getByText(t(preferencesMessages.allOfGroup))).toBeVisible();

  // The interpreter's own calendar, by its address, shown in the start page's week.
  const calendar = page.getByRole('form', { name: t(calendarMessages.heading) });
  await calendar.getByText(t(calendarMessages.enabled)).click();
  await calendar.getByLabel(t(calendarMessages.url)).fill(feedUrl);
  await calendar.getByRole('button', { name: t(calendarMessages.save) }).click();
  await expect(portal.toast(t(calendarMessages.loginGoogleSuccessfully))).toBeVisible();
  await expectNoAxeViolations(page, 'the settings with the chooser and the calendar');
  await portal.navigation('start').click();
  const event = page.getByRole('button', { name: /Tandläkaren, 15:00/ });
  await expect(event).toBeVisible();
  await event.click();
  await expect(page.getByRole('dialog', { name: 'Tandläkaren' })).toContainText('15:00–16:00');
  await context.close();
});
