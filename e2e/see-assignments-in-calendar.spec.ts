import { calendarNavMessages } from '../packages/ui/src/calendar/calendar.messages.js';
import { Temporal } from 'temporal-polyfill';
import { calendarMessages, dayListMessages } from '../apps/client-portal/src/features/dashboard/dashboard.messages.js';
import { formatDayMonth, formatLongDate, formatMonthYear } from '../packages/ui/src/format/temporal-format.js';
import { CrmApi, STOCKHOLM, todayInStockholm } from './support/crm-api.js';
import { CALENDAR_CUSTOMER, calendarTest as test, monthGridOf, weekOf } from './support/dashboard-calendar.js';
import { expect } from './support/fixtures.js';
import { OWN_DATA_CUSTOMERS, at, openCalendarAs } from './support/own-data.js';
import { closeWithEscape } from './support/keyboard.js';

test('the week view shows this week’s assignments day by day, as the CRM has them, and pages by week', async ({
  calendar,
  t,
  language,
}) => {
  const crm = await CrmApi.logIn(CALENDAR_CUSTOMER);
  await calendar.open();
  // Today as of the page's opening, not before it: across Sunday's midnight the two weeks differ.
  const today = todayInStockholm();
  const week = weekOf(today);
  await expect(calendar.tab('week')).toHaveAttribute('aria-selected', 'true');
  await expect(calendar.heading).toHaveText(
    t(calendarNavMessages.weekPeriod, {
      week: today.weekOfYear!,
      from: formatDayMonth(language, week[0]!),
      to: formatLongDate(language, week[6]!),
    }),
  );
  await calendar.expectCounts(await crm.countsPerDay(week), 'week');

  await calendar.next('week').click();
  const next = weekOf(today.add({ weeks: 1 }));
  await calendar.expectCounts(await crm.countsPerDay(next), 'week');

  await calendar.previous('week').click();
  await calendar.previous('week').click();
  const previous = weekOf(today.subtract({ weeks: 1 }));
  await calendar.expectCounts(await crm.countsPerDay(previous), 'week');

  await calendar.today.click();
  await expect(calendar.anyDay(today)).toHaveAttribute('aria-current', 'date');
});

test('the month view shows each day’s count for 6 weeks from Monday, and pages by month', async ({ calendar, language }) => {
  const crm = await CrmApi.logIn(CALENDAR_CUSTOMER);
  const month = todayInStockholm().toPlainYearMonth();
  await calendar.open();
  await calendar.tab('month').click();
  await expect(calendar.tab('month')).toHaveAttribute('aria-selected', 'true');
  await expect(calendar.heading).toHaveText(formatMonthYear(language, month));
  const grid = monthGridOf(month);
  await expect(calendar.page.locator('tbody tr')).toHaveCount(6);
  await expect(calendar.page.locator('tbody tr').first().getByRole('rowheader')).toHaveText(String(grid[0]!.weekOfYear));
  await calendar.expectCounts(await crm.countsPerDay(grid), 'month');

  await calendar.next('month').click();
  await expect(calendar.heading).toHaveText(formatMonthYear(language, month.add({ months: 1 })));
  await calendar.expectCounts(await crm.countsPerDay(monthGridOf(month.add({ months: 1 }))), 'month');

  // Back to the week view: the week of the same day of the next month.
  await calendar.tab('week').click();
  const day = todayInStockholm().add({ months: 1 });
  await calendar.expectCounts(await crm.countsPerDay(weekOf(day)), 'week');
});

test('an assignment card opens its details in the drawer', async ({ calendar, loginPage, mockCrm, language }) => {
  const customer = OWN_DATA_CUSTOMERS[language];
  // An assignment today, so this week has one (on the customer of this test's language alone).
  const today = todayInStockholm();
  const made = await mockCrm.order(customer.customerNumber, at(today, '12:00'));
  await openCalendarAs(calendar, loginPage, customer);
  const card = calendar.cards(today).filter({ hasText: made.orderNumber }).getByRole('button');
  const orderNumber = /(\d{5,})\D*$/.exec((await card.textContent()) ?? '')?.[1];
  expect(orderNumber).toBe(made.orderNumber);
  await card.click();
  await expect(calendar.detail(orderNumber!)).toBeVisible();
  await closeWithEscape(calendar.page, calendar.detail(orderNumber!));
});

