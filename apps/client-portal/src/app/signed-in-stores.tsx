import type { ReactNode } from 'react';
import { usePortalStore } from './root-context.js';

/**
 * Gives its children the logged-in customer's stores (`useRootStore`), fetching their chunk the
 * first time; suspends meanwhile, so it sits inside a `<Suspense>`.
 */
export function SignedInStores({ children }: { readonly children: ReactNode }) {
  const { signedIn } = usePortalStore();
  return <signedIn.Provider>{children}</signedIn.Provider>;
}
