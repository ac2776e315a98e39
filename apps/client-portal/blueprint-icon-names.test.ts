import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { IconNames } from '@blueprintjs/icons';
import { PORTAL_ICON_NAMES } from '@tolk/ui/icon-names';
import { describe, expect, it } from 'vitest';
import { PORTAL_ICON_NAMES_MODULE, portalIconNamesPlugin } from './blueprint-icon-names.js';
import { portalSourceFiles } from './portal-sources.js';

/**
 * Words the portals' code uses that happen to be names of Blueprint icons too, none of them as an
 * icon: a store's key, a route's name, an input's type.
 */
const NOT_ICONS = new Set([
  'dashboard',
  'form',
  'function',
  'header',
  'input',
  'list',
  'menu',
  'modal',
  'reset',
  'saved',
  'switch',
  'user',
]);

const load = (id: string) => {
  const hook = portalIconNamesPlugin().load as (id: string) => string | null;
  return hook(id);
};

describe('the portal icon names', () => {
  it("loads the portal's icon names in place of Blueprint's list of all of them, and nothing else", () => {
    const require = createRequire(import.meta.url);
    const blueprints = require.resolve('@blueprintjs/icons/lib/esm/iconNames.js');
    expect(load(blueprints)).toBe(PORTAL_ICON_NAMES_MODULE);
    expect(load(`${blueprints}?v=1`)).toBe(PORTAL_ICON_NAMES_MODULE);
    expect(load(require.resolve('@blueprintjs/icons/lib/esm/iconLoader.js'))).toBeNull();
  });

  it('holds every icon the portals name, in a prop or in a choice between icons, so that each is drawn', () => {
    const blueprints = new Set<string>(Object.values(IconNames));
    const sources = portalSourceFiles(/^(?!.*\.(messages|en)\.ts$).*\.tsx?$/);
    const quoted = sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"]([a-z0-9-]+)['"]/g)].map((m) => m[1]!));
    const named = new Set(quoted.filter((word) => blueprints.has(word) && !NOT_ICONS.has(word)));
    expect(named).toContain('refresh');
    expect(named).toContain('sort-desc');
    const listed = new Set<string>(PORTAL_ICON_NAMES);
    expect([...named].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });

  it('lists only names Blueprint knows, each once', () => {
    const known = new Set<string>(Object.values(IconNames));
    expect(PORTAL_ICON_NAMES.filter((name) => !known.has(name))).toEqual([]);
    expect(new Set(PORTAL_ICON_NAMES).size).toBe(PORTAL_ICON_NAMES.length);
  });
});
