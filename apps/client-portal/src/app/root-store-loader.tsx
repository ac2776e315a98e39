import type { ReactNode } from 'react';
import { lazyScreen, type LazyScreen } from './lazy-screen.js';
import { RootStoreProvider } from './root-context.js';
import type { RootStore } from './root-store.js';

/** The logged-in customer's stores, whose code is a chunk of its own. */
export interface RootStoreLoader {
  /** The RootStore, made and started at the first call; a failed fetch is tried again at the next. */
  load(): Promise<RootStore>;
  /** Starts `load` without waiting (after a page load while logged in, while the login is typed). */
  preload(): void;
  /** Provides the RootStore to its children; suspends while it loads (render inside a `<Suspense>`). */
  readonly Provider: LazyScreen<{ readonly children: ReactNode }>;
}

/** A loader for the RootStore `make` builds (from its chunk) and starts. */
export function rootStoreLoader(make: () => Promise<RootStore>): RootStoreLoader {
  let loading: Promise<RootStore> | undefined;
  const load = () =>
    (loading ??= make().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  // A lazy component like a screen's: a chunk missing after a deploy reloads the page once.
  const Provider = lazyScreen(
    () =>
      load().then((root) => ({
        Provider: function SignedInStoresProvider({ children }: { readonly children: ReactNode }) {
          return <RootStoreProvider value={root}>{children}</RootStoreProvider>;
        },
      })),
    'Provider',
  );
  return { load, preload: () => void load().catch(() => undefined), Provider };
}
