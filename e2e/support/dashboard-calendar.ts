import { calendarNavMessages } from '../../packages/ui/src/calendar/calendar.messages.js';
import { expect, type Locator, type Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { statusChoiceMessageOf } from '../../packages/ui/src/assignments/assignment-status.messages.js';
import {
  calendarMessages,
  dayListMessages,
  filterMessages,
  searchMessages,
} from '../../apps/client-portal/src/features/dashboard/dashboard.messages.js';
import { formatWeekdayDate } from '../../packages/ui/src/format/temporal-format.js';
import { test } from './fixtures.js';
import type { Language, Localize } from './localize.js';
import { DEMO, type LoginPage } from './pages.js';

/**
 * The calendar tests compare what the portal shows with what the CRM answers, so they use the demo
 * customer the order-making tests (cancel, follow-up) leave alone: no order appears in between.
 */
export const CALENDAR_CUSTOMER = DEMO.restricted;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type StatusChoice = 'all' | 'available' | 'accepted' | 'fullfilled' | 'cancelled' | 'rejected';
export const SPECIFIC_STATUSES: readonly StatusChoice[] = ['available', 'accepted', 'fullfilled', 'cancelled', 'rejected'];

/** The dashboard's calendar, search and filter as a user works them, in the test's language. */
export class DashboardCalendar {
  constructor(
    readonly page: Page,
    private readonly t: Localize,
    private readonly language: Language,
    private readonly loginPage: LoginPage,
  ) {}

  /** Logs in as the demo customer and waits for the calendar. */
  async open(): Promise<void> {
    await this.loginPage.logInAtOnce(CALENDAR_CUSTOMER);
    await expect(this.heading).toBeVisible();
  }

  date(day: Temporal.PlainDate): string {
    return formatWeekdayDate(this.language, day);
  }

  get heading(): Locator {
    return this.page.locator('#calendar-heading');
  }

  tab(view: 'week' | 'month'): Locator {
    return this.page.getByRole('tab', { name: this.t(view === 'week' ? calendarNavMessages.week : calendarNavMessages.month) });
  }

  previous(view: 'week' | 'month'): Locator {
    return this.page.getByRole('button', {
      name: this.t(view === 'week' ? calendarNavMessages.previousWeek : calendarNavMessages.previousMonth),
    });
  }

  next(view: 'week' | 'month'): Locator {
    return this.page.getByRole('button', {
      name: this.t(view === 'week' ? calendarNavMessages.nextWeek : calendarNavMessages.nextMonth),
    });
  }

  get today(): Locator {
    return this.page.getByRole('button', { name: this.t(calendarNavMessages.today), exact: true });
  }

  /** A day's button (week heading or month cell), named by its date and count: "måndag 23 november: 4 uppdrag". */
  day(day: Temporal.PlainDate, count: number): Locator {
    const name = this.t(calendarMessages.dayButton, { date: this.date(day), count });
    // A month cell adds ", unread notifications" when it has some.
    return this.page.getByRole('button', { name: new RegExp(`^${escape(name)}(,|$)`) });
  }

  /** Any day button of a date, whatever its count. */
  anyDay(day: Temporal.PlainDate): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${escape(this.date(day))}:`) });
  }

  /** The cards of a day in the week view. */
  cards(day: Temporal.PlainDate): Locator {
    return this.page.getByRole('list', { name: this.t(dayListMessages.list, { date: this.date(day) }) }).getByRole('listitem');
  }

  async expectCounts(counts: ReadonlyMap<string, number>, view: 'week' | 'month'): Promise<void> {
    for (const [key, count] of counts) {
      const day = Temporal.PlainDate.from(key);
      await expect(this.day(day, count), `${key} should show ${count}`).toBeVisible();
      if (view === 'week') await expect(this.cards(day)).toHaveCount(count);
    }
  }

  status(choice: StatusChoice, scope: Page | Locator = this.page): Locator {
    return scope.getByRole('checkbox', { name: this.t(statusChoiceMessageOf(choice)), exact: true });
  }

  /** Ticks or unticks a status, by its label as a user clicks it. */
  async toggle(choice: StatusChoice, scope: Page | Locator = this.page): Promise<void> {
    await this.status(choice, scope).locator('xpath=..').click();
  }

  clearAllToggle(scope: Page | Locator = this.page): Locator {
    return scope.getByRole('button', {
      name: new RegExp(`^(${escape(this.t(filterMessages.clear))}|${escape(this.t(filterMessages.selectEach))})$`),
    });
  }

  /** Which status boxes are ticked. */
  async checked(scope: Page | Locator = this.page): Promise<StatusChoice[]> {
    const ticked: StatusChoice[] = [];
    for (const choice of ['all', ...SPECIFIC_STATUSES] as StatusChoice[])
      if (await this.status(choice, scope).isChecked()) ticked.push(choice);
    return ticked;
  }

  get searchBox(): Locator {
    return this.page.getByRole('searchbox', { name: this.t(searchMessages.label) });
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }

  /** The detail drawer (part of the assignment detail feature): a dialog titled with the order number. */
  detail(orderNumber: string): Locator {
    return this.page.getByRole('dialog', { name: new RegExp(escape(orderNumber)) });
  }

  dayList(day: Temporal.PlainDate): Locator {
    return this.page.getByRole('dialog', { name: this.date(day) });
  }
}

/** The Monday of a day's ISO week, and the week's days. */
export const weekOf = (day: Temporal.PlainDate): Temporal.PlainDate[] => {
  const monday = day.subtract({ days: day.dayOfWeek - 1 });
  return Array.from({ length: 7 }, (_, i) => monday.add({ days: i }));
};

/** The 42 days of the month grid: 6 weeks from the Monday on or before the 1st. */
export const monthGridOf = (month: Temporal.PlainYearMonth): Temporal.PlainDate[] => {
  const first = month.toPlainDate({ day: 1 });
  const monday = first.subtract({ days: first.dayOfWeek - 1 });
  return Array.from({ length: 42 }, (_, i) => monday.add({ days: i }));
};

/** The portal's fixtures and the dashboard calendar. */
export const calendarTest = test.extend<{ calendar: DashboardCalendar }>({
  calendar: async ({ page, t, language, loginPage }, use) => use(new DashboardCalendar(page, t, language, loginPage)),
});
