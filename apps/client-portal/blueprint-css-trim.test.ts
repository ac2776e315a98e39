import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { isTrimmedClass, TRIMMED_COMPONENTS, trimBlueprintCss } from './blueprint-css-trim.js';
import { portalSourceFiles } from './portal-sources.js';

const selectorsOf = (css: string) => {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (!/keyframes$/.test((rule.parent as postcss.AtRule | undefined)?.name ?? '')) selectors.push(...rule.selectors);
  });
  return selectors;
};

describe('trimBlueprintCss', () => {
  it('drops the dark theme and the trimmed components, and keeps the rest of a rule', () => {
    const { css } = trimBlueprintCss(`
      .bp6-button { color: red; }
      .bp6-dark .bp6-button, .bp6-button.bp6-dark { color: white; }
      .bp6-tree-node-caret, .bp6-button-group.bp6-vertical { display: block; }
      .bp6-slider-handle { width: 16px; }
      @media (forced-colors: active) { .bp6-dark .bp6-tag { outline: 1px solid; } }
      @keyframes bp6-spinner-animation { from { transform: rotate(0); } to { transform: rotate(360deg); } }
    `);
    expect(selectorsOf(css)).toEqual(['.bp6-button', '.bp6-button-group.bp6-vertical']);
    expect(css).toContain('@keyframes bp6-spinner-animation');
    expect(css).not.toContain('forced-colors');
  });

  it('keeps every selector that names neither the dark theme nor a trimmed component, declarations untouched', () => {
    const kept = fc.constantFrom('button', 'dialog', 'toast', 'tag', 'popover', 'html-select', 'button-group', 'vertical');
    const gone = fc.constantFrom('dark', 'tree', 'tree-node', 'slider-handle', 'panel-stack2', 'tag-input', 'compound-tag');
    const selector = fc
      .array(fc.oneof(kept, gone), { minLength: 1, maxLength: 3 })
      .map((classes) => classes.map((c) => `.bp6-${c}`).join(' '));
    fc.assert(
      fc.property(fc.array(fc.array(selector, { minLength: 1, maxLength: 3 }), { maxLength: 8 }), (rules) => {
        const css = rules.map((selectors, i) => `${selectors.join(', ')} { z-index: ${i}; }`).join('\n');
        const expected = rules.flatMap((selectors) =>
          selectors.filter((s) => !/bp6-(dark|tree|slider|panel-stack|tag-input|compound-tag)/.test(s)),
        );
        expect(selectorsOf(trimBlueprintCss(css).css)).toEqual(expected);
      }),
    );
  });

  it("keeps the styles of the components the portals use in Blueprint's own stylesheet", () => {
    const require = createRequire(import.meta.url);
    const original = readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
    const trimmed = trimBlueprintCss(original);
    const selectors = selectorsOf(trimmed.css);
    expect(trimmed.droppedRules).toBeGreaterThan(500);
    expect(selectors.filter((s) => s.includes('bp6-dark'))).toEqual([]);
    for (const used of ['button', 'dialog', 'drawer', 'toast', 'html-select', 'tag', 'popover', 'tooltip', 'menu-item', 'tab']) {
      expect(
        selectors.some((s) => s.includes(`.bp6-${used}`)),
        used,
      ).toBe(true);
    }
    expect(selectors).toContain('.bp6-button-group.bp6-vertical');
  });
});

describe('isTrimmedClass', () => {
  it('names the trimmed components’ classes and the dark theme, nothing else', () => {
    expect(['bp6-tree', 'bp6-tree-node-caret', 'bp6-slider-handle', 'bp6-dark'].every(isTrimmedClass)).toBe(true);
    expect(['bp6-button', 'bp6-vertical', 'bp6-tag', 'bp6-treeview', 'bp6-darker'].some(isTrimmedClass)).toBe(false);
  });
});

describe('the trimmed components', () => {
  it('are imported nowhere in the portals or the packages they share', () => {
    const sources = portalSourceFiles(/\.(tsx?|css)$/);
    const imported = new Set<string>();
    const usedClasses: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@blueprintjs\/[\w-]+'/g)) {
        for (const name of names!.split(',')) imported.add(name.replace(/\btype\b/, '').trim());
      }
      usedClasses.push(...(text.match(/bp6-[\w-]+/g) ?? []));
    }
    expect(sources.length).toBeGreaterThan(100);
    expect(imported).toContain('Button');
    expect(Object.keys(TRIMMED_COMPONENTS).filter((component) => imported.has(component))).toEqual([]);
    expect(usedClasses.filter(isTrimmedClass)).toEqual([]);
  });
});
