import type { Plugin } from 'vite';
import { moduleInPlace } from './module-in-place.js';

const at = (path: string) => new URL(path, import.meta.url).pathname;

/**
 * Where the polyfill comes from in a browser without Temporal of its own:
 * - `bundled`: with the modules that use it (`@tolk/ui`'s `temporal-where-native.ts`), for a portal
 *   whose first chunks tell time (the interpreter portal);
 * - `on-demand`: fetched by `ensureTemporal()` before the first module that tells time is evaluated
 *   (the client portal's `src/app/temporal-on-demand.ts`), for a portal whose first page tells none
 *   (the client portal's /login).
 */
export type PolyfillDelivery = 'bundled' | 'on-demand';

const REPLACEMENT: Record<PolyfillDelivery, string> = {
  bundled: at('../../packages/ui/src/time/temporal-where-native.ts'),
  'on-demand': at('./src/app/temporal-on-demand.ts'),
};

/**
 * The core and the UI import `Temporal` from `temporal-polyfill` (the design's one dependency of the
 * core). Browsers that have Temporal (Chromium from 144, Firefox from 139) do that work natively:
 * the build gives every import the browser's own Temporal where there is one, and the polyfill only
 * where not. Temporal's part of a dashboard load fell from about 31 ms to under 10 ms of main thread
 * (issue 12, a CPU profile of the load). With `on-demand`, such a browser does not fetch the polyfill
 * at all (20 KiB gzip); see docs/decisions.md for why the interpreter portal keeps it `bundled`.
 */
export function nativeTemporalPlugin({ polyfill }: { readonly polyfill: PolyfillDelivery }): Plugin {
  return {
    name: 'tolk-native-temporal',
    enforce: 'pre',
    apply: 'build',
    resolveId: moduleInPlace('temporal-polyfill', REPLACEMENT[polyfill]),
  };
}
