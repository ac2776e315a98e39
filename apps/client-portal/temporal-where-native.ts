import type { Temporal as PolyfilledTemporal } from 'temporal-polyfill';

/**
 * `Temporal` as the portals' code imports it from `temporal-polyfill` (native-temporal.ts): the
 * browser's own where it has one, else the polyfill, fetched before any module that uses it runs.
 */
export const Temporal: typeof PolyfilledTemporal =
  (globalThis as { Temporal?: typeof PolyfilledTemporal }).Temporal ?? (await import('temporal-polyfill')).Temporal;
