import type { Page, Request } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { detailMessages } from '../apps/client-portal/src/features/assignment-detail/assignment-detail.messages.js';
import { feedbackMessages } from '../apps/client-portal/src/features/feedback/feedback.messages.js';
import { myAssignmentsMessages } from '../apps/client-portal/src/features/my-assignments/my-assignments.messages.js';
import { deviationFormMessages } from '../apps/client-portal/src/features/quality/deviation-form.messages.js';
import { qualityMessages } from '../apps/client-portal/src/features/quality/quality.messages.js';
import { fieldMessages } from '../packages/ui/src/i18n/shared.messages.js';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '../packages/core/src/validation/upload-limit.js';
import { fileOfSize } from './support/files.js';
import { answerDeadline } from '../packages/core/src/feedback/working-days.js';
import { STOCKHOLM } from './support/crm-api.js';
import { dashboardRatingFigures, ratingFigures, searchList, setFaults, starButton, starsOf } from './support/feedback.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import type { Language, Localize } from './support/localize.js';
import type { MockCrmControl } from './support/mock-crm.js';
import type { LoginPage } from './support/pages.js';
import { mailOutbox } from './support/mail-outbox.js';
import { OWN_DATA_CUSTOMERS } from './support/own-data.js';
import { closeWithEscape } from './support/keyboard.js';
import { budget } from './support/budget.js';

// Whole flows with several axe-core audits each: more than the default budget on a loaded machine.
// One after another (in one worker): every test here rates orders of its language's own customer,
// and the dashboard test counts that customer's ratings, which a test beside it would change.
test.describe.configure({ timeout: budget(120_000), mode: 'default' });

/** A telephone order of the test's own customer that ended an hour ago: performed, not yet rated. */
async function performedOrder(
  mockCrm: {
    now(): Promise<Temporal.Instant>;
    order: (
      c: string,
      s: Temporal.ZonedDateTime,
      m?: number,
    ) => Promise<{ orderNumber: string; orderIdentifier: string; status: string }>;
  },
  customerNumber: string,
) {
  const start = (await mockCrm.now()).toZonedDateTimeISO(STOCKHOLM).subtract({ hours: 2 }).round({ smallestUnit: 'minute' });
  const order = await mockCrm.order(customerNumber, start, 30);
  expect(order.status).toBe('fulfilled');
  return order;
}

/** A new performed order of the test's customer, who is logged in and has found it in the list. */
async function performedOrderInList({
  page,
  t,
  loginPage,
  mockCrm,
  language,
}: {
  page: Page;
  t: Localize;
  loginPage: LoginPage;
  mockCrm: MockCrmControl;
  language: Language;
}): Promise<{ orderNumber: string; orderIdentifier: string }> {
  const account = OWN_DATA_CUSTOMERS[language];
  const order = await performedOrder(mockCrm, account.customerNumber);
  await loginPage.logInAtOnce(account, '/my-assignment');
  await searchList(page, t, order.orderNumber);
  return order;
}

test('5 stars given inline show in the list and the drawer, and the dashboard counts one fewer to rate', async ({
  page,
  t,
  loginPage,
  mockCrm,
  language,
}) => {
  const account = OWN_DATA_CUSTOMERS[language];
  const order = await performedOrder(mockCrm, account.customerNumber);
  await loginPage.logInAtOnce(account);
  await expect(page).toHaveURL(/\/$/);
  // Its figures are exactly the CRM's: the mean of the last three months' ratings, the unrated count.
  const before = await dashboardRatingFigures(page, t, language, account);

  await page.goto('/my-assignment');
  await searchList(page, t, order.orderNumber);
  await expectNoAxeViolations(page);
  await starButton(page, t, order.orderNumber, 5).click();
  const row = page.getByRole('table').locator('tbody tr:not(.tolk-group-row)');
  await expect(row.getByRole('img', { name: t(myAssignmentsMessages.stars, { stars: 5 }) })).toBeVisible();
  await expect(starsOf(page, t, order.orderNumber)).toHaveCount(0);
  // The star that had the focus is gone: the focus is on the cell that shows the rating given.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return `${focused?.tagName}: ${focused?.querySelector('[role="img"]')?.getAttribute('aria-label')}`;
      }),
    )
    .toBe(`TD: ${t(myAssignmentsMessages.stars, { stars: 5 })}`);

  await page.getByRole('button', { name: t(myAssignmentsMessages.openLabel, { number: order.orderNumber }) }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: order.orderNumber });
  await expect(drawer.getByRole('img', { name: new RegExp('5') })).toBeVisible();
  await closeWithEscape(page, drawer);

  // After the rating, over the same orders: one more 5 in the mean, one fewer to rate; the CRM agrees.
  // (Counted over the same orders: meanwhile an order may have ended and become one to rate.)
  const after = { sum: before.sum + 5, rated: before.rated + 1, unrated: before.unrated - 1 };
  const { sum, rated, unrated } = await ratingFigures(account, before.orders);
  expect({ sum, rated, unrated }).toEqual(after);
  // The dashboard shows the CRM's figures as they are now.
  await dashboardRatingFigures(page, t, language, account);
});

