import { observable, runInAction } from 'mobx';
import type { ReactNode } from 'react';
import { lazyScreen, type LazyScreen } from './lazy-screen.js';

/**
 * A part of the logged-in app whose code is a chunk of its own, made once at its first use: the
 * logged-in customer's stores (after login), the statistics screens' stores (at the first report),
 * the booking stores (at the first booking).
 */
export interface LazyPart<T> {
  /** The part, made at the first call; a failed fetch is tried again at the next. */
  load(): Promise<T>;
  /** Starts `load` without waiting (after a page load while logged in, while the login is typed). */
  preload(): void;
  /** The part once made, else null; observable, so a component shows what needs the part once it is made. */
  current(): T | null;
  /** The part, for code that runs only once it is made (inside `WhenLoaded`); else throws `misuse`. */
  made(misuse: string): T;
  /** Renders its children once the part is made; suspends until then (render inside a `<Suspense>`). */
  readonly WhenLoaded: LazyScreen<{ readonly children: ReactNode }>;
}

/** A part `make` builds (from its chunk), once. */
export function lazyPart<T>(make: () => Promise<T>): LazyPart<T> {
  let loading: Promise<T> | undefined;
  const made = observable.box<T | null>(null, { deep: false });
  const load = () =>
    (loading ??= make().then(
      (part) => {
        runInAction(() => made.set(part));
        return part;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // A lazy component like a screen's: a chunk missing after a deploy reloads the page once.
  const WhenLoaded = lazyScreen(
    () =>
      load().then(() => ({
        WhenLoaded: function WhenPartLoaded({ children }: { readonly children: ReactNode }) {
          return <>{children}</>;
        },
      })),
    'WhenLoaded',
  );
  const madeOrThrow = (misuse: string) => {
    const part = made.get();
    if (part === null) throw new Error(misuse);
    return part;
  };
  return { load, preload: () => void load().catch(() => undefined), current: () => made.get(), made: madeOrThrow, WhenLoaded };
}
