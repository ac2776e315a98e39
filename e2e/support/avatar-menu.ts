import { expect, type Locator, type Page } from '@playwright/test';
import { avatarMenuMessages as m } from '../../apps/client-portal/src/features/avatar-menu/avatar-menu.messages.js';
import type { Localize } from './localize.js';
import { expectOverlaysSettled } from './overlays.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's account menu (the avatar) as a user works it. */
export class AvatarMenu {
  constructor(
    private readonly page: Page,
    private readonly t: Localize,
  ) {}

  /** The avatar: "Konto: <customer>" once the profile is there, "Konto" before. */
  get button(): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${escape(this.t(m.buttonLoading))}(: |$)`) });
  }

  get menu(): Locator {
    return this.page.getByRole('menu', { name: this.t(m.menu) });
  }

  item(message: 'settings' | 'manageUsers' | 'contactPersons' | 'logOut'): Locator {
    return this.page.getByRole('menuitem', { name: this.t(m[message]) });
  }

  async open(): Promise<void> {
    // The menu's last opening has left, and this one has finished growing, before the pointer acts.
    await expectOverlaysSettled(this.page);
    await this.button.click();
    await expect(this.menu).toBeVisible();
    await expectOverlaysSettled(this.page);
    // Until the profile first arrives, a one-line placeholder stands above the items; the profile
    // then pushes them down. An item is clicked once the placeholder is gone, so a profile arriving
    // late (a busy machine) does not move the items from under the pointer.
    // The profile is fetched anew each time the menu opens: wait for it (aria-busy false), so that
    // nothing in the menu changes between pressing and releasing the pointer on an item.
    await expect(this.page.locator('.tolk-avatar-menu-profile')).toHaveAttribute('aria-busy', 'false');
    await expect(this.page.locator('.tolk-avatar-menu-profile .bp6-skeleton')).toHaveCount(0);
  }

  /** Logs out through the menu and waits for the login page. */
  async logOut(): Promise<void> {
    await this.open();
    await this.item('logOut').click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}

/** Logs out as a user does, through the avatar menu. */
export const logOut = (page: Page, t: Localize): Promise<void> => new AvatarMenu(page, t).logOut();
