import { avatarMenuMessages as m } from '../apps/client-portal/src/features/avatar-menu/avatar-menu.messages.js';
import { manageUsersMessages } from '../apps/client-portal/src/features/manage-users/manage-users.messages.js';
import { settingsMessages } from '../apps/client-portal/src/features/settings/settings.messages.js';
import { AvatarMenu } from './support/avatar-menu.js';
import { expect, test } from './support/fixtures.js';
import { DEMO } from './support/pages.js';
import { closeWithEscape } from './support/keyboard.js';
import { budget } from './support/budget.js';

/** A 2×2 PNG, as the CRM may hold a customer's profile image. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DwHwiYGBgYGBgYAE4VBP+0m2zkAAAAAElFTkSuQmCC';

test('the avatar menu shows the customer profile, fetched as it opens, and leads to settings and out', async ({
  page,
  t,
  loginPage,
}) => {
  await loginPage.logInAtOnce(DEMO.full);
  await expect(page).toHaveURL(/\/$/);
  const avatar = new AvatarMenu(page, t);
  await expect(avatar.button).toHaveAccessibleName(t(m.button, { name: DEMO.full.name }));
  // No image in the CRM: the initials of the customer's name.
  await expect(avatar.button.locator('.tolk-avatar')).toHaveText('SN');

  const fetched = page.waitForRequest((request) => request.url().endsWith('/crm/CRMCustomer/GetCustomer'));
  await avatar.open();
  await fetched;
  const facts = page.locator('.tolk-avatar-menu-facts');
  await expect(facts).toContainText(DEMO.full.name);
  await expect(facts).toContainText('1001');
  await expect(facts).toContainText('Tegnérgatan 23, 11140 Stockholm');
  await expect(facts).toContainText('08-508 00 000');
  await closeWithEscape(page, avatar.menu);

  await avatar.open();
  await avatar.choose('settings');
  await expect(page.getByRole('heading', { name: t(settingsMessages.heading), level: 1 })).toBeVisible();
  await avatar.open();
  await avatar.choose('contactPersons');
  await expect(page.getByRole('tab', { name: t(settingsMessages.tabContactPersons) })).toHaveAttribute('aria-selected', 'true');
  await avatar.open();
  await avatar.choose('manageUsers');
  await expect(page.getByRole('heading', { name: t(manageUsersMessages.heading), level: 1 })).toBeVisible();

  await avatar.logOut();
  await expect(avatar.button).toHaveCount(0);
  // Logged out for good: a protected page leads back to the login.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login/);
});

test("the avatar shows the customer's profile image when the CRM has one", async ({ page, loginPage, t }) => {
  await page.route('**/crm/CRMCustomer/GetCustomer', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { CustomerInformation: Record<string, unknown> | null };
    if (body.CustomerInformation) body.CustomerInformation.Image = { Image: PNG, ImageContentType: 'image/png' };
    await route.fulfill({ response, json: body });
  });
  await loginPage.logInAtOnce(DEMO.full);
  await expect(page).toHaveURL(/\/$/);
  const avatar = new AvatarMenu(page, t);
  await expect(avatar.button).toHaveAccessibleName(t(m.button, { name: DEMO.full.name }), { timeout: budget(15_000) });
  await expect(avatar.button.locator('img')).toHaveAttribute('src', `data:image/png;base64,${PNG}`);
  await avatar.open();
  await expect(page.locator('.tolk-avatar-menu img.tolk-avatar-large')).toBeVisible();
});

test('the header menus fetch their code when reached for, and open from the keyboard', async ({ page, t, loginPage }) => {
  const popoverCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(avatar-menu-popover|booking-menu-popover)-[^/]*\.js$/.test(request.url())) popoverCode.push(request.url());
  });
  await loginPage.logInAtOnce(DEMO.full);
  const avatar = new AvatarMenu(page, t);
  await expect(avatar.button).toHaveAccessibleName(t(m.button, { name: DEMO.full.name }));
  // Drawn alone until reached for: a button that says it has a menu, closed.
  await expect(avatar.button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(avatar.button).toHaveAttribute('aria-expanded', 'false');
  await page.waitForLoadState('networkidle');
  expect(popoverCode).toEqual([]);

  // The focus on the avatar fetches its menu; Enter opens it, and the focus goes into it.
  const fetched = page.waitForResponse(/avatar-menu-popover-[^/]*\.js$/);
  await avatar.button.focus();
  await fetched;
  await page.keyboard.press('Enter');
  await expect(avatar.menu).toBeVisible();
  await expect(avatar.button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.tolk-avatar-popover')).toContainText(DEMO.full.name);
  await closeWithEscape(page, avatar.menu);
  expect(popoverCode.filter((url) => url.includes('booking-menu-popover'))).toEqual([]);
});
