import { Icons, type IconName } from '@blueprintjs/icons';

type PathsModule = Promise<{ default: string[] }>;

/**
 * Icons are loaded by name, each its own small chunk, so the icon set (most of node_modules) stays
 * out of the bundle. An icon the app starts to use is added here; an unlisted one renders empty.
 */
const ICONS_16: Partial<Record<IconName, () => PathsModule>> = {
  'log-out': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js'),
  translate: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/translate.js'),
  home: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/home.js'),
  'log-in': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/log-in.js'),
  error: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/error.js'),
  'warning-sign': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js'),
  tick: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js'),
  cross: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js'),
  'eye-open': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js'),
  'eye-off': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js'),
  'arrow-left': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js'),
};

export function configureIconLoading(): void {
  Icons.setLoaderOptions({
    loader: async (name) => {
      const load = ICONS_16[name];
      return load ? (await load()).default : [];
    },
  });
}
