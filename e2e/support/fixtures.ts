import { test as base } from '@playwright/test';
import { localizer, type Language, type Localize } from './localize.js';
import { MockCrmControl } from './mock-crm.js';
import { Dashboard, LoginPage } from './pages.js';

export interface PortalOptions {
  readonly language: Language;
}

export interface PortalFixtures {
  readonly t: Localize;
  readonly loginPage: LoginPage;
  readonly dashboard: Dashboard;
  readonly mockCrm: MockCrmControl;
}

/** Each test gets the portal in its project's language, page objects and the mock CRM's controls. */
export const test = base.extend<PortalOptions & PortalFixtures>({
  language: ['sv', { option: true }],
  baseURL: async ({}, use) => use(process.env.PORTAL_URL),
  page: async ({ page, language }, use) => {
    await page.addInitScript((chosen) => {
      if (!window.localStorage.getItem('localLanguage')) window.localStorage.setItem('localLanguage', chosen);
    }, language);
    await use(page);
  },
  t: async ({ language }, use) => use(localizer(language)),
  loginPage: async ({ page, t }, use) => use(new LoginPage(page, t)),
  dashboard: async ({ page, t }, use) => use(new Dashboard(page, t)),
  mockCrm: async ({}, use) => use(new MockCrmControl(process.env.MOCK_CRM_URL ?? '')),
});

export { expect } from '@playwright/test';
