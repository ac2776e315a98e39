import { expect, type Locator, type Page } from '@playwright/test';
import { resetPasswordMessages } from '../../apps/client-portal/src/features/reset-password/reset-password.messages.js';
import { settingsMessages } from '../../apps/client-portal/src/features/settings/settings.messages.js';
import type { Localize } from './localize.js';
import { FIRST_PAGE_TIMEOUT } from './pages.js';

/**
 * Customers whose passwords the account tests change, one per flow and language so the parallel
 * sv and en runs never meet (mock-crm/src/seed/account-test-customers.ts). Demo logins stay as documented.
 */
export const PASSWORD_TEST_CUSTOMERS = {
  change: {
    sv: { customerNumber: '1101', password: 'Tolkportal11' },
    en: { customerNumber: '1102', password: 'Tolkportal12' },
  },
  reset: {
    sv: { customerNumber: '1103', password: 'Tolkportal13' },
    en: { customerNumber: '1104', password: 'Tolkportal14' },
  },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, which may end in the required mark. */
export const labelled = (page: Page | Locator, label: string) => page.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));

/** A toast with this text. */
export const toast = (page: Page, text: string) => page.locator('.bp6-toast').getByText(text, { exact: true });

/** /settings as a user works it. */
export class SettingsPage {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/settings${query}`);
    await expect(this.page.getByRole('heading', { name: this.t(settingsMessages.heading), level: 1 })).toBeVisible({
      timeout: FIRST_PAGE_TIMEOUT,
    });
  }

  tab(message: keyof typeof settingsMessages & `tab${string}`) {
    return this.page.getByRole('tab', { name: this.t(settingsMessages[message]) });
  }

  get passwordForm() {
    return this.page.getByRole('form', { name: this.t(resetPasswordMessages.changeHeading) });
  }

  passwordField(message: 'currentPassword' | 'newPassword' | 'repeatPassword') {
    return labelled(this.passwordForm, this.t(resetPasswordMessages[message]));
  }

  get savePassword() {
    return this.passwordForm.getByRole('button', { name: this.t(resetPasswordMessages.save) });
  }

  /** The problem shown under a field: the first sentence of its accessible description (the policy may follow). */
  async expectProblem(field: Locator, text: string): Promise<void> {
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${escape(text)}(\\s|$)`));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }

  async expectNoProblem(field: Locator): Promise<void> {
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
}
