import type { Locator, Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { dayMessages, kindMessages } from '../apps/interpreter-portal/src/features/availability/availability.messages.js';
import { formatWeekdayDate } from '../packages/ui/src/format/temporal-format.js';
import { STOCKHOLM } from './support/crm-api.js';
import { expect, test } from './support/fixtures.js';
import { InterpreterPortal, interpreter, interpreterBrowser } from './support/interpreter-portal.js';
import type { Language, Localize } from './support/localize.js';
import { budget } from './support/budget.js';

// Maria Sjöberg's availability is the demo's weekly default (every day 07:00–21:00, available for
// on-site and phone); no test changes it, and this one only looks.
const who = interpreter('30003');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The last Sunday of a month of 31 days (March, October): the night the clocks change. */
function lastSundayOf(year: number, month: 3 | 10): Temporal.PlainDate {
  const last = Temporal.PlainDate.from({ year, month, day: 31 });
  return last.subtract({ days: last.dayOfWeek % 7 });
}

/** The next such day, today or later. */
function nextClockChange(today: Temporal.PlainDate, month: 3 | 10): Temporal.PlainDate {
  const thisYear = lastSundayOf(today.year, month);
  return Temporal.PlainDate.compare(thisYear, today) >= 0 ? thisYear : lastSundayOf(today.year + 1, month);
}

const mondayOf = (day: Temporal.PlainDate) => day.subtract({ days: day.dayOfWeek - 1 });

/** The labels of a run of ordinary hours, `from`:00 to `to`:00. */
const hours = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);

/**
 * The availability page's week of days paged forward to the day's week with "Nästa vecka", as the
 * interpreter does from the week shown (`shown`, its Monday), and the day opened in its drawer.
 */
