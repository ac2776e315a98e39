import type { Plugin } from 'vite';
import { moduleInPlace } from './module-in-place.js';

/** The module the portals load in place of the polyfill: the browser's own Temporal where it has one. */
const TEMPORAL_WHERE_NATIVE = new URL('./temporal-where-native.ts', import.meta.url).pathname;

/**
 * The core and the UI import `Temporal` from `temporal-polyfill` (the design's one dependency of the
 * core). Browsers that have Temporal (Chromium from 144, Firefox from 139) need none of it: the
 * build gives every import the browser's own Temporal, and only a browser without one fetches the
 * polyfill, as a chunk of its own, before the portal starts (`temporal-where-native.ts`). The
 * polyfill is 20.1 KiB gzip of every route's vendor chunk, and the browser's Temporal does the
 * same work natively: Temporal's part of a dashboard load fell from about 31 ms to under 10 ms of
 * main thread (issue 12, a CPU profile of the load).
 */
export function nativeTemporalPlugin(): Plugin {
  return {
    name: 'tolk-native-temporal',
    enforce: 'pre',
    apply: 'build',
    resolveId: moduleInPlace('temporal-polyfill', TEMPORAL_WHERE_NATIVE),
  };
}
