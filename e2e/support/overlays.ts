import { expect, type Page } from '@playwright/test';
import { budget } from './budget.js';

/**
 * Blueprint's transition classes of toasts, dialogs and popovers on their way in or out. One mounted
 * open (a dialog drawn only while open, a header menu's popover at its first opening) comes in with
 * `-appear` instead of `-enter`.
 */
const MOVING_OVERLAYS = ['toast', 'overlay', 'popover']
  .flatMap((name) => ['enter', 'appear', 'exit'].map((phase) => `.bp6-${name}-${phase}`))
  .join(', ');

/**
 * Waits until no toast, dialog or popover is still fading or scaling in or out. A menu reopened
 * while its last opening is still leaving, or an item pressed while the menu still grows, are
 * states a user's pointer does not meet (a transition lasts 300 ms; on a busy machine a test acts
 * within it); an audit of a half-faded overlay reads its colours wrong.
 */
export async function expectOverlaysSettled(page: Page): Promise<void> {
  await expect(page.locator(MOVING_OVERLAYS)).toHaveCount(0, { timeout: budget(10_000) });
}
