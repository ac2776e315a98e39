interface Entry {
  readonly url: URL;
  readonly state: unknown;
}

/**
 * The part of a browser window a history uses, for tests: a list of entries, pushState and
 * replaceState, and `go`, which moves later and then fires popstate, as browsers do.
 */
export function fakeWindow(start: string) {
  const entries: Entry[] = [{ url: new URL(start, 'http://portal.test'), state: null }];
  let at = 0;
  const listeners = new Set<() => void>();
  const pending: Promise<void>[] = [];
  const entry = (state: unknown, url: string): Entry => ({ url: new URL(url, entries[at]!.url), state });
  const window = {
    get location() {
      const { url } = entries[at]!;
      return { pathname: url.pathname, search: url.search, hash: url.hash, origin: url.origin, href: url.href };
    },
    history: {
      get state() {
        return entries[at]!.state;
      },
      pushState(state: unknown, _unused: string, url: string) {
        const next = entry(state, url);
        entries.splice(at + 1, entries.length, next);
        at += 1;
      },
      replaceState(state: unknown, _unused: string, url?: string) {
        entries[at] = entry(state, url ?? entries[at]!.url.href);
      },
      go(delta: number) {
        pending.push(
          Promise.resolve().then(() => {
            // Past either end the browser stays, and fires nothing.
            if (delta === 0 || at + delta < 0 || at + delta >= entries.length) return;
            at += delta;
            listeners.forEach((listener) => listener());
          }),
        );
      },
    },
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
  };
  return {
    window: window as unknown as Window,
    path: () => window.location.pathname,
    /** Lets every `go` made so far (and the ones those made) happen. */
    settle: async () => {
      while (pending.length > 0) await pending.shift();
    },
  };
}