test('the rating card asks for its three months only once the calendar has its week', async ({ page, loginPage, language }) => {
  // The quarter is hundreds of orders: fetched first, it would hold the calendar back (issue 12).
  const daysOf = (request: Request) => {
    const body = request.postDataJSON() as { DatetimeFrom: string; DatetimeTo: string };
    return Temporal.PlainDate.from(body.DatetimeFrom.slice(0, 10)).until(Temporal.PlainDate.from(body.DatetimeTo.slice(0, 10)))
      .days;
  };
  const isSearch = (request: Request) => request.url().endsWith('/CRMCustomer/SearchOrders');
  let calendarAnswered = false;
  const searches: { days: number; afterCalendar: boolean }[] = [];
  page.on('request', (request) => {
    if (isSearch(request)) searches.push({ days: daysOf(request), afterCalendar: calendarAnswered });
  });
  page.on('requestfinished', (request) => {
    if (isSearch(request) && daysOf(request) <= 10) calendarAnswered = true;
  });

  await loginPage.logInAtOnce(OWN_DATA_CUSTOMERS[language]);

  await expect(page.getByTestId('rating-unrated')).toBeVisible({ timeout: budget(30_000) });
  expect(searches.filter((search) => search.days > 80)).toEqual([{ days: expect.any(Number), afterCalendar: true }]);
  expect(searches[0]!.days).toBeLessThanOrEqual(10);
});

test('2 stars in the drawer ask for a reason and a comment right there, sent with its button', async ({
  page,
  t,
  loginPage,
  mockCrm,
  language,
}) => {
  const order = await performedOrderInList({ page, t, loginPage, mockCrm, language });
  await page.getByRole('button', { name: t(myAssignmentsMessages.openLabel, { number: order.orderNumber }) }).click();
  const drawer = page.getByRole('dialog', { name: t(detailMessages.title, { number: order.orderNumber }) });
  await expect(drawer).toBeVisible();
  const drawerStars = drawer.getByRole('group', { name: t(feedbackMessages.rateOrder, { number: order.orderNumber }) });
  const drawerStar = (stars: number) =>
    drawerStars.getByRole('button', { name: t(feedbackMessages.starLabel, { stars }), exact: true });

  await drawerStar(2).click();
  // No modal: the reason, the comment and the send button show under the drawer's stars.
  await expect(page.getByRole('dialog', { name: t(feedbackMessages.dialogTitle, { number: order.orderNumber }) })).toHaveCount(0);
  await expect(drawerStar(2)).toHaveAttribute('aria-pressed', 'true');
  await drawer.getByRole('button', { name: t(feedbackMessages.send) }).click();
  await expect(drawer.getByText(t(fieldMessages.required, { name: t(feedbackMessages.comment) }))).toBeVisible();
  await drawer.getByLabel(t(feedbackMessages.reason)).selectOption({ index: 1 });
  const comment = `Tolken avbröt samtalet (${order.orderNumber}).`;
  await drawer.getByLabel(t(feedbackMessages.comment)).fill(comment);
  await expect(drawer.getByText(t(feedbackMessages.counter, { count: comment.length, max: 1000 }))).toBeVisible();
  await expectNoAxeViolations(page);
  await drawer.getByRole('button', { name: t(feedbackMessages.send) }).click();

  // Saved: the drawer shows the rating and the comment; the stars to choose from are gone, and the
  // focus, which was on the send button, is on the rating given.
  const given = drawer.getByRole('img', { name: t(detailMessages.stars, { stars: 2 }) });
  await expect(given).toBeVisible();
  await expect.poll(() => given.evaluate((stars) => stars.closest('dd') === document.activeElement)).toBe(true);
  await expect(drawer).toContainText(comment);
  await expect(drawerStars).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-assignment$/);
  // And the CRM has it: after a reload the list shows the 2 stars.
  await page.reload();
  await searchList(page, t, order.orderNumber);
  const row = page.getByRole('table').locator('tbody tr:not(.tolk-group-row)');
  await expect(row.getByRole('img', { name: t(myAssignmentsMessages.stars, { stars: 2 }) })).toBeVisible();
});

