import { Temporal } from 'temporal-polyfill';
import { defaultStart } from '../packages/core/src/booking/defaults.js';
import { myAssignmentsMessages } from '../apps/client-portal/src/features/my-assignments/my-assignments.messages.js';
import { shownDate } from './support/date-text.js';
import { SingleBookingPage } from './support/booking-pages.js';
import { STOCKHOLM, todayInStockholm } from './support/crm-api.js';
import { test as base, expect } from './support/fixtures.js';
import { DEMO, FIRST_PAGE_TIMEOUT } from './support/pages.js';

/**
 * Issue 17 item 13: a date reads and is typed in the portal's language, not the browser's. Each
 * project runs with the other language's browser locale: the Swedish UI in an en-US browser, the
 * English UI in an sv-SE one.
 */
const test = base.extend({
  locale: async ({ language }, use) => use(language === 'sv' ? 'en-US' : 'sv-SE'),
});

// Each test opens its page itself: that is the first page the browser loads.
test.beforeEach(async ({ loginPage }) => {
  await loginPage.startSession(DEMO.full);
});

test('the booking form’s date reads in the portal’s language and is typed that way with the keyboard', async ({
  page,
  t,
  language,
}) => {
  const single = new SingleBookingPage(page, t);
  await single.open();
  expect(await page.evaluate(() => navigator.language)).toBe(language === 'sv' ? 'en-US' : 'sv-SE');
  // Tomorrow, or from 23:50 the day after (core's defaultStart, spec 1 §3).
  const firstDay = defaultStart(Temporal.Now.zonedDateTimeISO(STOCKHOLM)).date;
  await expect(single.date).toHaveValue(shownDate(language, firstDay));
  await expect(single.date).toHaveValue(language === 'sv' ? firstDay.toString() : /^\d{1,2} [A-Z][a-z]+ \d{4}$/);

  // Typed key by key in the language's own way, then Enter.
  const day = todayInStockholm().add({ days: 9 });
  await single.date.click();
  await single.date.press('ControlOrMeta+a');
  await single.date.pressSequentially(shownDate(language, day));
  await single.date.press('Enter');
  await single.date.press('Escape');
  await expect(single.date).toHaveValue(shownDate(language, day));
  await expect(single.problemOf(single.date)).toHaveCount(0);

  // The picker's week starts as the language's does: Monday in Swedish, Sunday in (US) English.
  await single.date.click();
  const picker = page.locator('.bp6-datepicker');
  await expect(picker).toBeVisible();
  await expect(picker.locator('.rdp-head_cell').first()).toHaveAttribute('aria-label', language === 'sv' ? 'måndag' : 'Sunday');
});

test('the list’s date range reads in the portal’s language', async ({ page, t, language }) => {
  await page.goto('/my-assignment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_PAGE_TIMEOUT });
  const today = todayInStockholm();
  await expect(page.getByLabel(t(myAssignmentsMessages.from))).toHaveValue(shownDate(language, today.subtract({ days: 2 })));
  await expect(page.getByLabel(t(myAssignmentsMessages.to))).toHaveValue(shownDate(language, today.add({ days: 1 })));
});
