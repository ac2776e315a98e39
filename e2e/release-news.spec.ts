import { releaseNewsMessages as m } from '../apps/client-portal/src/features/release-news/release-news.messages.js';
import { RELEASES } from '../apps/client-portal/src/features/release-news/releases.js';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import type { Localize } from './support/localize.js';
import { DEMO } from './support/pages.js';

/** The latest release, and 10:00 Stockholm time on a day counted from its date. */
const latest = [...RELEASES].sort((a, b) => b.date.localeCompare(a.date))[0]!;
const dayAfterRelease = (days: number) => {
  const date = new Date(`${latest.date}T10:00:00+01:00`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
};

test.describe('the release banner', () => {
  test.beforeEach(async ({ page, loginPage }) => {
    await page.clock.setFixedTime(dayAfterRelease(0));
    await loginPage.open();
    await loginPage.logIn(DEMO.full);
    await expect(page).toHaveURL(/\/$/);
  });

  const banner = (page: Page, t: Localize) => page.getByRole('region', { name: t(m.bannerHeading) });

  test('closed within 14 days of the first view, it is gone for the day and back the next', async ({ page, t, dashboard }) => {
    await expect(banner(page, t)).toBeVisible();
    // The summary splits into points on "|".
    await expect(banner(page, t).getByRole('listitem')).toHaveCount(t(latest.summary).split('|').length);
    await page.clock.setFixedTime(dayAfterRelease(13));
    await page.reload();
    await banner(page, t)
      .getByRole('button', { name: t(m.close) })
      .click();
    await expect(banner(page, t)).toBeHidden();
    await page.reload();
    await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
    await expect(banner(page, t)).toBeHidden();

    await page.clock.setFixedTime(dayAfterRelease(14));
    await page.reload();
    await expect(banner(page, t)).toBeVisible();
  });

  test('closed 14 days or more after the first view, it is hidden for good', async ({ page, t, dashboard }) => {
    await expect(banner(page, t)).toBeVisible();
    await page.clock.setFixedTime(dayAfterRelease(14));
    await page.reload();
    await banner(page, t)
      .getByRole('button', { name: t(m.close) })
      .click();
    await expect(banner(page, t)).toBeHidden();
    for (const days of [15, 40]) {
      await page.clock.setFixedTime(dayAfterRelease(days));
      await page.reload();
      await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
      await expect(banner(page, t)).toBeHidden();
    }
  });

  test('"Learn more" opens the news page; an expired release shows no banner', async ({ page, t, dashboard }) => {
    await banner(page, t)
      .getByRole('link', { name: t(m.learnMore) })
      .click();
    await expect(page).toHaveURL(/\/releases-page$/);
    await expect(page.getByRole('heading', { name: t(m.pageTitle), level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${t(m.pageTitle)} | Tolkportal`);
    for (const entry of RELEASES) await expect(page.getByRole('heading', { name: t(entry.title) })).toBeVisible();
    await expect(page.getByText(t(m.ruleSameDay))).toBeVisible();

    const expired = new Date(`${latest.expiryDate}T10:00:00+01:00`);
    expired.setUTCDate(expired.getUTCDate() + 1);
    await page.clock.setFixedTime(expired);
    await page.goto('/');
    await expect(dashboard.welcomeLine(DEMO.full.name)).toBeVisible();
    await expect(banner(page, t)).toBeHidden();
  });
});
