import { useEffect, useRef } from 'react';
import type { LazyPart } from './lazy-part.js';
import { onChunkMissing } from './lazy-screen.js';
import { useRootStore } from './root-context.js';

/**
 * The part once made, else null; fetched while `asked` (a menu or an overlay the user asked for).
 * A chunk that cannot be had offline is toasted and `onUnavailable` runs, so that what was asked for
 * closes until it is asked for again (onChunkMissing). Read it in an `observer`: the part's arrival
 * draws the component again.
 */
export function usePartWhenAsked<T>(part: LazyPart<T>, asked: boolean, onUnavailable: () => void): T | null {
  const { notifier } = useRootStore();
  const loaded = part.current();
  // The latest callback, without fetching again (or toasting twice) at each render while it loads.
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;
  useEffect(() => {
    if (!asked || loaded !== null) return;
    part.load().catch((error: unknown) => onChunkMissing(error, notifier, () => unavailable.current()));
  }, [asked, loaded, part, notifier]);
  return loaded;
}
