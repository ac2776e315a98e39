import { filterMessages } from '../apps/client-portal/src/features/dashboard/dashboard.messages.js';
import { CONSOLIDATED, CrmApi, todayInStockholm } from './support/crm-api.js';
import { CALENDAR_CUSTOMER, SPECIFIC_STATUSES, calendarTest as test, monthGridOf } from './support/dashboard-calendar.js';
import { expect } from './support/fixtures.js';

test('the status filter: every status by default; all replaces them; a status replaces all; clearing the last returns to all', async ({
  calendar,
}) => {
  await calendar.open();
  expect(await calendar.checked()).toEqual(SPECIFIC_STATUSES);

  await calendar.toggle('all');
  await expect(calendar.status('all')).toBeChecked();
  expect(await calendar.checked()).toEqual(['all']);

  await calendar.toggle('cancelled');
  await expect(calendar.status('all')).not.toBeChecked();
  expect(await calendar.checked()).toEqual(['cancelled']);

  await calendar.toggle('rejected');
  await expect(calendar.status('rejected')).toBeChecked();
  expect(await calendar.checked()).toEqual(['cancelled', 'rejected']);

  await calendar.toggle('cancelled');
  await calendar.toggle('rejected');
  await expect(calendar.status('all')).toBeChecked();
  expect(await calendar.checked()).toEqual(['all']);
});

test('the clear-all toggle selects every status from all, and returns to all otherwise', async ({ calendar, t }) => {
  await calendar.open();
  await expect(calendar.clearAllToggle()).toHaveText(t(filterMessages.clear));
  await calendar.clearAllToggle().click();
  await expect(calendar.status('all')).toBeChecked();
  expect(await calendar.checked()).toEqual(['all']);
  await expect(calendar.clearAllToggle()).toHaveText(t(filterMessages.selectEach));
  await calendar.clearAllToggle().click();
  await expect(calendar.status('available')).toBeChecked();
  expect(await calendar.checked()).toEqual(SPECIFIC_STATUSES);
});

test('the filter decides what the calendar counts: last month’s cancelled assignments only', async ({ calendar }) => {
  const crm = await CrmApi.logIn(CALENDAR_CUSTOMER);
  const lastMonth = todayInStockholm().toPlainYearMonth().subtract({ months: 1 });
  // Last month's statuses are final: no test or lifecycle step changes them while this runs.
  const grid = monthGridOf(lastMonth).filter((day) => day.toPlainYearMonth().equals(lastMonth) && day.day <= 21);
  await calendar.open();
  await calendar.tab('month').click();
  await calendar.previous('month').click();
  await calendar.toggle('all');
  await calendar.toggle('cancelled');
  await calendar.expectCounts(await crm.countsPerDay(grid, [CONSOLIDATED.cancelled]), 'month');
  await calendar.toggle('fullfilled');
  await calendar.expectCounts(await crm.countsPerDay(grid, [CONSOLIDATED.cancelled, CONSOLIDATED.performed]), 'month');
});
