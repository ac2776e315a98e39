import type { Locator, Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import {
  acuteMessages,
  availabilityMessages,
  calendarAvailabilityMessages,
  dayMessages,
  kindMessages,
  legendMessages,
  weeklyMessages,
} from '../apps/interpreter-portal/src/features/availability/availability.messages.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { InterpreterPortal, interpreter, interpreterBrowser } from './support/interpreter-portal.js';
import type { Language, Localize } from './support/localize.js';
import { budget } from './support/budget.js';

// Availability changes who the mock's dispatcher asks: each worker has a mock CRM of its own, and
// the interpreter is one no other test logs in as there.
test.use({ movesMockClock: true });

const who = interpreter('30002');

/** How the portal names a day and a weekday, worked out here on their own (Stockholm's calendar). */
const locale = (language: Language) => (language === 'sv' ? 'sv-SE' : 'en-GB');
const noon = (day: Temporal.PlainDate) => Date.UTC(day.year, day.month - 1, day.day, 12);
const weekdayDate = (language: Language, day: Temporal.PlainDate) =>
  new Intl.DateTimeFormat(locale(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    noon(day),
  );
const weekday = (language: Language, day: Temporal.PlainDate) =>
  new Intl.DateTimeFormat(locale(language), { weekday: 'long', timeZone: 'UTC' }).format(noon(day));

/** A time field: typed, then left (the field reads it when it loses focus). */
async function typeTime(field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await field.press('Tab');
}

/** The weekly default's editor on one weekday, its slots removed. */
async function openEmptyDay(page: Page, t: Localize, day: string): Promise<Locator> {
  const weekly = page.getByRole('region', { name: t(weeklyMessages.heading) });
  await weekly.getByRole('button', { name: t(weeklyMessages.editDay, { day }) }).click();
  const editor = page.getByRole('form', { name: t(weeklyMessages.editorHeading) });
  const remove = editor.getByRole('button', { name: new RegExp(`^${t(weeklyMessages.deleteSlot, { range: '' }).trim()}`) });
  while ((await remove.count()) > 0) await remove.first().click();
  await expect(editor.getByText(t(weeklyMessages.editorEmpty))).toBeVisible();
  return editor;
}

test("the interpreter's availability: a weekly slot and an exception in the day's planner, and 'Tolka nu' for phone", async ({
  browser,
  stack,
  t,
  language,
}) => {
  test.setTimeout(budget(150_000));
  const context = await interpreterBrowser(browser, stack.portalUrl, language, 'phone');
  const portal = new InterpreterPortal(await context.newPage(), t);
  const page = portal.page;
  await portal.logIn(who);

  // The start page has the legend and the two availability buttons (spec 3 §6).
  const main = page.getByRole('main');
  await expect(main.getByText(t(legendMessages.heading))).toBeVisible();
  await expect(main.getByRole('button', { name: t(legendMessages.acuteButton), exact: true })).toBeVisible();
  await main.getByRole('button', { name: t(legendMessages.availabilityButton), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t(availabilityMessages.title) })).toBeVisible();
  await expect(page.getByRole('region', { name: t(acuteMessages.heading) })).toBeVisible();
  await expectNoAxeViolations(page, 'the availability page, on a phone');

  // A day of next week (another weekday in each language), and its weekday in the weekly default.
  const today = Temporal.Now.plainDateISO('Europe/Stockholm');
  const day = today.add({ days: 8 - today.dayOfWeek + (language === 'sv' ? 2 : 3) });
  const dayName = weekday(language, day);

  // The weekly default: 07:00–15:00 available, then 15:00–16:00 unavailable.
  const editor = await openEmptyDay(page, t, dayName);
  await editor.getByRole('button', { name: t(weeklyMessages.addSlot) }).click();
  const start = editor.getByLabel(t(weeklyMessages.start), { exact: true });
  const end = editor.getByLabel(t(weeklyMessages.end), { exact: true });
  // The end follows the start (spec 3 §4): 08:00–16:00 becomes 07:00–15:00.
  await typeTime(start, '7');
  await expect(end).toHaveValue('15:00');
  await editor.getByRole('button', { name: t(weeklyMessages.confirm) }).click();
  await editor.getByRole('button', { name: t(weeklyMessages.addSlot) }).click();
  await typeTime(start, '14:00');
  await editor.getByRole('button', { name: t(weeklyMessages.confirm) }).click();
  // Overlapping slots are refused, naming both; what was typed stays.
  await expect(editor.getByRole('alert')).toHaveText(t(weeklyMessages.overlap, { first: '07:00–15:00', second: '14:00–15:00' }));
  await expect(start).toHaveValue('14:00');
  // An unreadable time becomes 12:00, and says so.
  await typeTime(start, 'kl 3');
  await expect(editor.getByRole('alert')).toContainText(
    t(availabilityMessages.unreadableTime, { text: 'kl 3', field: t(weeklyMessages.start) }),
  );
  await expect(start).toHaveValue('12:00');
  await typeTime(start, '15:00');
  await editor.getByText(t(kindMessages.unavailable), { exact: true }).click();
  await editor.getByRole('button', { name: t(weeklyMessages.confirm) }).click();
  await expect(editor.getByRole('alert')).toHaveCount(0);
  // At least one day: untick the only one, and saving says so.
  const dayBox = editor.getByRole('group', { name: t(weeklyMessages.days) }).getByText(dayName, { exact: true });
  await dayBox.click();
  await editor.getByRole('button', { name: t(weeklyMessages.save) }).click();
  await expect(editor.getByRole('alert')).toHaveText(t(weeklyMessages.noDay));
  await dayBox.click();
  await editor.getByRole('button', { name: t(weeklyMessages.save) }).click();
  await expect(portal.toast(t(weeklyMessages.saved))).toBeVisible();

  // The day's drawer: the weekly default in its planner, then an exception over part of it.
  const days = page.getByRole('region', { name: t(dayMessages.heading) });
  await days.getByRole('button', { name: t(dayMessages.nextWeek) }).click();
  await days.getByRole('button', { name: new RegExp(`^${weekdayDate(language, day)}`, 'i') }).click();
  const drawer = page.getByRole('dialog', { name: t(dayMessages.drawerTitle, { date: weekdayDate(language, day) }) });
  await expect(drawer).toBeVisible();
  const planner = drawer.getByRole('list', { name: t(dayMessages.plannerList) });
  const piece = (range: string, kind: 'available' | 'unavailable', source: 'default' | 'exception') =>
    kind === 'unavailable'
      ? t(kindMessages.interval, { range, kind: t(kindMessages[kind]), source: t(kindMessages[source]) })
      : t(kindMessages.intervalFor, {
          range,
          kind: t(kindMessages[kind]),
          for: t(kindMessages.forBoth),
          source: t(kindMessages[source]),
        });
  await expect(planner.getByRole('listitem')).toHaveText([
    piece('07:00–15:00', 'available', 'default'),
    piece('15:00–16:00', 'unavailable', 'default'),
  ]);

  await drawer.getByRole('button', { name: t(dayMessages.addException) }).click();
  const form = drawer.getByRole('form', { name: t(dayMessages.newHeading) });
  await typeTime(form.getByLabel(t(dayMessages.toTime), { exact: true }), '12:00');
  await typeTime(form.getByLabel(t(dayMessages.fromTime), { exact: true }), '10:00');
  await form.getByLabel(t(dayMessages.kind)).selectOption('unavailable');
  await form.getByRole('button', { name: t(dayMessages.save) }).click();
  await expect(portal.toast(t(dayMessages.saved))).toBeVisible();
  await expect(planner.getByRole('listitem')).toHaveText([
    piece('07:00–10:00', 'available', 'default'),
    piece('10:00–12:00', 'unavailable', 'exception'),
    piece('12:00–15:00', 'available', 'default'),
    piece('15:00–16:00', 'unavailable', 'default'),
  ]);
  await expect(drawer.getByRole('button', { name: new RegExp(t(dayMessages.editException)) })).toContainText('10:00–12:00');
  await expectNoAxeViolations(page, 'the day drawer with an exception, on a phone', '.tolk-day-drawer');

  // The exception goes again, and the drawer closes.
  await drawer.getByRole('button', { name: t(dayMessages.deleteException, { range: '10:00–12:00' }) }).click();
  await expect(portal.toast(t(dayMessages.deleted))).toBeVisible();
  await expect(drawer.getByText(t(dayMessages.noExceptionYet))).toBeVisible();
  await drawer.getByRole('button', { name: t(dayMessages.close) }).click();
  await expect(drawer).toHaveCount(0);

  // "Tolka nu" for phone, an hour: on at once, shown on the start page and in today's calendar.
  const acute = page.getByRole('region', { name: t(acuteMessages.heading) });
  await acute.getByLabel(t(acuteMessages.duration)).selectOption('60');
  await expect(acute.getByRole('checkbox', { name: t(kindMessages.phone) })).toBeChecked();
  await acute.getByRole('button', { name: t(acuteMessages.start) }).click();
  await expect(acute.getByRole('button', { name: t(acuteMessages.stop) })).toBeVisible();
  await expect(acute).toContainText(t(kindMessages.forPhone));
  await portal.navigation('start').click();
  const left = t(legendMessages.acuteButtonActive, { minutes: 99 }).replace('99', '\\d+');
  const acuteButton = main.getByRole('button', { name: new RegExp(`^${left}$`) });
  await expect(acuteButton).toBeVisible();
  // Today's availability in the calendar, beside its assignments.
  const todayInCalendar = page
    .locator('.tolk-icalendar-today')
    .getByRole('list', { name: t(calendarAvailabilityMessages.dayAvailability) });
  await expect(todayInCalendar).toContainText(`(${t(kindMessages.acute)})`);
  await acuteButton.click();
  await acute.getByRole('button', { name: t(acuteMessages.stop) }).click();
  await expect(acute.getByText(t(acuteMessages.inactive))).toBeVisible();

  // The demo's weekly default back on that weekday (07:00–21:00), for whoever comes next.
  const again = await openEmptyDay(page, t, dayName);
  await again.getByRole('button', { name: t(weeklyMessages.addSlot) }).click();
  await typeTime(again.getByLabel(t(weeklyMessages.start), { exact: true }), '07:00');
  await typeTime(again.getByLabel(t(weeklyMessages.end), { exact: true }), '21:00');
  await again.getByRole('button', { name: t(weeklyMessages.save) }).click();
  await expect(portal.toast(t(weeklyMessages.saved))).toBeVisible();
  await context.close();
});
