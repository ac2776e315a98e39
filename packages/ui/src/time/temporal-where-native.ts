import { Temporal as Polyfilled } from 'temporal-polyfill';

/**
 * `Temporal` as the portals' modules import it from `temporal-polyfill` in the build
 * (apps/client-portal/native-temporal.ts): the browser's own where it has one, else the polyfill.
 */
export const Temporal: typeof Polyfilled = (globalThis as { Temporal?: typeof Polyfilled }).Temporal ?? Polyfilled;
