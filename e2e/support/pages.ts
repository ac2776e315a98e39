import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { dashboardMessages } from '../../apps/client-portal/src/features/dashboard/dashboard.messages.js';
import { loginMessages } from '../../apps/client-portal/src/features/login/login.messages.js';
import type { Localize } from './localize.js';
import { budget } from './budget.js';

export const DEMO = {
  full: { customerNumber: '1001', password: 'Tolkportal1', name: 'Stockholms stad – Socialtjänsten Norrmalm' },
  restricted: { customerNumber: '1002', password: 'Tolkportal2', name: 'Region Skåne – Akutmottagningen Malmö' },
} as const;

/**
 * How long the first page of a fresh browser may take to show: it loads and compiles the whole app
 * (the login page would have done it before), which a loaded CI machine makes slow. A wait, not a sleep.
 */
export const FIRST_PAGE_TIMEOUT = budget(30_000);

/** The login page as a user works it: by labels and button names, in the test's language. */
export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  get customerNumber() {
    return this.page.getByLabel(this.t(loginMessages.customerNumber));
  }

  get password() {
    return this.page.getByLabel(this.t(loginMessages.password), { exact: false }).first();
  }

  get submit() {
    return this.page.getByRole('button', { name: this.t(loginMessages.submit), exact: true });
  }

  async open(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: this.t(loginMessages.title) })).toBeVisible();
  }

  async logIn(account: { customerNumber: string; password: string }): Promise<void> {
    await this.customerNumber.fill(account.customerNumber);
    await this.password.fill(account.password);
    await this.submit.click();
  }

  /**
   * A logged-in customer on `path` without the login form, for tests whose subject comes after the
   * login (log-in.spec.ts and the flows that depend on the form's own effects use `logIn`). It spares
   * each test the login page and the dashboard, the heaviest page, that the suite's time was mostly
   * spent loading (issue 17's CI budget). It returns once the page shows its main heading.
   */
  async logInAtOnce(account: { customerNumber: string; password: string }, path = '/'): Promise<void> {
    await this.startSession(account);
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: FIRST_PAGE_TIMEOUT });
  }

  /**
   * Logs in without opening a page, for a test whose first step opens one itself (a form, settings):
   * the page it opens is then the first the browser loads, not a second after the dashboard. It makes
   * the call the login page makes (the gateway sets the HttpOnly session cookie in this browser's
   * context) and sets the non-secret login marker before the page's first script, once per tab, so a
   * later logout stays a logout.
   */
  async startSession(account: { customerNumber: string; password: string }): Promise<void> {
    const answer = await this.page.request.post('/session/login', {
      data: {
        CustomerNumber: account.customerNumber,
        PasswordHash: createHash('sha256').update(account.password, 'utf8').digest('hex'),
      },
    });
    expect(answer.ok(), `login of ${account.customerNumber}: ${await answer.text()}`).toBe(true);
    await this.page.addInitScript(() => {
      if (window.sessionStorage.getItem('e2e.loginMarkerSet')) return;
      window.sessionStorage.setItem('e2e.loginMarkerSet', 'true');
      window.localStorage.setItem('isLoggedIn', 'true');
    });
  }
}

export class Dashboard {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  welcomeLine(customerName: string) {
    return this.page.getByRole('heading', { name: this.t(dashboardMessages.welcome, { customerName }) });
  }
}
