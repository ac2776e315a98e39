import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, and axe's best practices (landmarks, one main, headings' order …). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core on the page as it is now (or on `include`, a dialog's selector) and fails the test
 * on any violation, listing each rule with the elements it found, so a failure says what to fix.
 * `context` names the state audited ("the avatar menu") in the failure. The failure is soft: the
 * test goes on to audit its other pages and fails at its end with every finding.
 */
export async function expectNoAxeViolations(page: Page, context = page.url(), include?: string): Promise<void> {
  // Options first: withTags adds to them. label-content-name-mismatch (WCAG 2.5.3) is axe's
  // "experimental" and off unless named; the calendar's day buttons once failed it.
  let builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n') +
      (v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : ''),
  );
  expect.soft(found, `axe violations on ${context}`).toEqual([]);
}

/** A page is ready to audit when its main heading shows and nothing in it is still loading. */
export async function expectPageReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"], .bp6-skeleton')).toHaveCount(0, { timeout: 15_000 });
}
