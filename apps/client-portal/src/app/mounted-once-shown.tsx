import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` from the first time `shown` is true and keeps them mounted after, so that an
 * overlay whose code is a lazy chunk (the quick-order drawer) costs a page nothing until it is first
 * opened, and closes with its own transition like any other. Nothing shows while the chunk loads.
 */
export function MountedOnceShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(shown);
  // Set during render (React's pattern for state that follows a prop): no empty frame in between.
  if (shown && !mounted) setMounted(true);
  return shown || mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
