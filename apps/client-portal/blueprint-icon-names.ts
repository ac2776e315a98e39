import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const ICON_NAMES_MODULE = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;
const EXPECTED_EXPORTS = ['export const IconNames = {', 'export const IconNamesSet = new Set(Object.values(IconNames));'];

/** What the build loads in place of Blueprint's list of every icon name. */
export const PORTAL_ICON_NAMES_MODULE = [
  "import { PORTAL_ICON_NAMES } from '@tolk/ui/icon-names';",
  // Read only by Blueprint's loadAll and its EntityTitle, neither of which the portals use.
  'export const IconNames = {};',
  'export const IconNamesSet = new Set(PORTAL_ICON_NAMES);',
].join('\n');

/**
 * Blueprint's icon loader checks each name against a list of all its ~650 icons, built when the
 * page starts from a 27 KB table by converting every name's case twice: 12.8 KiB gzip of the vendor
 * chunk on every route, and about 10 ms of main thread at start (issue 12). The portals draw only
 * the icons their loader lists (`@tolk/ui`'s PORTAL_ICON_NAMES), so the build gives Blueprint that
 * list instead. Fails the build if a Blueprint upgrade changes what the module exports, so that
 * nothing it adds is silently lost.
 */
export function portalIconNamesPlugin(): Plugin {
  return {
    name: 'tolk-portal-icon-names',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0]!;
      if (!ICON_NAMES_MODULE.test(path)) return null;
      const original = readFileSync(path, 'utf8');
      const exported = original.split('\n').filter((line) => line.startsWith('export '));
      if (exported.length !== EXPECTED_EXPORTS.length || !EXPECTED_EXPORTS.every((line) => original.includes(line))) {
        throw new Error(`${path}: Blueprint's icon names module changed; update blueprint-icon-names.ts`);
      }
      return PORTAL_ICON_NAMES_MODULE;
    },
  };
}
