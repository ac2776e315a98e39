import type { Locator, Page } from '@playwright/test';

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