test('a day’s list shows its assignments, and View all opens the list of that day', async ({
  calendar,
  loginPage,
  mockCrm,
  t,
  language,
}) => {
  const customer = OWN_DATA_CUSTOMERS[language];
  const crm = await CrmApi.logIn(customer);
  // Three assignments on a day of this month outside this week (where the card test makes its own).
  const today = todayInStockholm();
  const thisWeek = weekOf(today).map(String);
  const day = [15, 5].map((d) => today.with({ day: d })).find((d) => !thisWeek.includes(d.toString()))!;
  for (const time of ['09:00', '10:00', '11:00']) await mockCrm.order(customer.customerNumber, at(day, time));
  const count = (await crm.countsPerDay([day])).get(day.toString())!;
  expect(count).toBeGreaterThan(2);
  await openCalendarAs(calendar, loginPage, customer);
  await calendar.tab('month').click();
  await calendar.day(day, count).click();
  const drawer = calendar.dayList(day);
  await expect(drawer).toBeVisible();
  const list = drawer.getByRole('list', { name: t(dayListMessages.list, { date: calendar.date(day) }) });
  await expect(list.getByRole('listitem')).toHaveCount(count);
  // Above two events the list scrolls.
  expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

  // A row opens the detail on top; Escape closes that first, and the day's list is still there.
  const row = list.getByRole('listitem').first().getByRole('button');
  const orderNumber = /(\d{5,})\D*$/.exec((await row.textContent()) ?? '')?.[1];
  await row.click();
  await expect(calendar.detail(orderNumber!)).toBeVisible();
  await closeWithEscape(calendar.page, calendar.detail(orderNumber!));
  await expect(drawer).toBeVisible();

  await drawer.getByRole('button', { name: t(dayListMessages.viewAll) }).click();
  await expect(calendar.page).toHaveURL(/\/my-assignment$/);
  const state = await calendar.page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
  const start = day.toZonedDateTime(STOCKHOLM);
  expect(state).toEqual({
    isFromDashboard: true,
    from: start.toString({ timeZoneName: 'never' }),
    to: start.add({ days: 1 }).subtract({ milliseconds: 1 }).toString({ timeZoneName: 'never' }),
  });
});

test('a day after today offers a new booking; today and earlier days do not', async ({ calendar, t }) => {
  const today = todayInStockholm();
  await calendar.open();
  await calendar.tab('month').click();
  const tomorrow = today.add({ days: 1 });
  await expect(
    calendar.page.getByRole('link', { name: t(calendarMessages.addNewOn, { date: calendar.date(tomorrow) }) }),
  ).toHaveAttribute('href', '/create-single-assignment');
  await expect(
    calendar.page.getByRole('link', { name: t(calendarMessages.addNewOn, { date: calendar.date(today) }) }),
  ).toHaveCount(0);
  await expect(
    calendar.page.getByRole('link', { name: t(calendarMessages.addNewOn, { date: calendar.date(today.subtract({ days: 1 })) }) }),
  ).toHaveCount(0);
});

test('the header shows the time in Stockholm', async ({ calendar }) => {
  await calendar.open();
  const clock = calendar.page.getByTestId('header-clock');
  // The minute Stockholm is in as the clock is read, or the one before: the clock turns at the minute
  // and a busy page may turn it a moment late (seen once: 19:37 read at 19:38).
  const minuteOf = (at: Temporal.ZonedDateTime) => at.toPlainTime().toString({ smallestUnit: 'minute' });
  await expect
    .poll(async () => {
      const shown = await clock.textContent();
      const now = Temporal.Now.zonedDateTimeISO(STOCKHOLM);
      return [minuteOf(now.subtract({ minutes: 1 })), minuteOf(now)].includes(shown ?? '');
    })
    .toBe(true);
});
