import { Temporal } from 'temporal-polyfill';
import { calendarMessages, searchMessages } from '../apps/client-portal/src/features/dashboard/dashboard.messages.js';
import { formatDayMonth, formatLongDate } from '../packages/ui/src/format/temporal-format.js';
import { CrmApi, todayInStockholm } from './support/crm-api.js';
import { CALENDAR_CUSTOMER, calendarTest as test, weekOf } from './support/dashboard-calendar.js';
import { expect } from './support/fixtures.js';

test('a known order number opens the order and moves the calendar to its week', async ({ calendar, t, language }) => {
  const crm = await CrmApi.logIn(CALENDAR_CUSTOMER);
  // An order some weeks back, outside what the calendar has loaded.
  const from = todayInStockholm().subtract({ weeks: 6 });
  const [order] = await crm.ordersOnDays(from, from.add({ days: 6 }));
  test.skip(!order, 'no order six weeks back');
  await calendar.open();

  await calendar.search(`  ${order!.OrderNumber} `);
  await expect(calendar.detail(order!.OrderNumber)).toBeVisible();
  await expect(calendar.searchBox).toHaveValue('');
  const week = weekOf(Temporal.PlainDate.from(order!.DatetimeFrom.slice(0, 10)));
  await expect(calendar.heading).toHaveText(
    t(calendarMessages.weekPeriod, {
      week: week[0]!.weekOfYear!,
      from: formatDayMonth(language, week[0]!),
      to: formatLongDate(language, week[6]!),
    }),
  );
});

test('an unknown order number says the search gave no result, and a blank one does nothing', async ({ calendar, t }) => {
  await calendar.open();
  await calendar.search('   ');
  await expect(calendar.page.locator('.bp6-toast')).toHaveCount(0);

  await calendar.search('999999999');
  await expect(calendar.page.locator('.bp6-toast').getByText(t(searchMessages.noResult), { exact: true })).toBeVisible();
  await expect(calendar.searchBox).toHaveValue('');
});
