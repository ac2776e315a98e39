import { calendarNavMessages } from '../packages/ui/src/calendar/calendar.messages.js';
import { externalCalendarMessages as m } from '../packages/ui/src/external-calendar/external-calendar.messages.js';
import { loginMessages } from '../apps/client-portal/src/features/login/login.messages.js';
import { labelled, SettingsPage, toast } from './support/account-pages.js';
import { serveCalendarFeed, type CalendarFeed } from './support/calendar-feed.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';
import { closeWithEscape } from './support/keyboard.js';
import { budget } from './support/budget.js';

/** Today in Stockholm as YYYYMMDD, the day the dashboard's week shows. */
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date()).replace(/-/g, '');
/** The Stockholm date `days` after today, as YYYYMMDD. */
const daysAhead = (days: number) =>
  new Date(Date.UTC(+today.slice(0, 4), +today.slice(4, 6) - 1, +today.slice(6, 8) + days))
    .toISOString()
    .slice(0, 10)
    .replace(/-/g, '');
const tomorrow = daysAhead(1);

/**
 * A calendar as Google publishes one: one timed and one all-day event today, and a weekly meeting
 * from today, three times, of which next week's is cancelled (EXDATE): today and in two weeks.
 */
const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Tolkportal e2e//SV',
  'BEGIN:VEVENT',
  'UID:meeting@e2e',
  `DTSTART;TZID=Europe/Stockholm:${today}T100000`,
  `DTEND;TZID=Europe/Stockholm:${today}T110000`,
  'SUMMARY:Handledning med teamet',
  'LOCATION:Rum 12\\, Tegnérgatan 23',
  'DESCRIPTION:Ta med ärendelistan.\\nVi går igenom veckan.',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:allday@e2e',
  `DTSTART;VALUE=DATE:${today}`,
  `DTEND;VALUE=DATE:${tomorrow}`,
  'SUMMARY:Utbildningsdag',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:weekly@e2e',
  `DTSTART;TZID=Europe/Stockholm:${today}T080000`,
  `DTEND;TZID=Europe/Stockholm:${today}T083000`,
  'RRULE:FREQ=WEEKLY;COUNT=3',
  `EXDATE;TZID=Europe/Stockholm:${daysAhead(7)}T080000`,
  'SUMMARY:Veckomöte',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

let feed: CalendarFeed;
let feedUrl: string;

test.beforeAll(async () => {
  feed = await serveCalendarFeed(FEED);
  feedUrl = feed.url;
});
test.afterAll(() => feed.close());

test('a dashboard without an external calendar fetches none of its code: not the feed parser, not the events list', async ({
  page,
  loginPage,
  dashboard,
}) => {
  // Issue 12: they come once a calendar is on (the next test shows them working).
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await loginPage.logInAtOnce(DEMO.full);
  await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => /\/assets\/(feed|external-events-list)-[\w-]{8}\.js$/.test(path))).toEqual([]);
});

test('a customer connects an external calendar and opens one of its events in the dashboard', async ({ page, loginPage, t }) => {
  // Settings, the dashboard and three weeks of the calendar: more than the default on a busy machine.
  test.setTimeout(budget(60_000));
  await loginPage.startSession(DEMO.full);
  const settings = new SettingsPage(page, t);
  await settings.open();
  const form = page.getByRole('form', { name: t(m.heading) });
  await form.getByText(t(m.enabled)).click();
  await labelled(form, t(m.url)).fill('calendar.example.se/feed');
  await form.getByRole('button', { name: t(m.save) }).click();
  await expect(form.getByRole('alert')).toHaveText(t(m.notACalendarAddress));

  await labelled(form, t(m.url)).fill(feedUrl);
  await form.getByRole('button', { name: t(m.save) }).click();
  await expect(toast(page, t(m.loginGoogleSuccessfully))).toBeVisible();
  // The weekly meeting counts once for each of its two occurrences.
  await expect(page.getByText(t(m.loaded, { count: 4 }))).toBeVisible();

  await page.goto('/');
  const meeting = page.getByRole('button', { name: new RegExp(`Handledning med teamet, 10:00`) });
  await expect(meeting).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Utbildningsdag, ${t(m.allDay)}`) })).toBeVisible();

  await meeting.click();
  const dialog = page.getByRole('dialog', { name: 'Handledning med teamet' });
  await expect(dialog).toContainText('Rum 12, Tegnérgatan 23');
  await expect(dialog).toContainText('Ta med ärendelistan.');
  await expect(dialog).toContainText('Vi går igenom veckan.');
  await expect(dialog).toContainText('10:00–11:00');
  await closeWithEscape(page, dialog);

  // The repeating meeting: today at 08:00, not next week (cancelled), again the week after, still at 08:00.
  const weekly = page.getByRole('button', { name: /Veckomöte, 08:00/ });
  await expect(weekly).toHaveCount(1);
  await page.getByRole('button', { name: t(calendarNavMessages.nextWeek) }).click();
  await expect(page.getByRole('button', { name: /Veckomöte/ })).toHaveCount(0);
  await page.getByRole('button', { name: t(calendarNavMessages.nextWeek) }).click();
  await expect(weekly).toHaveCount(1);
  await weekly.click();
  await expect(page.getByRole('dialog', { name: 'Veckomöte' })).toContainText('08:00–08:30');
  await closeWithEscape(page, page.getByRole('dialog', { name: 'Veckomöte' }));

  // The calendar is the session's: after logging out and in again it is off.
  // /logout ends the session on the gateway, then shows /login: wait for it, or the next navigation
  // would leave before the session ended (and the still-valid session would skip the login page).
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: t(loginMessages.title) })).toBeVisible();
  await loginPage.logIn(DEMO.full);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Handledning med teamet/ })).toHaveCount(0);
});
