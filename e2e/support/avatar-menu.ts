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

  /**
   * Clicks an item of the open menu. On a loaded machine the browser has, about once in sixty
   * logouts, dispatched the press on the item and then neither the release nor the click (an event
   * log of the page showed `pointerdown` alone, no `mousedown`, `pointerup` or `click`; the menu
   * stayed open, the address unchanged), and once a click that reached the page left the address
   * unchanged, as if it had landed beside the item. A click that did not reach the item itself is
   * made again, the menu opened again if it closed. One the item received is never repeated, so an
   * item whose handler does nothing still fails the test.
   */
  async choose(message: 'settings' | 'manageUsers' | 'contactPersons' | 'logOut'): Promise<void> {
    const text = this.t(m[message]);
    for (let attempt = 1; ; attempt++) {
      if (!(await this.menu.isVisible())) await this.open();
      await this.page.evaluate((itemText) => {
        const page = window as unknown as { tolkClickOnItem?: boolean };
        page.tolkClickOnItem = false;
        const onClick = (event: MouseEvent) => {
          const item = event.target instanceof Element ? event.target.closest('[role="menuitem"]') : null;
          if (item?.textContent?.includes(itemText)) page.tolkClickOnItem = true;
        };
        window.addEventListener('click', onClick, { capture: true, once: true });
      }, text);
      await this.item(message).click();
      // Undefined, or no page to ask: another document is loading, so the click arrived.
      const missed = await this.page
        .evaluate(() => (window as unknown as { tolkClickOnItem?: boolean }).tolkClickOnItem === false)
        .catch(() => false);
      if (!missed || attempt === 3) return;
    }
  }

  /** Logs out through the menu and waits for the login page. */
  async logOut(): Promise<void> {
    await this.open();
    await this.choose('logOut');
    await expect(this.page).toHaveURL(/\/login$/);
  }
}

/** Logs out as a user does, through the avatar menu. */
export const logOut = (page: Page, t: Localize): Promise<void> => new AvatarMenu(page, t).logOut();
