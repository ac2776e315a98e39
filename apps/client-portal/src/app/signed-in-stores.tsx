import type { ReactNode } from 'react';
import { usePortalStore } from './root-context.js';

/**
 * Renders its children, which read the logged-in customer's stores (`useRootStore`), once those
 * are made, fetching their chunk the first time; suspends meanwhile, so it sits inside a `<Suspense>`.
 */
export function SignedInStores({ children }: { readonly children: ReactNode }) {
  const { signedIn } = usePortalStore();
  return <signedIn.WhenLoaded>{children}</signedIn.WhenLoaded>;
}