async function openDay(page: Page, t: Localize, language: Language, shown: Temporal.PlainDate, day: Temporal.PlainDate) {
  const days = page.getByRole('region', { name: t(dayMessages.heading) });
  const weeks = shown.until(mondayOf(day), { largestUnit: 'day' }).days / 7;
  for (let i = 0; i < weeks; i++) await days.getByRole('button', { name: t(dayMessages.nextWeek) }).click();
  const date = formatWeekdayDate(language, day);
  await days.getByRole('button', { name: new RegExp(`^${escape(date)}`, 'i') }).click();
  const drawer = page.getByRole('dialog', { name: t(dayMessages.drawerTitle, { date }) });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The planner's parts, as drawn (they are a picture: aria-hidden, their words are in the list beside them). */
const planner = (drawer: Locator, t: Localize) => ({
  frame: drawer.locator('.tolk-planner'),
  labels: drawer.locator('.tolk-planner-label'),
  line: (label: string) => drawer.locator('.tolk-planner-hour').filter({ has: drawer.page().getByText(label, { exact: true }) }),
  dashed: drawer.locator('.tolk-planner-hour.tolk-planner-skipped, .tolk-planner-hour.tolk-planner-repeated'),
  bars: drawer.locator('.tolk-planner-bar'),
  list: drawer.getByRole('list', { name: t(dayMessages.plannerList) }),
});

test('the planner renders DST days with 23 and 25 hours', async ({ browser, stack, t, language }) => {
  test.setTimeout(budget(90_000));
  const context = await interpreterBrowser(browser, stack.portalUrl, language);
  const portal = new InterpreterPortal(await context.newPage(), t);
  const page = portal.page;
  await portal.logIn(who);
  await portal.navigation('availability').click();
  const today = Temporal.Now.plainDateISO(STOCKHOLM);
  const spring = nextClockChange(today, 3);
  const autumn = nextClockChange(today, 10);
  const weekDefault = t(kindMessages.intervalFor, {
    range: '07:00–21:00',
    kind: t(kindMessages.available),
    for: t(kindMessages.forBoth),
    source: t(kindMessages.default),
  });
  // One after the other, as they come from today (spring first when it is nearer).
  const order = Temporal.PlainDate.compare(spring, autumn) < 0 ? ['spring', 'autumn'] : ['autumn', 'spring'];
  let shown = mondayOf(today);
  for (const which of order) {
    const day = which === 'spring' ? spring : autumn;
    const drawer = await openDay(page, t, language, shown, day);
    shown = mondayOf(day);
    const drawn = planner(drawer, t);

    if (which === 'spring') {
      // 23 hours: the clock goes from 01:59 to 03:00, so 02:00 is not drawn; the 03:00 line follows
      // 01:00 one hour (50 px) further down, dashed and marked "fram".
      await expect(drawer.getByText(t(dayMessages.springForwardNote))).toBeVisible();
      await expect(drawn.labels).toHaveCount(23);
      await expect(drawn.labels).toHaveText(['00:00', '01:00', `03:00 ${t(dayMessages.skippedHour)}`, ...hours(4, 23)]);
      await expect(drawn.frame).toHaveCSS('height', '1150px');
      await expect(drawn.dashed).toHaveCount(1);
      await expect(drawn.dashed).toHaveText(`03:00 ${t(dayMessages.skippedHour)}`);
      await expect(drawn.dashed).toHaveCSS('top', '100px');
      await expect(drawn.dashed).toHaveCSS('border-top-style', 'dashed');
      // The day's availability starts at its 07:00 line: six real hours from midnight.
      await expect(drawn.line('07:00')).toHaveCSS('top', '300px');
      await expect(drawn.bars).toHaveCount(1);
      await expect(drawn.bars).toHaveCSS('top', '300px');
      await expect(drawn.bars).toHaveCSS('height', '700px');
      await expect(drawn.list.getByRole('listitem')).toHaveText([weekDefault]);

      // The day after is an ordinary one: 24 hours, no line marked, no note.
      await drawer.getByRole('button', { name: t(dayMessages.nextDay) }).click();
      const monday = page.getByRole('dialog', {
        name: t(dayMessages.drawerTitle, { date: formatWeekdayDate(language, day.add({ days: 1 })) }),
      });
      const ordinary = planner(monday, t);
      await expect(ordinary.labels).toHaveCount(24);
      await expect(ordinary.labels).toHaveText(hours(0, 23));
      await expect(ordinary.frame).toHaveCSS('height', '1200px');
      await expect(ordinary.dashed).toHaveCount(0);
      await expect(ordinary.bars).toHaveCSS('top', '350px');
      await expect(monday.getByText(t(dayMessages.springForwardNote))).toHaveCount(0);
      shown = mondayOf(day.add({ days: 1 }));
      await monday.getByRole('button', { name: t(dayMessages.close) }).click();
      await expect(monday).toHaveCount(0);
    } else {
      // 25 hours: the clock goes back from 02:59 to 02:00, so the hour 02:00 is drawn twice; the
      // second 02:00 line is dashed and marked "igen", and 03:00 comes an hour later than usual.
      await expect(drawer.getByText(t(dayMessages.fallBackNote))).toBeVisible();
      await expect(drawn.labels).toHaveCount(25);
      await expect(drawn.labels).toHaveText([...hours(0, 2), `02:00 ${t(dayMessages.repeatedHour)}`, ...hours(3, 23)]);
      await expect(drawn.frame).toHaveCSS('height', '1250px');
      await expect(drawn.dashed).toHaveCount(1);
      await expect(drawn.dashed).toHaveText(`02:00 ${t(dayMessages.repeatedHour)}`);
      await expect(drawn.dashed).toHaveCSS('top', '150px');
      await expect(drawn.dashed).toHaveCSS('border-top-style', 'dashed');
      await expect(drawn.line('03:00')).toHaveCSS('top', '200px');
      // The day's availability starts at its 07:00 line: eight real hours from midnight.
      await expect(drawn.line('07:00')).toHaveCSS('top', '400px');
      await expect(drawn.bars).toHaveCount(1);
      await expect(drawn.bars).toHaveCSS('top', '400px');
      await expect(drawn.bars).toHaveCSS('height', '700px');
      await expect(drawn.list.getByRole('listitem')).toHaveText([weekDefault]);
      await drawer.getByRole('button', { name: t(dayMessages.close) }).click();
      await expect(drawer).toHaveCount(0);
    }
  }
  await context.close();
});
