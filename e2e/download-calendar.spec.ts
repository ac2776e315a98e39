import { readFile } from 'node:fs/promises';
import { calendarMessages } from '../apps/client-portal/src/features/dashboard/dashboard.messages.js';
import { CrmApi, DEFAULT_FILTER_STATUS_IDS, todayInStockholm } from './support/crm-api.js';
import { CALENDAR_CUSTOMER, calendarTest as test, weekOf } from './support/dashboard-calendar.js';
import { expect } from './support/fixtures.js';

test('the calendar downloads as an .ics file with the week’s assignments', async ({ calendar, t }) => {
  const crm = await CrmApi.logIn(CALENDAR_CUSTOMER);
  const week = weekOf(todayInStockholm());
  await calendar.open();
  await calendar.expectCounts(await crm.countsPerDay(week), 'week');
  const orders = (await crm.ordersOnDays(week[0]!, week[6]!)).filter((o) =>
    DEFAULT_FILTER_STATUS_IDS.includes(o.ConsolidatedOrderStatus.StatusIdentifier),
  );

  const [download] = await Promise.all([
    calendar.page.waitForEvent('download'),
    calendar.page.getByRole('button', { name: t(calendarMessages.download) }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`${week[0]}-${week[6]}\\.ics$`));
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const uids = [...ics.matchAll(/^UID:(.+)@tolkportal\r$/gm)].map((m) => m[1]);
  expect(uids.sort()).toEqual(orders.map((o) => o.OrderIdentifier).sort());
});
