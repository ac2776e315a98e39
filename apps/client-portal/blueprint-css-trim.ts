import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * Blueprint ships its styles as one stylesheet for every component, each in a light and a dark
 * theme, and the portals' render-blocking stylesheet is that file (issue 12). The portals never
 * switch to the dark theme and never render the components below, so the build drops their rules:
 * 45.3 → 31.6 KiB gzip on every route. A component is listed here only if no code of ours imports it
 * (`blueprint-css-trim.test.ts` checks that) and none of the Blueprint components we use renders it;
 * the axe audit checks every page and dialog it opens for an element carrying a trimmed class.
 */
export const TRIMMED_COMPONENTS: Readonly<Record<string, readonly string[]>> = {
  Breadcrumbs: ['breadcrumbs', 'breadcrumb', 'breadcrumbs-collapsed'],
  CardList: ['card-list'],
  ContextMenu: ['context-menu', 'context-menu-popover', 'context-menu-virtual-target'],
  EditableText: ['editable-text'],
  EntityTitle: ['entity-title'],
  MultistepDialog: ['multistep-dialog', 'dialog-step'],
  NumericInput: ['numeric-input'],
  OverflowList: ['overflow-list'],
  PanelStack: ['panel-stack', 'panel-stack2'],
  SegmentedControl: ['segmented-control'],
  Section: ['section', 'section-card'],
  Slider: ['slider', 'multi-slider', 'range-slider'],
  Tree: ['tree', 'tree-node'],
  // @blueprintjs/select's MultiSelect is their only user; the portals use no select of that package.
  TagInput: ['tag-input', 'compound-tag'],
};

const NAMESPACE = 'bp6';
/** The dark theme: Blueprint's class, and the attribute its design tokens also answer to. */
const DARK_THEME = new RegExp(`\\.${NAMESPACE}-dark(?![\\w-])|\\[data-theme=["']?dark["']?\\]`);
/** A class of a trimmed component: `bp6-tree`, and its parts and states, `bp6-tree-node-caret`. */
const TRIMMED_STEMS = Object.values(TRIMMED_COMPONENTS).flat();
const TRIMMED_CLASS = new RegExp(`^${NAMESPACE}-(?:${TRIMMED_STEMS.join('|')})(?:-[\\w-]+)?$`);
const TRIMMED_SELECTOR = new RegExp(`\\.${NAMESPACE}-(?:${TRIMMED_STEMS.join('|')})(?:-[\\w-]+)?(?![\\w-])`);

/** Whether an element carrying this class would be shown without Blueprint's styles for it. */
export function isTrimmedClass(className: string): boolean {
  return TRIMMED_CLASS.test(className) || className === `${NAMESPACE}-dark`;
}

const dropped = (selector: string) => DARK_THEME.test(selector) || TRIMMED_SELECTOR.test(selector);

/**
 * The stylesheet without the dark theme's and the trimmed components' rules. A rule with several
 * selectors keeps the ones that still apply; keyframes and font faces are left as they are.
 */
export function trimBlueprintCss(css: string): { readonly css: string; readonly droppedRules: number } {
  const root = postcss.parse(css);
  let droppedRules = 0;
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => !dropped(selector));
    if (kept.length === rule.selectors.length) return;
    if (kept.length === 0) {
      rule.remove();
      droppedRules += 1;
    } else {
      rule.selectors = kept;
    }
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return { css: root.toString(), droppedRules };
}

const BLUEPRINT_CSS = /[\\/]@blueprintjs[\\/](core|datetime2)[\\/]lib[\\/]css[\\/][\w.-]+\.css$/;

/**
 * Trims Blueprint's stylesheets as the build reads them. Fails the build when a stylesheet has none
 * of the rules it expects to drop (a Blueprint upgrade that renamed its namespace), so that the
 * saving is never lost silently.
 */
export function blueprintCssTrimPlugin(): Plugin {
  return {
    name: 'tolk-blueprint-css-trim',
    enforce: 'pre',
    transform(code, id) {
      if (!BLUEPRINT_CSS.test(id.split('?')[0]!)) return null;
      const trimmed = trimBlueprintCss(code);
      if (trimmed.droppedRules === 0) {
        throw new Error(`${id}: no ${NAMESPACE}- rules to drop found; update blueprint-css-trim.ts`);
      }
      return { code: trimmed.css, map: null };
    },
  };
}
