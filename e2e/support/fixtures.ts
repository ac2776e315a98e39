import { test as base } from '@playwright/test';
import { localizer, type Language, type Localize } from './localize.js';
import { MockCrmControl } from './mock-crm.js';
import { exclusiveMockTurn, sharedMockTurn } from './mock-clock-lock.js';
import { Dashboard, LoginPage } from './pages.js';

export interface PortalOptions {
  readonly language: Language;
  /**
   * The test moves the mock's clock (or sets faults) and must have the mock to itself: it waits for
   * the tests under way, and the others wait for it (support/mock-clock-lock.ts).
   */
  readonly movesMockClock: boolean;
  /**
   * The push permission prompt (spec 3 §9) shows 4 s after a login and would lie over whatever a
   * test clicks then: `answered` (the default) starts each browser as if it had said "not now" just
   * now; `due` leaves it to ask (the push tests).
   */
  readonly pushPrompt: 'answered' | 'due';
}

export interface PortalFixtures {
  readonly t: Localize;
  readonly loginPage: LoginPage;
  readonly dashboard: Dashboard;
  readonly mockCrm: MockCrmControl;
  /** Every test's turn with the mock: shared, or its own when it moves the clock. */
  readonly mockTurn: void;
}

/** Each test gets the portal in its project's language, page objects and the mock CRM's controls. */
export const test = base.extend<PortalOptions & PortalFixtures>({
  language: ['sv', { option: true }],
  movesMockClock: [false, { option: true }],
  pushPrompt: ['answered', { option: true }],
  mockTurn: [
    async ({ movesMockClock }, use) => {
      const release = await (movesMockClock ? exclusiveMockTurn() : sharedMockTurn());
      try {
        await use();
      } finally {
        release();
      }
    },
    // Waiting for a turn has its own time, so it does not count against the test's 30 s.
    { auto: true, timeout: 10 * 60_000 },
  ],
  baseURL: async ({}, use) => use(process.env.PORTAL_URL),
  page: async ({ page, language, pushPrompt }, use) => {
    await page.addInitScript((chosen) => {
      if (!window.localStorage.getItem('localLanguage')) window.localStorage.setItem('localLanguage', chosen);
    }, language);
    if (pushPrompt === 'answered') {
      await page.addInitScript(() => {
        if (!window.localStorage.getItem('tolk.engagement')) {
          window.localStorage.setItem('tolk.engagement', JSON.stringify({ pushAskedAt: new Date().toISOString() }));
        }
      });
    }
    await use(page);
    // A route handler may still be amending an answer when the test ends (the page's last
    // navigation refetches); closing the page then disposes that answer. Such late work is
    // no longer part of the test, so it must not fail it.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  t: async ({ language }, use) => use(localizer(language)),
  loginPage: async ({ page, t }, use) => use(new LoginPage(page, t)),
  dashboard: async ({ page, t }, use) => use(new Dashboard(page, t)),
  mockCrm: async ({}, use) => use(new MockCrmControl(process.env.MOCK_CRM_URL ?? '')),
});

export { expect } from '@playwright/test';
