import { createContext, useContext } from 'react';
import type { PortalStore } from './portal-store.js';
import type { RootStore } from './root-store.js';

const PortalStoreContext = createContext<PortalStore | null>(null);
const RootStoreContext = createContext<RootStore | null>(null);

export const PortalStoreProvider = PortalStoreContext.Provider;
export const RootStoreProvider = RootStoreContext.Provider;

/** What every page has, logged in or not: the session, the language, the login (app/portal-store.ts). */
export function usePortalStore(): PortalStore {
  const store = useContext(PortalStoreContext);
  if (!store) throw new Error('usePortalStore outside PortalStoreProvider');
  return store;
}

/** The logged-in customer's stores: only inside `<SignedInStores>` (app/signed-in-stores.tsx). */
export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('useRootStore outside RootStoreProvider (a page behind login renders inside <SignedInStores>)');
  return store;
}
