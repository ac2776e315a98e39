import { createContext, useContext } from 'react';
import type { RootStore } from './root-store.js';

const RootStoreContext = createContext<RootStore | null>(null);

export const RootStoreProvider = RootStoreContext.Provider;

export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('useRootStore outside RootStoreProvider');
  return store;
}
