import { createContext, useContext } from 'react';
import type { PortalStore } from './portal-store.js';
import type { RootStore } from './root-store.js';

// The one store in React context (DESIGN.md): the PortalStore, with the RootStore behind login.
const PortalStoreContext = createContext<PortalStore | null>(null);

export const PortalStoreProvider = PortalStoreContext.Provider;

/** What every page has, logged in or not: the session, the language, the login (app/portal-store.ts). */
export function usePortalStore(): PortalStore {
  const store = useContext(PortalStoreContext);
  if (!store) throw new Error('usePortalStore outside PortalStoreProvider');
  return store;
}

/** The logged-in customer's stores: only inside `<SignedInStores>` (app/signed-in-stores.tsx), which waits for them. */
export function useRootStore(): RootStore {
  return usePortalStore().signedIn.made('useRootStore outside <SignedInStores> (a page behind login renders inside it)');
}
