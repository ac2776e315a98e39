import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { BlockingHistory, NavigationAttempt } from './blocking-history.js';

const HistoryContext = createContext<BlockingHistory | null>(null);

/**
 * A portal's router: React Router over the page's blocking history (blocking-history.ts), with the
 * v7 behaviours the portals were written for. `basename` is where the portal lives (/interpreter).
 */
export function PortalRouter(props: {
  readonly history: BlockingHistory;
  readonly basename?: string;
  readonly children: ReactNode;
}) {
  return (
    <HistoryContext.Provider value={props.history}>
      <HistoryRouter
        history={props.history}
        basename={props.basename}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        {props.children}
      </HistoryRouter>
    </HistoryContext.Provider>
  );
}

/** A navigation held by `useNavigationBlocker`, and the two ways out of it. */
export interface NavigationBlocker {
  readonly state: 'blocked' | 'unblocked';
  /** Makes the held navigation after all. */
  readonly proceed: () => void;
  /** Drops the held navigation: the user stays. */
  readonly reset: () => void;
}

/**
 * While the component is mounted, holds the navigations `shouldBlock` answers true for (a link, a
 * `navigate`, the browser's back and forward) and reports the held one as `blocked` (what React
 * Router's `useBlocker` does under a data router). Closing or reloading the tab is not held here.
 */
export function useNavigationBlocker(shouldBlock: (attempt: NavigationAttempt) => boolean): NavigationBlocker {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('useNavigationBlocker is used outside a PortalRouter');
  const [held, setHeld] = useState<{ readonly proceed: () => void } | null>(null);
  // The latest answer counts, without making the block again at each render.
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(
    () =>
      history.block({
        shouldBlock: (attempt) => latest.current(attempt),
        onBlocked: (proceed) => setHeld({ proceed }),
      }),
    [history],
  );
  return {
    state: held ? 'blocked' : 'unblocked',
    proceed: () => {
      setHeld(null);
      held?.proceed();
    },
    reset: () => setHeld(null),
  };
}
