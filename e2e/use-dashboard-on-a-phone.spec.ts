import { dashboardMessages, filterMessages } from '../apps/client-portal/src/features/dashboard/dashboard.messages.js';
import { CrmApi, todayInStockholm } from './support/crm-api.js';
import { CALENDAR_CUSTOMER, SPECIFIC_STATUSES, calendarTest as test, weekOf } from './support/dashboard-calendar.js';
import { expect } from './support/fixtures.js';

test.use({ viewport: { width: 375, height: 740 } });

test('on a phone, filter and new booking stay at the bottom, and the filter opens in a drawer', async ({ calendar, t }) => {
  await calendar.open();
  const bar = calendar.page.getByRole('group', { name: t(dashboardMessages.mobileActions) });
  const filter = bar.getByRole('button', { name: t(dashboardMessages.openFilter) });
  const addNew = bar.getByRole('link', { name: t(dashboardMessages.addNew) });
  await expect(filter).toBeVisible();
  await expect(addNew).toHaveAttribute('href', '/create-single-assignment');
  const viewport = calendar.page.viewportSize()!;
  expect((await filter.boundingBox())!.y + (await filter.boundingBox())!.height).toBeGreaterThan(viewport.height - 20);
  // The side column's filter is not shown on a phone.
  await expect(calendar.status('all')).toBeHidden();

  await filter.click();
  const drawer = calendar.page.getByRole('dialog', { name: t(filterMessages.drawerTitle) });
  await expect(drawer).toBeVisible();
  // Full screen, the page behind it does not scroll.
  expect((await drawer.boundingBox())!.width).toBeGreaterThanOrEqual(viewport.width - 1);
  expect(await calendar.page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect(await calendar.checked(drawer)).toEqual(SPECIFIC_STATUSES);
  await calendar.toggle('all', drawer);
  expect(await calendar.checked(drawer)).toEqual(['all']);
  await drawer.getByRole('button', { name: t(filterMessages.showResults) }).click();
  await expect(drawer).toBeHidden();
});

test('on a phone, the week is a list of days with their assignments', async ({ calendar }) => {
  const crm = await CrmApi.logIn(CALENDAR_CUSTOMER);
  await calendar.open();
  await calendar.expectCounts(await crm.countsPerDay(weekOf(todayInStockholm())), 'week');
  const boxes = await calendar.page.locator('.tolk-week-day').evaluateAll((days) => days.map((d) => d.getBoundingClientRect().x));
  expect(new Set(boxes).size).toBe(1);
});
