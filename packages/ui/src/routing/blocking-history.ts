import { Action, createBrowserHistory, type History, type Location, type Path, type To } from '@remix-run/router';

/** Where a navigation starts and where it would go (pathname, search and hash as the browser has them). */
export interface NavigationAttempt {
  readonly currentLocation: Path;
  readonly nextLocation: Path;
}

/** Says whether a navigation is held; `onBlocked` gets the way to let it through after all. */
export interface NavigationBlock {
  readonly shouldBlock: (attempt: NavigationAttempt) => boolean;
  readonly onBlocked: (proceed: () => void) => void;
}

/** The browser's history as the router uses it, which a form with unsaved changes can hold. */
export interface BlockingHistory extends History {
  /** Holds the navigations `block.shouldBlock` answers true for, until `block`'s remover is called. */
  block(block: NavigationBlock): () => void;
}

/**
 * The browser history (React Router's own, `v5Compat` as `<BrowserRouter>` makes it) with a block,
 * so that the portals can use the light `<HistoryRouter>` instead of the data router, whose state
 * machine for loaders and fetchers was 12 KiB of every page's JS for its `useBlocker` alone (issue
 * 12, docs/decisions.md). A held push or replace is not made; a held back or forward (the browser
 * has already moved) is undone with `history.go(-delta)`, unseen by the router. `proceed` makes the
 * held navigation after all, past every block, as long as the user is still where it was held (a
 * navigation made since makes it stale).
 */
export function createBlockingHistory(options: { readonly window?: Window } = {}): BlockingHistory {
  const inner = createBrowserHistory({ window: options.window, v5Compat: true });
  const blocks = new Set<NavigationBlock>();
  let listener: Parameters<History['listen']>[0] | null = null;
  /** The location the router was last told of (still the current one while a back is undone). */
  let shown: Path = inner.location;
  /** Pops the router is not told of: the undoing of held backs and forwards. */
  let undoing = 0;
  /** Pops made past every block: held backs and forwards the user chose to make after all. */
  let passingPops = 0;
  let passing = false;
  /** Counts the navigations the router was told of: a held one can be made only where it was held. */
  let moves = 0;
  const whileHere = (proceed: () => void) => {
    const heldAt = moves;
    return () => {
      if (moves === heldAt) proceed();
    };
  };

  const blockOf = (nextLocation: Path): NavigationBlock | undefined => {
    if (passing) return undefined;
    const attempt = { currentLocation: shown, nextLocation };
    return [...blocks].find((block) => block.shouldBlock(attempt));
  };
  const pass = (navigate: () => void) => {
    passing = true;
    try {
      navigate();
    } finally {
      passing = false;
    }
  };

  inner.listen((update) => {
    if (update.action === Action.Pop && undoing > 0) {
      undoing -= 1;
      return;
    }
    const delta = update.delta;
    const isPassing = update.action === Action.Pop && passingPops > 0;
    if (isPassing) passingPops -= 1;
    // A pop from an entry this history did not make has no delta: it cannot be undone, so it goes.
    const held = update.action === Action.Pop && !isPassing && delta ? blockOf(update.location) : undefined;
    if (held && delta) {
      undoing += 1;
      inner.go(-delta);
      held.onBlocked(
        whileHere(() => {
          passingPops += 1;
          inner.go(delta);
        }),
      );
      return;
    }
    shown = update.location;
    moves += 1;
    listener?.(update);
  });

  const navigation =
    (navigate: (to: To, state?: unknown) => void) =>
    (to: To, state?: unknown): void => {
      const held = blockOf(inner.encodeLocation(to));
      if (held) held.onBlocked(whileHere(() => pass(() => navigate(to, state))));
      else navigate(to, state);
    };

  return {
    get action() {
      return inner.action;
    },
    get location(): Location {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: navigation((to, state) => inner.push(to, state)),
    replace: navigation((to, state) => inner.replace(to, state)),
    go: (delta) => inner.go(delta),
    listen(fn) {
      listener = fn;
      return () => {
        if (listener === fn) listener = null;
      };
    },
    block(block) {
      blocks.add(block);
      return () => void blocks.delete(block);
    },
  };
}
