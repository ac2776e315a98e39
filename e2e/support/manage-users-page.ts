import { expect, type Locator, type Page } from '@playwright/test';
import { manageUsersMessages as m } from '../../apps/client-portal/src/features/manage-users/manage-users.messages.js';
import { labelled } from './account-pages.js';
import type { Localize } from './localize.js';

/** /settings/manageusers as a user works it. */
export class ManageUsersPage {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: this.t(m.heading), level: 1 });
  }

  /** The list of users, named by its count heading. */
  get list(): Locator {
    return this.page.locator('.tolk-users-list');
  }

  row(name: string): Locator {
    return this.list.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  async names(): Promise<string[]> {
    return this.list.locator('.tolk-users-name-text').allTextContents();
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  field(dialog: Locator, message: 'name' | 'email' | 'phone'): Locator {
    return labelled(dialog, this.t(m[message]));
  }

  type(dialog: Locator, message: 'administrator' | 'orderer'): Locator {
    return dialog.getByRole('radio', { name: new RegExp(`^${this.t(m[message])}`) });
  }

  /** Chooses a type as a user does, by its label (Blueprint's radio input sits under its indicator). */
  async chooseType(dialog: Locator, message: 'administrator' | 'orderer'): Promise<void> {
    await dialog.getByText(this.t(m[message]), { exact: true }).click();
    await expect(this.type(dialog, message)).toBeChecked();
  }

  async save(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: this.t(m.save) }).click();
  }

  async expectOpen(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.list.getByRole('listitem').first()).toBeVisible();
  }
}
