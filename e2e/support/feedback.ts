import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { feedbackMessages } from '../../apps/client-portal/src/features/feedback/feedback.messages.js';
import { myAssignmentsMessages } from '../../apps/client-portal/src/features/my-assignments/my-assignments.messages.js';
import type { Localize } from './localize.js';

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
 * axe-core over the page as it is: no violations expected. The shell's header bar is left out: its
 * landmark is the app shell's, audited route by route in issue 17's axe spec.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('.bp6-navbar').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function setFaults(faults: Record<string, number>): Promise<void> {
  const response = await fetch(`${process.env.MOCK_CRM_URL}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (!response.ok) throw new Error(`faults: HTTP ${response.status}`);
}
