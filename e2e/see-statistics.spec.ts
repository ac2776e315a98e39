import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { notFoundMessages } from '../apps/client-portal/src/features/not-found/not-found.messages.js';
import { reportTitleMessages as titles } from '../apps/client-portal/src/features/reports/report-titles.messages.js';
import { reportsNavMessages } from '../apps/client-portal/src/features/reports/reports-nav.messages.js';
import { reportsMessages as m } from '../apps/client-portal/src/features/reports/reports.messages.js';
import { expectNoAxeViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import type { Localize } from './support/localize.js';
import { DEMO, FIRST_PAGE_TIMEOUT, type LoginPage } from './support/pages.js';
import { customerStatistics, reportRows } from './support/reports.js';
import { budget } from './support/budget.js';

const BY_MONTH = 'invoiced-assignment/by-monthv2';

async function chooseRange(page: Page, t: Localize, from: string, to: string) {
  for (const [label, value] of [
    [t(m.from), from],
    [t(m.to), to],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    await field.fill(value);
    await field.press('Enter');
  }
}

async function rangeShown(page: Page, t: Localize) {
  const read = async (label: string) => Temporal.PlainDate.from(await page.getByLabel(label, { exact: true }).inputValue());
  return { from: await read(t(m.from)), to: await read(t(m.to)) };
}

/** Logs in as 1001 and opens the summary by month through the menu and the dashboard's list. */
async function openSummaryByMonth(page: Page, loginPage: LoginPage, t: Localize) {
  await loginPage.logInAtOnce(DEMO.full);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: t(reportsNavMessages.navLink), exact: true }).click();
  await page.getByRole('link', { name: t(titles['reports.definition.summaryByMonth']) }).click();
  await expect(page).toHaveURL(/\/reports\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: t(titles['reports.definition.summaryByMonth']) })).toBeVisible();
}

