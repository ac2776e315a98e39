import { axeViolations, trimmedClassesShown, undrawnIcons } from './support/axe.js';
import { expect, test } from './support/fixtures.js';

/**
 * The audit every route runs (support/axe.ts) finds what it is there to find: a page with one fault
 * of each kind the portal once had, and a clean one, audited the way the routes are.
 */
const FAULTY = `<!doctype html><html lang="sv"><head><title>Prov</title></head><body>
  <div class="outside">Text utanför varje landmärke</div>
  <main>
    <h1>Prov</h1>
    <p style="color:#b0b0b0;background:#ffffff">Grå text på vitt</p>
    <button type="button"></button>
    <button type="button" aria-label="Nästa vecka">3 uppdrag</button>
    <p style="color:#000000"><a href="/x" style="color:#333333;text-decoration:none">en länk</a> i löpande text som bara färgen skiljer ut.</p>
  </main>
</body></html>`;

const CLEAN = `<!doctype html><html lang="sv"><head><title>Prov</title></head><body>
  <main><h1>Prov</h1><p>Svart text på vitt.</p><button type="button">Spara</button></main>
</body></html>`;

test('the axe audit finds contrast, names, landmarks and colour-only links, and passes a clean page', async ({ page }) => {
  await page.setContent(FAULTY);
  const rules = (await axeViolations(page)).map((text) => text.split(' ')[0]);
  expect(rules).toEqual(
    expect.arrayContaining(['color-contrast', 'button-name', 'label-content-name-mismatch', 'region', 'link-in-text-block']),
  );
  await page.setContent(CLEAN);
  expect(await axeViolations(page)).toEqual([]);
});

test('the audit finds a Blueprint component whose styles the build trimmed, and only that', async ({ page }) => {
  await page.setContent(`<main><h1>Prov</h1><button class="bp6-button bp6-intent-primary">Spara</button>
    <ul class="bp6-tree"><li class="bp6-tree-node"><span class="bp6-tree-node-caret"></span></li></ul></main>`);
  expect((await trimmedClassesShown(page)).sort()).toEqual(['bp6-tree', 'bp6-tree-node', 'bp6-tree-node-caret']);
  expect(await trimmedClassesShown(page, 'button')).toEqual([]);
  await page.setContent(CLEAN);
  expect(await trimmedClassesShown(page)).toEqual([]);
});

test('the audit finds an icon that is not drawn, and passes one that is', async ({ page }) => {
  await page.setContent(`<main><h1>Prov</h1>
    <span class="bp6-icon" data-icon="tick"><svg><path d="M0 0h16v16H0z"></path></svg></span>
    <span class="bp6-icon bp6-icon-film" data-icon="film"></span></main>`);
  expect(await undrawnIcons(page)).toEqual(['film']);
  await page.setContent(CLEAN);
  expect(await undrawnIcons(page)).toEqual([]);
});
