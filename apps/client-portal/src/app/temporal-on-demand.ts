import type { Temporal as Polyfill } from 'temporal-polyfill';

type TemporalNamespace = typeof Polyfill;

/**
 * `Temporal` as the client portal's modules, its own and the packages', import it from
 * `temporal-polyfill` in the build (apps/client-portal/native-temporal.ts, `polyfill: 'on-demand'`):
 * the browser's own where it has one. Where it has none, it is undefined until `ensureTemporal()`
 * has fetched the polyfill, which the portal awaits before it evaluates any module that tells time:
 * every lazy screen and the logged-in stores' chunk (docs/decisions.md). A browser with Temporal
 * never fetches the polyfill.
 */
// A live binding: the importers read it when they tell time, after `ensureTemporal()`.
export let Temporal = (globalThis as { Temporal?: TemporalNamespace }).Temporal as TemporalNamespace;

let fetching: Promise<void> | undefined;

/** Resolves once `Temporal` is there: at once where the browser has it, else once the polyfill is fetched. */
export function ensureTemporal(): Promise<void> {
  if (Temporal !== undefined) return Promise.resolve();
  fetching ??= import('temporal-polyfill').then(
    (polyfill) => {
      Temporal = polyfill.Temporal;
    },
    (error: unknown) => {
      // A failed fetch (offline, a deploy) is tried again at the next call.
      fetching = undefined;
      throw error;
    },
  );
  return fetching;
}