test('2 stars with a comment lead to a deviation with its number, found on /report-quality with its deadline', async ({
  page,
  t,
  loginPage,
  mockCrm,
  language,
}) => {
  const order = await performedOrderInList({ page, t, loginPage, mockCrm, language });

  // 2 stars inline open the feedback modal with those stars.
  await starButton(page, t, order.orderNumber, 2).click();
  const modal = page.getByRole('dialog', { name: t(feedbackMessages.dialogTitle, { number: order.orderNumber }) });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: t(feedbackMessages.starLabel, { stars: 2 }), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A bad rating needs a comment and a reason.
  await modal.getByRole('button', { name: t(feedbackMessages.send) }).click();
  await expect(modal.getByText(t(feedbackMessages.comment)).first()).toBeVisible();
  await modal.getByLabel(t(feedbackMessages.reason)).selectOption({ index: 1 });
  const comment = `Tolken kom 20 minuter för sent (${order.orderNumber}).`;
  await modal.getByLabel(t(feedbackMessages.comment)).fill(comment);
  await modal.getByText(t(feedbackMessages.createDeviation)).click();
  await expect(modal.getByRole('checkbox', { name: t(feedbackMessages.createDeviation) })).toBeChecked();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: t(feedbackMessages.send) }).click();

  // The deviation form, with the rating's data.
  await expect(page).toHaveURL(/\/report-quality$/);
  const form = page.getByRole('dialog', { name: t(deviationFormMessages.title) });
  await expect(form.getByLabel(t(deviationFormMessages.orderNumber))).toHaveValue(order.orderNumber);
  await expect(form.getByLabel(t(deviationFormMessages.orderNumber))).toHaveAttribute('readonly', '');
  await expect(form.getByLabel(t(deviationFormMessages.description))).toHaveValue(comment);
  await expect(form.getByText(t(deviationFormMessages.rating, { stars: 2 }))).toBeVisible();
  // A wrong file type is refused with the spec's message.
  await form.getByLabel(t(deviationFormMessages.attachments)).setInputFiles([
    { name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
    { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('png') },
  ]);
  await expect(form.getByText(t(deviationFormMessages.invalidFile, { name: 'virus.exe' }))).toBeVisible();
  await expect(form.getByText('foto.png')).toBeVisible();
  await expectNoAxeViolations(page);
  const sentAt = await mockCrm.now();
  await form.getByRole('button', { name: t(deviationFormMessages.submit) }).click();

  const success = page.getByRole('dialog', { name: t(deviationFormMessages.successTitle) });
  await expect(success).toBeVisible();
  const text = (await success.textContent()) ?? '';
  const number = /\d{6,}/.exec(text)?.[0];
  expect(number).toBeTruthy();
  // It closes by itself after 3 s and goes back to the list, where the rating started.
  await expect(page).toHaveURL(/\/my-assignment$/, { timeout: budget(10_000) });

  await page.goto('/report-quality');
  const deviationRow = page.locator(`tr[data-deviation="${number}"]`);
  await expect(deviationRow).toBeVisible();
  const deadline = answerDeadline(sentAt);
  await expect(deviationRow).toContainText(order.orderNumber);
  await expect(deviationRow).toContainText(deadline.toPlainDate().toString());
  await expect(deviationRow).toContainText(t(qualityMessages.newregistered));
  await expectNoAxeViolations(page);
  await deviationRow.click();
  const detail = page.getByRole('dialog').filter({ hasText: t(qualityMessages.detailTitle, { number: number! }) });
  await expect(detail).toContainText(comment);
  await expect(detail.getByRole('button', { name: 'foto.png' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// The file over the limit is handed over as a path (support/files.ts) and refused before it is read.
// The one sent is small: that the largest file the portal accepts passes the gateway and is kept by
// the CRM whole is tested without a browser (gateway doors.test.ts, mock-crm deviations.test.ts);
// 27 MB of JSON through the page, the gateway and the mock took this test past a minute on a
// loaded machine (docs/decisions.md).
test('"Skicka avvikelse" on /report-quality asks the booking number, refuses a file over the upload limit, sends the deviation, and returns there', async ({
  page,
  t,
  loginPage,
  mockCrm,
  language,
}) => {
  const account = OWN_DATA_CUSTOMERS[language];
  const order = await performedOrder(mockCrm, account.customerNumber);
  await loginPage.logInAtOnce(account, '/report-quality');

  const chooser = page.getByRole('dialog', { name: t(qualityMessages.chooseOrderTitle) });
  const orderNumberName = t(deviationFormMessages.orderNumber);
  const choose = async (number: string) => {
    if (!(await chooser.isVisible())) await page.getByRole('button', { name: t(qualityMessages.sendDeviation) }).click();
    await chooser.getByLabel(orderNumberName).fill(number);
    await chooser.getByRole('button', { name: t(qualityMessages.chooseOrderNext) }).click();
  };
  await choose('');
  await expect(chooser.getByRole('alert')).toHaveText(t(fieldMessages.required, { name: orderNumberName }));
  await choose('1');
  await expect(chooser.getByRole('alert')).toHaveText(t(qualityMessages.orderNotFound, { number: '1' }));
  await expectNoAxeViolations(page);
  await choose(order.orderNumber);

  const form = page.getByRole('dialog', { name: t(deviationFormMessages.title) });
  await expect(form.getByLabel(orderNumberName)).toHaveValue(order.orderNumber);
  await expect(form.getByLabel(orderNumberName)).toHaveAttribute('readonly', '');
  // The upload limit is stated at the control; a file over it is refused before anything is sent.
  await expect(form.getByText(t(deviationFormMessages.uploadLimit, { mb: MAX_UPLOAD_MB }))).toBeVisible();
  const files = form.getByLabel(t(deviationFormMessages.attachments));
  await files.setInputFiles(fileOfSize('film.pdf', MAX_UPLOAD_BYTES + 1));
  await expect(form.getByText(t(deviationFormMessages.fileTooLarge, { name: 'film.pdf', mb: MAX_UPLOAD_MB }))).toBeVisible();
  await expect(form.getByRole('button', { name: t(deviationFormMessages.removeFile, { name: 'film.pdf' }) })).toHaveCount(0);
  // A file within it is attached and sent with the deviation.
  await files.setInputFiles(fileOfSize('protokoll.pdf', 256 * 1024));
  await expect(form.getByRole('button', { name: t(deviationFormMessages.removeFile, { name: 'protokoll.pdf' }) })).toBeVisible();
  await form.getByLabel(t(deviationFormMessages.reason)).selectOption({ index: 1 });
  await form.getByLabel(t(deviationFormMessages.description)).fill(`Tolken kom inte (${order.orderNumber}).`);
  await expectNoAxeViolations(page);
  // The success view shows only 3 s (its content is checked in the rating flow above): here the
  // deviation is looked for where it lands.
  const created = page.waitForResponse((r) => r.url().endsWith('/crm/CRMCustomer/CreateDeviation'));
  await form.getByRole('button', { name: t(deviationFormMessages.submit) }).click();
  expect((await created).status()).toBe(200);
  // Back on /report-quality by itself after 3 s; the list, reloaded then, has the new deviation.
  await expect(page.getByRole('dialog', { name: t(deviationFormMessages.successTitle) })).toBeHidden({ timeout: budget(15_000) });
  await expect(page).toHaveURL(/\/report-quality$/);
  const newRow = page.locator('tr[data-deviation]').filter({ hasText: order.orderNumber });
  await expect(newRow).toHaveCount(1, { timeout: budget(20_000) });
  expect(await newRow.getAttribute('data-deviation')).toMatch(/^\d{6,}$/);
  // The order has its deviation now: a second one is not started for it.
  await choose(order.orderNumber);
  await expect(chooser.getByRole('alert')).toHaveText(t(qualityMessages.orderHasDeviation, { number: order.orderNumber }));
});

test('a general complaint is mailed to the provider and gets no deviation number', async ({ page, t, loginPage, language }) => {
  const account = OWN_DATA_CUSTOMERS[language];
  await loginPage.logInAtOnce(account, '/report-quality');
  await page.getByRole('button', { name: t(qualityMessages.generalComplaint) }).click();
  const form = page.getByRole('dialog', { name: t(deviationFormMessages.generalTitle) });
  await expect(form).toBeVisible();
  // Missing fields get the spec's "{name} is required".
  await form.getByRole('button', { name: t(deviationFormMessages.submit) }).click();
  await expect(form.getByText(new RegExp(t(deviationFormMessages.orderNumber)))).not.toHaveCount(0);
  const bookingNumber = `9${Date.now() % 1_000_000}`;
  await form.getByLabel(t(deviationFormMessages.orderNumber)).fill(bookingNumber);
  await form.getByLabel(t(deviationFormMessages.reason)).selectOption({ index: 1 });
  await form.getByLabel(t(deviationFormMessages.contactPerson)).selectOption({ index: 1 });
  await form.getByLabel(t(deviationFormMessages.description)).fill('Bekräftelsen kom aldrig <b>fram</b>.');
  await form.getByText(t(deviationFormMessages.wantsReply)).click();
  await form.getByLabel(t(deviationFormMessages.replyEmail)).fill('inte-en-adress');
  await form.getByRole('button', { name: t(deviationFormMessages.submit) }).click();
  await expect(
    form.getByText(t(deviationFormMessages.invalidEmail, { name: t(deviationFormMessages.replyEmail) })),
  ).toBeVisible();
  await form.getByLabel(t(deviationFormMessages.replyEmail)).fill('svar@example.se');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: t(deviationFormMessages.submit) }).click();

  const success = page.getByRole('dialog', { name: t(deviationFormMessages.successTitle) });
  await expect(success.getByText(t(deviationFormMessages.successMailed))).toBeVisible();
  await expect(success).not.toContainText(/\d{6,}/);
  const mail = (await mailOutbox(20)).find((m) => m.subject.includes(bookingNumber));
  expect(mail?.to).toBe('kvalitet@tolkportal.example');
  expect(mail?.content).toContain('svar@example.se');
  expect(mail?.content).toContain('&lt;b&gt;fram&lt;/b&gt;');
  // Not a deviation: the list does not show it.
  // The footer's close button (the header's X has the same name in English).
  await success
    .locator('.bp6-dialog-footer')
    .getByRole('button', { name: t(deviationFormMessages.successClose) })
    .click();
  await expect(page.locator('tr[data-deviation]').filter({ hasText: bookingNumber })).toHaveCount(0);
});

test.describe('a failed rating', () => {
  test.use({ movesMockClock: true });

  test('resets the stars, keeps the comment and shows no server message, for Errors and for IsSuccess false', async ({
    page,
    t,
    loginPage,
    mockCrm,
    language,
  }) => {
    const order = await performedOrderInList({ page, t, loginPage, mockCrm, language });
    const modal = page.getByRole('dialog', { name: t(feedbackMessages.dialogTitle, { number: order.orderNumber }) });
    const comment = 'Tolken var otrevlig.';
    try {
      for (const fault of [{ failRateOrder: 1 }, { rateOrderNotSaved: 1 }] as Record<string, number>[]) {
        await setFaults(fault);
        if (!(await modal.isVisible())) await starButton(page, t, order.orderNumber, 2).click();
        else await modal.getByRole('button', { name: t(feedbackMessages.starLabel, { stars: 2 }), exact: true }).click();
        await modal.getByLabel(t(feedbackMessages.reason)).selectOption({ index: 1 });
        await modal.getByLabel(t(feedbackMessages.comment)).fill(comment);
        await modal.getByRole('button', { name: t(feedbackMessages.send) }).click();
        await expect(modal.getByRole('alert')).toHaveText(t(feedbackMessages.failed));
        await expect(modal.locator('button[aria-pressed="true"]')).toHaveCount(0);
        await expect(modal.getByLabel(t(feedbackMessages.comment))).toHaveValue(comment);
        // The server's own message (9999 …) is never toasted.
        await expect(page.locator('.bp6-toast')).toHaveCount(0);
      }
    } finally {
      await setFaults({ failRateOrder: 0, rateOrderNotSaved: 0 });
    }
  });
});
