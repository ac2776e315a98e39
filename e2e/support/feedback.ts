import { expect, type Page } from '@playwright/test';
import { feedbackMessages } from '../../apps/client-portal/src/features/feedback/feedback.messages.js';
import { myAssignmentsMessages } from '../../apps/client-portal/src/features/my-assignments/my-assignments.messages.js';
import { Temporal } from 'temporal-polyfill';
import { CrmApi, STOCKHOLM, type CrmOrder } from './crm-api.js';
import type { Localize } from './localize.js';
import { budget } from './budget.js';

/** The inline star control of an order ("Betygsätt bokning N"). */
export const starsOf = (page: Page, t: Localize, orderNumber: string) =>
  page.getByRole('group', { name: t(feedbackMessages.rateOrder, { number: orderNumber }) });

export const starButton = (page: Page, t: Localize, orderNumber: string, stars: number) =>
  starsOf(page, t, orderNumber).getByRole('button', { name: t(feedbackMessages.starLabel, { stars }), exact: true });

/** Searches the list for one order (the list is open). */
export async function searchList(page: Page, t: Localize, orderNumber: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: t(myAssignmentsMessages.search) });
  await box.fill(orderNumber);
  await box.press('Enter');
  await expect(page.getByRole('table').locator('tbody tr:not(.tolk-group-row)')).toHaveCount(1);
}

/** The dashboard card's unrated count. */
export async function unratedCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('rating-unrated').textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? NaN);
}

/**
 * Waits until the dashboard's rating card shows the CRM's figures as they are when it loaded, and
 * answers them. Other tests of the same customer (1003 or 1004, spread over several spec files that
 * run beside this one) may make an order that ends and becomes one to rate at any moment, so each
 * try loads the dashboard afresh and reads the CRM right after it: a try that a change fell between
 * is followed by one that sees it on both sides.
 */
export async function dashboardRatingFigures(
  page: Page,
  t: Localize,
  language: string,
  account: { customerNumber: string; password: string },
): Promise<CountedRatings> {
  let figures: CountedRatings | null = null;
  await expect
    .poll(
      async () => {
        await page.goto('/');
        // The card reads three months of orders: a larger search than the calendar's.
        await expect(page.getByTestId('rating-unrated')).toBeVisible({ timeout: budget(30_000) });
        const now = await ratingFigures(account);
        const shown = [await page.getByTestId('rating-average').textContent(), await unratedCount(page)];
        figures = now;
        return shown[0] === averageText(t, language, now) && shown[1] === now.unrated;
      },
      { timeout: budget(60_000), intervals: [0] },
    )
    .toBe(true);
  return figures!;
}

export async function setFaults(faults: Record<string, number>): Promise<void> {
  const response = await fetch(`${process.env.MOCK_CRM_URL}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (!response.ok) throw new Error(`faults: HTTP ${response.status}`);
}

/** The dashboard rating card's figures (spec 2 §9), counted here from the CRM's own orders. */
export interface RatingFigures {
  readonly sum: number;
  readonly rated: number;
  readonly unrated: number;
}

/** The figures, and the orders they were counted over (to count the same ones again later). */
export interface CountedRatings extends RatingFigures {
  readonly orders: ReadonlySet<string>;
}

type RatedOrder = CrmOrder & { readonly RatingCustomer?: number | string | null; readonly CanBeRated?: boolean };

/**
 * The orders of the customer that started in the last three months up to now (the card's period):
 * the sum and count of their ratings, and how many can be rated and are not.
 */
export async function ratingFigures(
  account: { customerNumber: string; password: string },
  among?: ReadonlySet<string>,
): Promise<CountedRatings> {
  const api = await CrmApi.logIn(account);
  const now = Temporal.Now.zonedDateTimeISO(STOCKHOLM);
  const from = now.subtract({ months: 3 });
  const orders = (await api.ordersOnDays(from.toPlainDate(), now.toPlainDate())) as RatedOrder[];
  const seen = new Set<string>();
  let sum = 0;
  let rated = 0;
  let unrated = 0;
  for (const order of orders) {
    const start = Temporal.PlainDateTime.from(order.DatetimeFrom.replace(' ', 'T')).toZonedDateTime(STOCKHOLM);
    if (seen.has(order.OrderIdentifier)) continue;
    if (among && !among.has(order.OrderIdentifier)) continue;
    if (!among && (Temporal.ZonedDateTime.compare(start, from) < 0 || Temporal.ZonedDateTime.compare(start, now) > 0)) continue;
    seen.add(order.OrderIdentifier);
    const rating = Number(order.RatingCustomer);
    if (order.RatingCustomer !== null && order.RatingCustomer !== '' && rating >= 1) {
      sum += rating;
      rated += 1;
    } else if (order.CanBeRated === true) unrated += 1;
  }
  return { sum, rated, unrated, orders: seen };
}

/** The card's average as it must read: the mean to one decimal, in the language's number format. */
export function averageText(t: Localize, language: string, figures: RatingFigures): string {
  if (figures.rated === 0) return t(feedbackMessages.averageNone);
  const average = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.round((figures.sum / figures.rated) * 10) / 10,
  );
  return t(feedbackMessages.averageValue, { average });
}