test.describe('statistics', () => {
  test('the detail reports stay where they are while the figures load, on a wide and on a narrow screen', async ({
    page,
    loginPage,
    t,
  }) => {
    // The figures held back until the links have been measured: a click meant for a report must not
    // land on what the figures push into its place.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/crm\/CRMCustomer\/CustomerStatistics/, async (route) => {
      await held;
      await route.continue();
    });
    await loginPage.logInAtOnce(DEMO.full);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: t(reportsNavMessages.navLink), exact: true }).click();
    const link = page.getByRole('link', { name: t(titles['reports.definition.summaryByMonth']) });
    await expect(page.getByRole('progressbar', { name: t(m.loading) })).toBeVisible();
    const before = await link.boundingBox();
    release();
    await expect(page.getByRole('heading', { name: t(m.totalAssignments) })).toBeVisible();
    expect(await link.boundingBox()).toEqual(before);
    // Beside the figures on a wide screen.
    const figuresWide = await page.getByRole('heading', { name: t(m.totalAssignments) }).boundingBox();
    expect(before!.x).toBeGreaterThan(figuresWide!.x + figuresWide!.width);

    await page.setViewportSize({ width: 600, height: 900 });
    await page.getByRole('button', { name: t(m.extract) }).click();
    await expect(page.getByRole('heading', { name: t(m.totalAssignments) })).toBeVisible();
    const narrow = await link.boundingBox();
    const figures = await page.getByRole('heading', { name: t(m.totalAssignments) }).boundingBox();
    // Above the figures on a narrow screen.
    expect(narrow!.y).toBeLessThan(figures!.y);
    await link.click();
    await expect(page).toHaveURL(/\/reports\/1$/);
  });

  test('customer 1001 opens the KPI dashboard, changes the range and sees the CRM’s totals', async ({ page, loginPage, t }) => {
    // The statistics part (its stores, the report calls) is a chunk of its own, fetched at the first statistics page.
    const statisticsCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/statistics-part-[\w-]{8}\.js$/.test(request.url())) statisticsCode.push(request.url());
    });
    await loginPage.logInAtOnce(DEMO.full);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: t(reportsNavMessages.navLink), exact: true })).toBeVisible();
    expect(statisticsCode).toEqual([]);
    await page.getByRole('button', { name: t(reportsNavMessages.navLink), exact: true }).click();
    await expect(page).toHaveURL(/\/reports-dashboard$/);
    await expect(page.getByRole('heading', { name: t(m.totalAssignments) })).toBeVisible();
    expect(statisticsCode).toHaveLength(1);

    const from = Temporal.PlainDate.from('2026-09-01');
    const to = Temporal.PlainDate.from('2026-10-31');
    await chooseRange(page, t, from.toString(), to.toString());
    await page.getByRole('button', { name: t(m.extract) }).click();
    const expected = await customerStatistics(DEMO.full, from, to);
    expect(expected.orderCount).toBeGreaterThan(0);
    const total = page.getByTestId('kpi-total').locator('.tolk-report-total');
    await expect(total).toHaveAttribute(
      'title',
      new Intl.NumberFormat(t(m.from) === 'Från' ? 'sv' : 'en').format(expected.orderCount),
    );
    // The language list: the largest language first, with its count.
    const top = [...expected.SkillStatistics].sort((a, b) => b.assignmentCount - a.assignmentCount)[0]!;
    await expect(page.getByTestId('kpi-skills').getByRole('listitem').first()).toContainText(
      `${top.skill}: ${top.assignmentCount}`,
    );
    // Every chart has its values as a table too.
    await expect(page.getByRole('img', { name: t(m.chartAlternative, { title: t(m.competenceChart) }) })).toBeVisible();

    // The external interpreter report opens in a new tab, through the gateway.
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: t(m.externalReport) }).click(),
    ]);
    await expect(tab).toHaveURL(/\/crm\/external-report\?ticket=/);
    await expect(tab.getByRole('heading', { name: 'Tolkrapport' })).toBeVisible();
    await tab.close();
  });

  test('the date range must be two different dates: both fields say so and nothing is fetched', async ({
    page,
    loginPage,
    t,
  }) => {
    await loginPage.logInAtOnce(DEMO.full, '/reports-dashboard');
    await chooseRange(page, t, '2026-10-01', '2026-10-01');
    await expect(page.getByText(t(m.twoDatesRequired), { exact: true }).filter({ visible: true })).toHaveCount(2);
    await expect(page.getByRole('button', { name: t(m.extract) })).toBeDisabled();
    await page.getByLabel(t(m.to), { exact: true }).fill('');
    await page.getByLabel(t(m.to), { exact: true }).press('Escape');
    await expect(page.getByText(t(m.twoDatesRequired), { exact: true }).filter({ visible: true })).toHaveCount(2);
  });

  test('customer 1002 is not offered reports, and the routes send it to the dashboard', async ({ page, loginPage, t }) => {
    await loginPage.logInAtOnce(DEMO.restricted);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: t(reportsNavMessages.navLink), exact: true })).toHaveCount(0);
    for (const path of ['/reports-dashboard', '/reports/1']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('a report id that is not a number, or names no report, is not found', async ({ page, loginPage, t }) => {
    await loginPage.startSession(DEMO.full);
    for (const path of ['/reports/abc', '/reports/99']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: t(notFoundMessages.heading) })).toBeVisible({ timeout: FIRST_PAGE_TIMEOUT });
    }
  });

  test('a detail report: choose columns, page and sort', async ({ page, loginPage, t }) => {
    await openSummaryByMonth(page, loginPage, t);
    const table = page.getByTestId('table-per-month');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const { from, to } = await rangeShown(page, t);
    const months = await reportRows(DEMO.full.customerNumber, BY_MONTH, from, to, ['monthYear']);

    // 11 months: pages of 10.
    const bodyRows = table.locator('tbody tr');
    await expect(bodyRows).toHaveCount(Math.min(10, months.length));
    if (months.length > 10) {
      await expect(table.getByText(t(m.page, { page: 1, pages: 2 }))).toBeVisible();
      await table.getByRole('button', { name: t(m.nextPage) }).click();
      await expect(bodyRows).toHaveCount(months.length - 10);
    }

    // The column chooser hides the minutes.
    const minutes = t(titles['reports.field.timeSpend']);
    await expect(table.getByRole('columnheader', { name: minutes })).toBeVisible();
    await table.getByRole('button', { name: t(m.chooseColumns, { table: t(titles['reports.field.monthYear']) }) }).click();
    await page.getByRole('checkbox', { name: minutes }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: minutes })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: minutes })).toHaveCount(0);

    // Sorting by the count, ascending.
    const countTitle = t(titles['reports.field.noOfAssignments']);
    await table.getByRole('columnheader', { name: countTitle }).getByRole('button').click();
    await expect(table.getByRole('columnheader', { name: countTitle })).toHaveAttribute('aria-sort', 'ascending');
    const smallest = Math.min(...months.map((r) => Number(r.noOfAssignments)));
    await expect(bodyRows.first().locator('td').nth(1)).toHaveText(
      new Intl.NumberFormat(t(m.from) === 'Från' ? 'sv' : 'en').format(smallest),
    );
  });

  test('a detail report: a chart click filters the tables, and the Excel file holds the filtered rows', async ({
    page,
    loginPage,
    t,
  }) => {
    await openSummaryByMonth(page, loginPage, t);
    const table = page.getByTestId('table-per-month');
    const bodyRows = table.locator('tbody tr');
    await expect(bodyRows.first()).toBeVisible();
    const { from, to } = await rangeShown(page, t);
    const byType = await reportRows(DEMO.full.customerNumber, BY_MONTH, from, to, ['monthYear', 'interpretationType']);
    const countTitle = t(titles['reports.field.noOfAssignments']);

    // A click on the pie's Telefontolkning filters every table on the page.
    const phone = byType.filter((r) => r.interpretationType === 'Telefontolkning');
    const phoneTotal = phone.reduce((sum, r) => sum + Number(r.noOfAssignments), 0);
    await page
      .getByTestId('chart-type-chart')
      .getByRole('button', { name: t(m.filterOn, { value: 'Telefontolkning' }) })
      .click();
    await expect(page.getByTestId('cross-filter')).toBeVisible();
    await expect(bodyRows).toHaveCount(Math.min(10, phone.length));

    // The export: the filtered rows, typed cells, the sheets named by the definition.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t(m.export) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('summaryByMonth.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())).buffer as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Per månad', 'Månad per tolkningstyp']);
    const sheet = workbook.getWorksheet('Per månad')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      t(titles['reports.field.monthYear']),
      countTitle,
      t(titles['reports.field.invoicedAmount']),
      t(titles['reports.field.timeSpend']),
    ]);
    expect(sheet.rowCount - 1).toBe(phone.length);
    let sum = 0;
    for (let r = 2; r <= sheet.rowCount; r++) {
      const cell = sheet.getRow(r).getCell(2);
      expect(typeof cell.value).toBe('number');
      sum += cell.value as number;
    }
    expect(sum).toBe(phoneTotal);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('#,##0.00 "kr"');

    // Clicking the same item again removes the filter.
    await page
      .getByTestId('chart-type-chart')
      .getByRole('button', { name: t(m.filterOn, { value: 'Telefontolkning' }) })
      .click();
    await expect(page.getByTestId('cross-filter')).toHaveCount(0);
  });

  test('a detail report: a row click filters the page, and a range without assignments shows the empty state', async ({
    page,
    loginPage,
    t,
  }) => {
    await openSummaryByMonth(page, loginPage, t);
    const table = page.getByTestId('table-per-month');
    const bodyRows = table.locator('tbody tr');
    await expect(bodyRows.first()).toBeVisible();
    expect(await bodyRows.count()).toBeGreaterThan(1);

    // The first month's row sets the page's filter: the table keeps that month only.
    const month = bodyRows.first().getByRole('button');
    const label = (await month.textContent())!.trim();
    await month.click();
    await expect(page.getByTestId('cross-filter')).toContainText(label);
    await expect(bodyRows).toHaveCount(1);
    await expect(bodyRows.first().getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    // The same row again removes it.
    await bodyRows.first().getByRole('button').click();
    await expect(page.getByTestId('cross-filter')).toHaveCount(0);
    await expect(bodyRows.nth(1)).toBeVisible();

    // A range without assignments: the empty state, no table of zeros.
    await chooseRange(page, t, '2001-01-01', '2001-01-31');
    await page.getByRole('button', { name: t(m.extract) }).click();
    await expect(page.getByText(t(m.empty))).toBeVisible();
    await expect(table).toHaveCount(0);
  });

  test('the KPI dashboard has no axe violations', async ({ page, loginPage, t }) => {
    await loginPage.logInAtOnce(DEMO.full);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: t(reportsNavMessages.navLink), exact: true }).click();
    await expect(page.getByRole('heading', { name: t(m.totalAssignments) })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a detail report, filtered, has no axe violations', async ({ page, loginPage, t }) => {
    // A year of reporting rows fetched and aggregated, a filter, then an audit of the whole page:
    // more than the default on a busy machine.
    test.setTimeout(budget(60_000));
    await openSummaryByMonth(page, loginPage, t);
    await page
      .getByTestId('chart-type-chart')
      .getByRole('button', { name: t(m.filterOn, { value: 'Telefontolkning' }) })
      .click();
    await expect(page.getByTestId('cross-filter')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
