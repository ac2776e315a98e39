import { Temporal } from 'temporal-polyfill';
import { detailMessages } from '../apps/client-portal/src/features/assignment-detail/assignment-detail.messages.js';
import { myAssignmentsMessages } from '../apps/client-portal/src/features/my-assignments/my-assignments.messages.js';
import { timeSheetMessages } from '../apps/client-portal/src/features/time-sheet/time-sheet.messages.js';
import { CrmApi, STOCKHOLM } from './support/crm-api.js';
import { expectAccessible, searchList } from './support/feedback.js';
import { expect, test } from './support/fixtures.js';
import { OWN_DATA_CUSTOMERS } from './support/own-data.js';
import { DEMO } from './support/pages.js';

// Whole flows with several axe-core audits each: more than the default budget on a loaded machine.
test.describe.configure({ timeout: 120_000 });

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

test('a signed time report with expenses is read and printed alone on A4', async ({ page, t, loginPage }) => {
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
  await expectAccessible(page);

  // Print: the report alone (no header, no buttons), on one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.bp6-navbar')).toBeHidden();
  await expect(page.getByRole('button', { name: t(timeSheetMessages.print) })).toBeHidden();
  await expect(sheet.getByRole('img', { name: t(timeSheetMessages.signatureAlt) })).toBeVisible();
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  expect(pdf.match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
  expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 594\.?\d* 841\.?\d*\s*\]/);
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
  await expectAccessible(page);
});
