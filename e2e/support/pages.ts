import { expect, type Page } from '@playwright/test';
import { dashboardMessages } from '../../apps/client-portal/src/features/dashboard/dashboard.messages.js';
import { loginMessages } from '../../apps/client-portal/src/features/login/login.messages.js';
import type { Localize } from './localize.js';

export const DEMO = {
  full: { customerNumber: '1001', password: 'Tolkportal1', name: 'Stockholms stad – Socialtjänsten Norrmalm' },
  restricted: { customerNumber: '1002', password: 'Tolkportal2', name: 'Region Skåne – Akutmottagningen Malmö' },
} as const;

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
