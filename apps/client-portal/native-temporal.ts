import type { Plugin } from 'vite';
import { moduleInPlace } from './module-in-place.js';

/** The module the portals load in place of the polyfill: the browser's own Temporal where it has one. */
const TEMPORAL_WHERE_NATIVE = new URL('../../packages/ui/src/time/temporal-where-native.ts', import.meta.url).pathname;

/**
 * The core and the UI import `Temporal` from `temporal-polyfill` (the design's one dependency of the
 * core). Browsers that have Temporal (Chromium from 144, Firefox from 139) do that work natively:
 * the build gives every import the browser's own Temporal where there is one, and the polyfill only
 * where not (`@tolk/ui`'s `temporal-where-native.ts`). Temporal's part of a dashboard load fell from
 * about 31 ms to under 10 ms of main thread (issue 12, a CPU profile of the load). The polyfill stays
 * in the vendor chunk: fetching it only where needed takes a top-level await or an entry that loads
 * the portal later, and both split the portal into many more files (docs/decisions.md).
 */
export function nativeTemporalPlugin(): Plugin {
  return {
    name: 'tolk-native-temporal',
    enforce: 'pre',
    apply: 'build',
    resolveId: moduleInPlace('temporal-polyfill', TEMPORAL_WHERE_NATIVE),
  };
}
