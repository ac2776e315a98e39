import type { ReactNode } from 'react';
import { lazyScreen, type LazyScreen } from './lazy-screen.js';
import type { RootStore } from './root-store.js';

/** The logged-in customer's stores, whose code is a chunk of its own. */
export interface RootStoreLoader {
  /** The RootStore, made and started at the first call; a failed fetch is tried again at the next. */
  load(): Promise<RootStore>;
  /** Starts `load` without waiting (after a page load while logged in, while the login is typed). */
  preload(): void;
  /** The RootStore once made, else null. */
  current(): RootStore | null;
  /** Renders its children once the RootStore is made; suspends until then (render inside a `<Suspense>`). */
  readonly WhenLoaded: LazyScreen<{ readonly children: ReactNode }>;
}

/** A loader for the RootStore `make` builds (from its chunk) and starts. */
export function rootStoreLoader(make: () => Promise<RootStore>): RootStoreLoader {
  let loading: Promise<RootStore> | undefined;
  let made: RootStore | null = null;
  const load = () =>
    (loading ??= make().then(
      (root) => (made = root),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // A lazy component like a screen's: a chunk missing after a deploy reloads the page once.
  const WhenLoaded = lazyScreen(
    () =>
      load().then(() => ({
        WhenLoaded: function WhenRootStoreLoaded({ children }: { readonly children: ReactNode }) {
          return <>{children}</>;
        },
      })),
    'WhenLoaded',
  );
  return { load, preload: () => void load().catch(() => undefined), current: () => made, WhenLoaded };
}
