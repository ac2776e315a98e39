import { createContext, useContext } from 'react';
import type { InterpreterRoot } from './root-store.js';

const RootContext = createContext<InterpreterRoot | null>(null);
export const RootStoreProvider = RootContext.Provider;

export function useInterpreterRoot(): InterpreterRoot {
  const root = useContext(RootContext);
  if (!root) throw new Error('useInterpreterRoot outside RootStoreProvider');
  return root;
}
