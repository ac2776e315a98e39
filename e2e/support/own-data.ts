import { expect, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { myAssignmentsMessages } from '../../apps/client-portal/src/features/my-assignments/my-assignments.messages.js';
import { STOCKHOLM } from './crm-api.js';
import type { DashboardCalendar } from './dashboard-calendar.js';
import type { Language, Localize } from './localize.js';
import type { MockCrmControl } from './mock-crm.js';
import type { LoginPage } from './pages.js';

export interface Account {
  readonly customerNumber: string;
  readonly password: string;
}

/**
 * Customers for the tests that make the orders and notifications they need (mock-crm's control
 * routes, `MockCrmControl.order` and `notify`), one per language so the parallel sv and en runs
 * never meet: the seeded 1003 and 1004, which no other browser test logs in as. What these tests
 * make stays off the demo customers' calendars and bells, which other tests compare with the CRM
 * while they run.
 */
export const OWN_DATA_CUSTOMERS: Readonly<Record<Language, Account>> = {
  sv: { customerNumber: '1003', password: 'Tolkportal3' },
  en: { customerNumber: '1004', password: 'Tolkportal4' },
};

/** A Stockholm time on a day: `at(day, '10:00')`. */
export const at = (day: Temporal.PlainDate, time: string): Temporal.ZonedDateTime =>
  day.toZonedDateTime({ timeZone: STOCKHOLM, plainTime: Temporal.PlainTime.from(time) });

/** Logs in as the customer and waits for the dashboard's calendar (as `calendar.open()` does for its own customer). */
export async function openCalendarAs(calendar: DashboardCalendar, loginPage: LoginPage, account: Account): Promise<void> {
  await loginPage.logInAtOnce(account);
  await expect(calendar.heading).toBeVisible();
}

/** Logs in as the customer and opens `/my-assignment` (as `myAssignments.open()` does for the demo customer). */
export async function openMyAssignmentsAs(
  page: Page,
  t: Localize,
  loginPage: LoginPage,
  account: Account,
  search = '',
): Promise<void> {
  await loginPage.logInAtOnce(account, `/my-assignment${search}`);
  await expect(page.getByRole('heading', { level: 1, name: t(myAssignmentsMessages.title) })).toBeVisible();
}

/** Minutes from `now` back to the latest noon in Stockholm at or before it: 0 down to a day. */
export function minutesBackToNoon(now: Temporal.Instant): number {
  const local = now.toZonedDateTimeISO(STOCKHOLM);
  let noon = local.startOfDay().with({ hour: 12 });
  if (Temporal.ZonedDateTime.compare(noon, local) > 0) noon = noon.subtract({ days: 1 });
  return Math.trunc(local.until(noon, { largestUnit: 'minute' }).total({ unit: 'minute' }));
}

/**
 * The mock's clock, and the browser's with it, at the latest noon in Stockholm, so that the rest of
 * a day lies ahead at whatever hour the test runs; for a test that has the mock to itself
 * (`movesMockClock`). Backwards only: moving forward would settle orders for good, moving back
 * changes nothing that stays once the clock is put back. Call it before the page opens. Answers
 * the undoing, which moves the clock forward by as much again (other moves made meanwhile stay).
 * A session the CRM gives while the clock is back may have expired by then: log in API clients first.
 */
export async function atNoon(page: Page, mockCrm: MockCrmControl): Promise<() => Promise<void>> {
  const shift = minutesBackToNoon(await mockCrm.now());
  const undo = async () => {
    if (shift !== 0) await mockCrm.advanceClock(-shift);
  };
  if (shift !== 0) await mockCrm.advanceClock(shift);
  try {
    await page.clock.install({ time: new Date((await mockCrm.now()).epochMilliseconds) });
  } catch (error) {
    await undo();
    throw error;
  }
  return undo;
}
