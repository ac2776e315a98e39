import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves the focus with Tab (or Shift+Tab) until `target` has it, as a keyboard user does; fails
 * when it cannot be reached within `max` presses (a control out of the tab order is a defect).
 */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}): Promise<void> {
  await target.waitFor();
  for (let press = 0; press <= max; press++) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)))
      return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Tabs to a control and presses a key on it (Enter by default: a link's or a button's action). */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Whether the keyboard's focus is inside the overlay that holds `overlay` (a dialog, drawer or menu). */
export const focusIsIn = (overlay: Locator): Promise<boolean> =>
  overlay.evaluate((element) => (element.closest('.bp6-overlay, .bp6-portal') ?? element).contains(document.activeElement));

/**
 * Closes a dialog, drawer or menu with Escape as a keyboard user does. Blueprint moves the focus
 * into an overlay a frame after it shows, and its Escape listens there: pressing before that (a
 * busy machine) reaches the page below, so the key waits for the focus, and then for the overlay to go.
 */
export async function closeWithEscape(page: Page, overlay: Locator): Promise<void> {
  await expect.poll(() => focusIsIn(overlay)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
}
