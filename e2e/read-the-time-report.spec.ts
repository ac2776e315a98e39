import { Temporal } from 'temporal-polyfill';
import { detailMessages } from '../apps/client-portal/src/features/assignment-detail/assignment-detail.messages.js';
import { myAssignmentsMessages } from '../apps/client-portal/src/features/my-assignments/my-assignments.messages.js';
import { qualityNavMessages } from '../apps/client-portal/src/features/quality/quality-nav.messages.js';
import { timeSheetMessages } from '../apps/client-portal/src/features/time-sheet/time-sheet.messages.js';
import { CrmApi, STOCKHOLM } from './support/crm-api.js';
import { searchList } from './support/feedback.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { OWN_DATA_CUSTOMERS } from './support/own-data.js';
import { A4_POINTS, pdfPages, squeezed } from './support/pdf-text.js';
import { DEMO } from './support/pages.js';
import { budget } from './support/budget.js';

// Whole flows with several axe-core audits each: more than the default budget on a loaded machine.
test.describe.configure({ timeout: budget(120_000) });

interface Found {
  readonly orderNumber: string;
  readonly expenses: number;
}

/** A performed on-site order of the demo customer whose time report is signed and has expenses (read only). */
async function signedReportWithExpenses(): Promise<Found> {
  const api = await CrmApi.logIn(DEMO.full);
  const now = Temporal.Now.zonedDateTimeISO(STOCKHOLM);
  const orders = ((
    await api.call('/CRMCustomer/SearchOrders', {
      DatetimeFrom: now.subtract({ days: 40 }).toPlainDateTime().toString().replace('T', ' ').slice(0, 19),
      DatetimeTo: now.subtract({ days: 3 }).toPlainDateTime().toString().replace('T', ' ').slice(0, 19),
      OrderNumber: null,
      Keywords: null,
      OrderIdentifier: null,
    })
  ).Orders ?? []) as {
    OrderIdentifier: string;
    OrderNumber: string;
    ArticleName: string;
    ConsolidatedOrderStatus: { StatusIdentifier: number };
  }[];
  for (const order of orders.filter(
    (o) => o.ArticleName === 'Kontakttolkning' && o.ConsolidatedOrderStatus.StatusIdentifier === 3,
  )) {
    const answer = await api
      .call('/CRMCustomer/GetTimeReportSignature', { OrderIdentifier: order.OrderIdentifier })
      .catch(() => null);
    const report = answer?.TimeReport as { Expenses: unknown[] } | null | undefined;
    if (answer?.Signature && report && report.Expenses.length > 0)
      return { orderNumber: order.OrderNumber, expenses: report.Expenses.length };
  }
  throw new Error('the seed has no signed on-site report with expenses in the last 40 days');
}

test('a signed time report with expenses is read and printed alone on one A4 page, whose text says it all', async ({
  page,
  t,
  loginPage,
}) => {
  const found = await signedReportWithExpenses();
  await loginPage.logInAtOnce(DEMO.full, '/my-assignment');
  await searchList(page, t, found.orderNumber);
  await page.getByRole('button', { name: t(myAssignmentsMessages.openLabel, { number: found.orderNumber }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(detailMessages.timeReport), exact: true })
    .click();

  await expect(page).toHaveURL(/\/time-sheet$/);
  await expect(page.getByRole('heading', { name: t(timeSheetMessages.heading, { number: found.orderNumber }) })).toBeVisible();
  const sheet = page.locator('.tolk-time-sheet');
  for (const label of ['start', 'end', 'break', 'travelTo', 'travelFrom', 'distance', 'expenses', 'signature'] as const)
    await expect(sheet.locator('dt', { hasText: t(timeSheetMessages[label]) })).toBeVisible();
  await expect(sheet.getByRole('img', { name: t(timeSheetMessages.signatureAlt) })).toBeVisible();
  await expect(sheet.getByRole('button', { name: new RegExp(t(timeSheetMessages.receipt, { name: '' })) })).toHaveCount(
    found.expenses,
  );
  await expect(sheet).toContainText(/\d+ (tim|h) \d+ minut/);
  await expectNoAxeViolations(page);

  // Print: the report alone (no header, no buttons), on one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.bp6-navbar')).toBeHidden();
  await expect(page.getByRole('button', { name: t(timeSheetMessages.print) })).toBeHidden();
  await expect(sheet.getByRole('img', { name: t(timeSheetMessages.signatureAlt) })).toBeVisible();
  // What the printed report says, read from the page as printed: every value (times, break,
  // travel, distance, expenses with their amounts…) must be in the PDF's own text.
  const values = (await sheet.locator('dd').evaluateAll((dds) => dds.map((dd) => (dd as HTMLElement).innerText)))
    .map((text) => text.trim())
    .filter((text) => text !== '');
  expect(values.length).toBeGreaterThan(8);
  const pages = await pdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
  expect(pages).toHaveLength(1);
  const [printed] = pages;
  expect(Math.abs(printed!.width - A4_POINTS.width)).toBeLessThan(2);
  expect(Math.abs(printed!.height - A4_POINTS.height)).toBeLessThan(2);
  const text = squeezed(printed!.text);
  expect(text).toContain(squeezed(t(timeSheetMessages.heading, { number: found.orderNumber })));
  for (const label of ['start', 'end', 'break', 'travelTo', 'travelFrom', 'distance', 'expenses', 'signature'] as const)
    expect(text).toContain(squeezed(t(timeSheetMessages[label])));
  for (const value of values) expect(text).toContain(squeezed(value));
  expect(text).toMatch(/\d+(tim|h)\d+minut/);
  expect(text).toContain(squeezed(t(timeSheetMessages.km, { km: '' })));
  expect(text).toContain(squeezed(t(timeSheetMessages.amount, { amount: '' })));
  // No portal chrome: neither the menu, nor the header's links, nor the page's buttons.
  for (const chrome of [
    t(myAssignmentsMessages.title),
    t(qualityNavMessages.nav),
    t(timeSheetMessages.print),
    t(timeSheetMessages.cancel),
    t(timeSheetMessages.rateHeader),
  ])
    expect(text).not.toContain(squeezed(chrome));
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: t(timeSheetMessages.cancel) }).click();
  await expect(page).toHaveURL(/\/my-assignment/);
});

test('an order the interpreter has not reported yet has its own state and no error toast', async ({
  page,
  t,
  loginPage,
  mockCrm,
  language,
}) => {
  const account = OWN_DATA_CUSTOMERS[language];
  const start = (await mockCrm.now()).toZonedDateTimeISO(STOCKHOLM).subtract({ minutes: 45 }).round({ smallestUnit: 'minute' });
  const order = await mockCrm.order(account.customerNumber, start, 30);
  await loginPage.logInAtOnce(account, '/my-assignment');
  await searchList(page, t, order.orderNumber);
  await page.getByRole('button', { name: t(myAssignmentsMessages.openLabel, { number: order.orderNumber }) }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(detailMessages.timeReport), exact: true })
    .click();
  await expect(page.getByText(t(timeSheetMessages.notReported))).toBeVisible();
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
