import { directBookingMessages as m } from '../apps/client-portal/src/features/direct-booking/direct-booking.messages.js';
import { acuteMessages, kindMessages } from '../apps/interpreter-portal/src/features/availability/availability.messages.js';
import { CONSOLIDATED, STOCKHOLM } from './support/crm-api.js';
import { bookEveryFreeInterpreter, directBookingTest as test, followMockClock } from './support/direct-booking.js';
import { expect } from './support/fixtures.js';
import { InterpreterPortal, interpreter, interpreterBrowser } from './support/interpreter-portal.js';
import { DEMO } from './support/pages.js';
import { budget } from './support/budget.js';

// Ukrainian: Anna Lindqvist is the one interpreter of it who uses the portal; the others are the
// simulated pool's, which "Boka nu" books whenever nothing is booked for them (docs/decisions.md,
// issue 16), so the test books them away first.
const LANGUAGE = 'Ukrainska';
const anna = interpreter('30001');

// The mock's clock is moved into direct booking's opening hours: the test has the mock to itself.
test.use({ movesMockClock: true });

test("a customer's Boka nu finds the interpreter who set Tolka nu for phone, and after they are booked the same slot is no longer offered", async ({
  browser,
  stack,
  mockCrm,
  t,
  language,
  openHours,
  loginPage,
  dashboard,
  modal,
  people,
}) => {
  void openHours;
  test.setTimeout(budget(120_000));
  const now = (await mockCrm.now()).toZonedDateTimeISO(STOCKHOLM).round({ smallestUnit: 'minute', roundingMode: 'floor' });
  // The customer asks for 30 minutes from a quarter of an hour ahead, within Anna's hour of "Tolka
  // nu"; from 10 minutes ahead to the end of what can be booked now (2 hours) the pool is busy, so
  // nobody else is free then, and everything this test books can still be cancelled after it.
  const start = now.add({ minutes: 15 }).toPlainTime().toString({ smallestUnit: 'minute' });
  const orders = await bookEveryFreeInterpreter(
    people.api,
    LANGUAGE,
    now.add({ minutes: 10 }),
    now.add({ minutes: 120 }),
    people.orderer,
  );
  const context = await interpreterBrowser(browser, stack.portalUrl, language);
  try {
    const [before, after] = t(m.noInterpreterText, { phone: '\u0000' }).split('\u0000');
    const nobodyFree = async () => {
      await expect(modal.heading('noInterpreterHeading')).toBeVisible({ timeout: budget(15_000) });
      await expect(modal.dialog.getByText(before!.trim(), { exact: false })).toBeVisible();
      await expect(modal.dialog.getByText(after!.trim(), { exact: false })).toBeVisible();
      // No other times offered either ("Tiderna nedan kan bokas.").
      await expect(modal.dialog.getByText(t(m.slotsText))).toHaveCount(0);
    };
    const ask = async () => {
      await modal.chooseLanguage(LANGUAGE);
      await modal.setStart(start);
      await modal.choosePerson('orderer', people.orderer);
      await modal.choosePerson('contact', people.orderer);
      await modal.submit.click();
    };

    // Before "Tolka nu" the customer's "Boka nu" finds nobody: Anna is available, but to be asked first.
    await loginPage.logInAtOnce(DEMO.full);
    await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
    await modal.open();
    await ask();
    await nobodyFree();
    await modal.dialog.getByRole('button', { name: t(m.back) }).click();
    await expect(modal.submit).toBeEnabled();

    // Anna, in a browser of her own at the CRM's time, says "Tolka nu" for phone for an hour.
    await followMockClock(context, mockCrm);
    const portal = new InterpreterPortal(await context.newPage(), t);
    await portal.logIn(anna);
    await portal.navigation('availability').click();
    const acute = portal.page.getByRole('region', { name: t(acuteMessages.heading) });
    await acute.getByLabel(t(acuteMessages.duration)).selectOption('60');
    await expect(acute.getByRole('checkbox', { name: t(kindMessages.phone) })).toBeChecked();
    await expect(acute.getByRole('checkbox', { name: t(kindMessages.onSite) })).not.toBeChecked();
    await acute.getByRole('button', { name: t(acuteMessages.start) }).click();
    await expect(acute.getByRole('button', { name: t(acuteMessages.stop) })).toBeVisible();
    await expect(acute).toContainText(t(kindMessages.forPhone));

    // The same search now books her, at the time asked for.
    await modal.submit.click();
    await expect(modal.heading('completedHeading')).toBeVisible({ timeout: budget(15_000) });
    await expect(modal.fact('interpreter')).toHaveText(`${anna.firstName} ${anna.lastName}`);
    await expect(modal.fact('interpreterPhone')).toHaveText(anna.phone);
    await expect(modal.fact('language')).toHaveText(LANGUAGE);
    await expect(modal.fact('time')).toContainText(start);
    const orderNumber = (await modal.fact('orderNumber').textContent())!.trim();
    const [order] = await people.api.orderByNumber(orderNumber);
    orders.push(order!.OrderIdentifier);
    expect(order!.ConsolidatedOrderStatus.StatusIdentifier).toBe(CONSOLIDATED.booked);

    // A new "Boka nu" for the same language and time: she is booked, and nobody else is free.
    await modal.dialog.getByRole('button', { name: t(m.bookAnother) }).click();
    await ask();
    await nobodyFree();
    await modal.dialog
      .getByRole('button', { name: t(m.close) })
      .last()
      .click();
    await expect(modal.dialog).toBeHidden();

    // Anna learns of it in her bell and has it among her assignments.
    await portal.navigation('start').click();
    await portal.page.reload();
    await expect(await portal.bellItem(orderNumber)).toBeVisible();
    await portal.page.keyboard.press('Escape');
    await expect(portal.assignmentLink(orderNumber)).toBeVisible();

    // "Tolka nu" off again, for whoever comes next.
    await portal.navigation('availability').click();
    await acute.getByRole('button', { name: t(acuteMessages.stop) }).click();
    await expect(acute.getByText(t(acuteMessages.inactive))).toBeVisible();
  } finally {
    await context.close();
    // Everything booked here starts 10 minutes after the test began at the earliest: still cancellable.
    for (const id of orders) await people.api.cancel(id);
  }
});
