import type { ProblemNotifier } from '@tolk/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ensureTemporal } from './temporal-on-demand.js';

/** A screen whose code is its own chunk: fetched when it first renders, or earlier by `preload()`. */
export type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the chunk without rendering; a failure is forgotten, so the render tries again. */
  readonly preload: () => void;
};

/** What a screen does when its chunk cannot be fetched while it is being shown. */
export type LoadFailure = (error: unknown) => Promise<never>;

/**
 * `lazyScreen(() => import('../features/x/x-page.js'), 'XPage')`: the module's named component,
 * loaded on demand (React.lazy; render it inside a `<Suspense>`). When the chunk cannot be fetched
 * for a render — after a deploy the old chunk names are gone — the page is loaded again once.
 * A screen may tell time: its module is evaluated once `Temporal` is there (`ensureTemporal`).
 */
export function lazyScreen<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  onLoadFailure: LoadFailure = reloadOnce,
): LazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchScreen = () => {
    loading ??= ensureTemporal()
      .then(load)
      .then(
        (module) => ({ default: module[name] }),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
    return loading;
  };
  const Screen = lazy(() => fetchScreen().catch(onLoadFailure));
  return Object.assign(Screen, {
    preload: () => {
      fetchScreen().catch(() => undefined);
    },
  });
}

const RELOADED_AT = 'tolk.chunkReloadAt';
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * Vite's advice for chunks gone after a deploy: load the page again, which fetches the new
 * index. Once a minute at most, and not while offline (a reload would lose the page): the error
 * then goes to the router's error page.
 */
export function reloadOnce(error: unknown): Promise<never> {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (!navigator.onLine || Date.now() - last < RELOAD_AGAIN_AFTER_MS) return Promise.reject(error);
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  // The page goes away; the screen keeps its fallback meanwhile.
  return new Promise<never>(() => undefined);
}

/**
 * What a part fetched on demand (a menu, the overlays, the booking stores) does when its chunk
 * cannot be had: after a deploy the page is loaded again (reloadOnce); offline the lost connection is
 * toasted as for any failed call, and `then` runs (what was asked for closes, to be asked again).
 */
export function onChunkMissing(error: unknown, notifier: ProblemNotifier, then?: () => void): void {
  reloadOnce(error).catch(() => {
    notifier.notify({ kind: 'transport', failure: 'request-failed' });
    then?.();
  });
}
