import { test as base } from '@playwright/test';
import { localizer, type Language, type Localize } from './localize.js';
import { MockCrmControl } from './mock-crm.js';
import { Dashboard, LoginPage } from './pages.js';
import { startStack, type Stack } from './servers.js';
import { budget } from './budget.js';

export interface PortalOptions {
  readonly language: Language;
  /**
   * The test moves the mock's clock (or sets faults), which every other test would see: it runs on
   * its worker's own mock CRM and gateway (`stack`) instead of the run's shared ones.
   */
  readonly movesMockClock: boolean;
  /**
   * The push permission prompt (spec 3 §9) shows 4 s after a login and would lie over whatever a
   * test clicks then: `answered` (the default) starts each browser as if it had said "not now" just
   * now; `due` leaves it to ask (the push tests).
   */
  readonly pushPrompt: 'answered' | 'due';
}

/** The worker's own stack, started when its first test that moves the clock asks for it. */
export interface WorkerFixtures {
  readonly ownStack: () => Promise<Stack>;
}

export interface PortalFixtures {
  readonly t: Localize;
  readonly loginPage: LoginPage;
  readonly dashboard: Dashboard;
  readonly mockCrm: MockCrmControl;
  /**
   * The mock CRM and gateway the test uses: the run's, or its worker's own when it moves the clock.
   * The support code reads their addresses from PORTAL_URL and MOCK_CRM_URL, set for the test.
   */
  readonly stack: { readonly portalUrl: string; readonly mockCrmUrl: string };
}

/** Each test gets the portal in its project's language, page objects and the mock CRM's controls. */
export const test = base.extend<PortalOptions & PortalFixtures, WorkerFixtures>({
  language: ['sv', { option: true }],
  movesMockClock: [false, { option: true }],
  pushPrompt: ['answered', { option: true }],
  ownStack: [
    async ({}, use, workerInfo) => {
      const own: { started?: Promise<Stack> } = {};
      await use(() => (own.started ??= startStack(` (worker ${workerInfo.workerIndex})`)));
      if (own.started) await (await own.started).stop();
    },
    // Seeding a mock world takes seconds, more on a loaded machine; not the test's own time.
    { scope: 'worker', timeout: budget(180_000) },
  ],
  stack: [
    async ({ movesMockClock, ownStack }, use) => {
      const shared = { portalUrl: process.env.PORTAL_URL ?? '', mockCrmUrl: process.env.MOCK_CRM_URL ?? '' };
      if (!movesMockClock) return use(shared);
      const own = await ownStack();
      process.env.PORTAL_URL = own.portalUrl;
      process.env.MOCK_CRM_URL = own.mockCrmUrl;
      try {
        await use(own);
      } finally {
        process.env.PORTAL_URL = shared.portalUrl;
        process.env.MOCK_CRM_URL = shared.mockCrmUrl;
      }
    },
    { auto: true, timeout: budget(180_000) },
  ],
  baseURL: async ({ stack }, use) => use(stack.portalUrl),
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
    // E2E_CPU_THROTTLE=4 slows each page's CPU fourfold (Chrome's own throttling), to reproduce on
    // a quiet machine what a busy CI machine does to timing.
    const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
    if (throttle > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
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
  mockCrm: async ({ stack, movesMockClock }, use) => use(new MockCrmControl(stack.mockCrmUrl, { ownsClock: movesMockClock })),
});

export { expect } from '@playwright/test';
