import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { isTrimmedClass } from '../../apps/client-portal/blueprint-css-trim.js';
import { expectOverlaysSettled } from './overlays.js';
import { budget } from './budget.js';

/** WCAG 2.1 A and AA, and axe's best practices (landmarks, one main, headings' order …). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core's findings on the page as it is now (or on `include`, a dialog's selector), one text per
 * violated rule with the elements it found, so a failure says what to fix.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Options first: withTags adds to them. label-content-name-mismatch (WCAG 2.5.3) is axe's
  // "experimental" and off unless named; the calendar's day buttons once failed it.
  // Legacy mode runs axe.run in the page itself: the default opens a second, blank page for every
  // audit to merge the results of the page's frames in (the portal has none), which was two thirds
  // of each audit's time (/report-quality: 6.3 s against 2.1 s). resultTypes: axe builds a unique
  // selector for every node of every result once its rules have run; asked for violations only, it
  // does that for them alone. Every rule still runs on every node; e2e/axe-audit.spec.ts checks that
  // this audit still finds what it must.
  // A toast, dialog or popover still fading in or out is drawn at part opacity, which axe reads as
  // low contrast (a toast's exit was once audited at 1.1:1): audit the page once they have settled.
  await expectOverlaysSettled(page);
  let builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n') +
      (v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : ''),
  );
}

/**
 * Runs axe-core (axeViolations) and fails the test on any violation, or on a Blueprint component
 * shown without its styles. `context` names the state
 * audited ("the avatar menu") in the failure. The failure is soft: the test goes on to audit its
 * other pages and fails at its end with every finding.
 */
export async function expectNoAxeViolations(page: Page, context = page.url(), include?: string): Promise<void> {
  expect.soft(await axeViolations(page, include), `axe violations on ${context}`).toEqual([]);
  expect.soft(await trimmedClassesShown(page, include), `unstyled Blueprint classes on ${context}`).toEqual([]);
  expect.soft(await undrawnIcons(page, include), `icons not drawn on ${context}`).toEqual([]);
}

/**
 * The names of Blueprint icons on the page that show no drawing: an icon missing from the portal's
 * list (`@tolk/ui`'s PORTAL_ICON_NAMES) is not drawn. An icon's drawing arrives a moment after the
 * icon itself, so the page gets a few seconds before a missing one counts.
 */
export async function undrawnIcons(page: Page, include?: string): Promise<string[]> {
  const read = () =>
    page.evaluate((scope) => {
      const roots = scope ? [...document.querySelectorAll(scope)] : [document.documentElement];
      const icons = roots.flatMap((root) => [...root.querySelectorAll('[data-icon]')]);
      return [
        ...new Set(icons.filter((icon) => !icon.querySelector('svg path')).map((icon) => icon.getAttribute('data-icon') ?? '')),
      ];
    }, include);
  const deadline = Date.now() + budget(3_000);
  let undrawn = await read();
  while (undrawn.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    undrawn = await read();
  }
  return undrawn;
}

/**
 * The build drops Blueprint's styles of the dark theme and of the components the portals never show
 * (apps/client-portal/blueprint-css-trim.ts): every audited page and dialog checks that it shows none.
 */
export async function trimmedClassesShown(page: Page, include?: string): Promise<string[]> {
  const classes = await page.evaluate((scope) => {
    const roots = scope ? [...document.querySelectorAll(scope)] : [document.documentElement];
    const elements = roots.flatMap((root) => [root, ...root.querySelectorAll('[class]')]);
    return [...new Set(elements.flatMap((element) => [...element.classList]))];
  }, include);
  return classes.filter(isTrimmedClass);
}

/**
 * A page is ready to audit when its main heading shows and nothing in it is still loading. Give
 * `heading`, the h1's text, after a navigation inside the app: the previous page stays on screen
 * while the next one's code loads, and any h1 may still be the previous page's.
 */
export async function expectPageReady(page: Page, heading?: string): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1, ...(heading === undefined ? {} : { name: heading, exact: true }) });
  await expect(h1.first()).toBeVisible({ timeout: budget(15_000) });
  await expect(page.locator('[aria-busy="true"], .bp6-skeleton')).toHaveCount(0, { timeout: budget(15_000) });
}
