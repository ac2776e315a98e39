import { contactMessages as c } from '../apps/client-portal/src/features/contact/contact.messages.js';
import { legalMessages as l } from '../apps/client-portal/src/features/legal/legal.messages.js';
import { mobileAppMessages } from '../apps/client-portal/src/features/mobile-app/mobile-app.messages.js';
import { settingsMessages } from '../apps/client-portal/src/features/settings/settings.messages.js';
import { versionMessages } from '../apps/client-portal/src/features/version/version.messages.js';
import { loginMessages } from '../apps/client-portal/src/features/login/login.messages.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';
import { budget } from './support/budget.js';

test('the terms, the privacy policy and the general terms are public, with a way back to the login', async ({ page, t }) => {
  for (const [path, title, fact] of [
    ['/terms-and-conditions', l.termsTitle, l.termsCancellationBody],
    ['/privacy-policy', l.privacyTitle, l.privacyStorageBody],
    ['/general-terms-and-conditions', l.generalTitle, l.generalStatementsBody],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: t(title), level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${t(title)} | Tolkportal`);
    // A body's first paragraph (bodies split into paragraphs on "||").
    await expect(page.getByText(t(fact).split('||')[0]!)).toBeVisible();
  }
  await page.getByRole('link', { name: t(l.backToLogin) }).click();
  await expect(page.getByRole('heading', { name: t(loginMessages.title) })).toBeVisible();
});

test('a logged-in user goes back from a legal page to where they came from, not to the login', async ({ page, loginPage, t }) => {
  test.setTimeout(budget(60_000));
  await loginPage.logInAtOnce(DEMO.full, '/settings?tab=terms');
  await page.getByRole('link', { name: t(l.generalTermsLink) }).click();
  await expect(page.getByRole('heading', { name: t(l.generalTitle), level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: t(l.backToLogin) })).toHaveCount(0);
  await page.getByRole('link', { name: t(l.back), exact: true }).click();
  await expect(page).toHaveURL(/\/settings\?tab=terms$/);

  // Opened directly, with no page of the portal before it: back to the start page.
  await page.goto('/privacy-policy');
  await page.getByRole('link', { name: t(l.backToStart) }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the contact page shows the offices, the course and the FAQ, and leads to the contact persons', async ({
  page,
  loginPage,
  t,
}) => {
  await page.goto('/contact-tolkportal');
  await expect(page).toHaveURL(/\/login$/);
  await loginPage.logIn(DEMO.full);
  await expect(page).toHaveURL(/\/contact-tolkportal$/);
  await expect(page.getByRole('heading', { name: t(c.title), level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${t(c.title)} | Tolkportal`);

  const mail = page.getByRole('button', { name: t(c.emailButton) });
  await expect(mail).toHaveAttribute('href', /^mailto:/);
  await expect(mail).toHaveAttribute('title', /.+@.+/);
  for (const office of [c.officeStockholm, c.officeMalmo]) {
    const card = page.getByRole('region', { name: t(office) });
    await expect(card.getByRole('link', { name: new RegExp(t(office)) })).toHaveAttribute('href', /^tel:\d+$/);
  }
  await expect(page.getByRole('link', { name: t(c.courseLink) })).toHaveAttribute('target', '_blank');

  // An answer opens on its question and splits into paragraphs on "||".
  const [first, second] = t(c.faqNoShowA).split('||');
  await expect(page.getByText(first!)).toBeHidden();
  await page.getByText(t(c.faqNoShowQ)).click();
  await expect(page.getByText(first!)).toBeVisible();
  await expect(page.getByText(second!)).toBeVisible();

  await page.getByRole('link', { name: t(c.contactPersonsLink) }).click();
  await expect(page.getByRole('tab', { name: t(settingsMessages.tabContactPersons) })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle(`${t(settingsMessages.titleContactPersons)} | Tolkportal`);
});

test('the version page shows the version, branch and commit of the build', async ({ page, t }) => {
  await page.goto('/version');
  await expect(page.getByRole('heading', { name: t(versionMessages.title) })).toBeVisible();
  await expect(page.getByTestId('build-version')).toHaveText('1.14.4');
  await expect(page.getByTestId('build-branch')).not.toBeEmpty();
  await expect(page.getByTestId('build-commit')).toHaveText(/^([0-9a-f]{40}|unknown)$/);
});

test('the mobile-app login passes its data on to the app, with a link should the app not open', async ({ page, t }) => {
  await page.goto('/mobile-app/login?data=abc-123_XYZ');
  const link = page.getByRole('button', { name: t(mobileAppMessages.openApp) });
  await expect(link).toHaveAttribute('href', 'tolkportal://login?data=abc-123_XYZ');
  await expect(page.getByText(t(mobileAppMessages.fallback))).toBeVisible();
});
