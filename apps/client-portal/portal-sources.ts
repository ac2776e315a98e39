import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The portals' own code: both apps and the UI they share. */
const PORTAL_SOURCE_DIRS = ['apps/client-portal/src', 'apps/interpreter-portal/src', 'packages/ui/src'];

/**
 * Every file of the portals' own code whose name `wanted` matches, tests left out, by full path: what
 * the build's checks of that code (trimmed styles, icon names, messages) read.
 */
export function portalSourceFiles(wanted: RegExp): string[] {
  const root = join(import.meta.dirname, '../..');
  return PORTAL_SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && wanted.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}
