import { lazyPart, type LazyPart } from './lazy-part.js';
import type { RootStore } from './root-store.js';

/** The logged-in customer's stores, whose code is a chunk of its own. */
export type RootStoreLoader = LazyPart<RootStore>;

/** A loader for the RootStore `make` builds (from its chunk) and starts. */
export const rootStoreLoader = (make: () => Promise<RootStore>): RootStoreLoader => lazyPart(make);
