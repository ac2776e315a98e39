import { describe, expect, it } from 'vitest';
import { createBlockingHistory, type NavigationAttempt } from './blocking-history.js';

interface Entry {
  readonly url: URL;
  readonly state: unknown;
}

/**
 * The part of a browser window a history uses: a list of entries, pushState and replaceState, and
 * `go`, which moves later and then fires popstate, as browsers do.
 */
function fakeWindow(start: string) {
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
            at = Math.min(Math.max(at + delta, 0), entries.length - 1);
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

function setUp(start = '/create-single-assignment') {
  const browser = fakeWindow(start);
  const history = createBlockingHistory({ window: browser.window });
  const told: string[] = [];
  history.listen(({ action, location }) => told.push(`${action} ${location.pathname}`));
  const held: (() => void)[] = [];
  const attempts: NavigationAttempt[] = [];
  const hold = (shouldBlock: (attempt: NavigationAttempt) => boolean) =>
    history.block({
      shouldBlock: (attempt) => {
        attempts.push(attempt);
        return shouldBlock(attempt);
      },
      onBlocked: (proceed) => held.push(proceed),
    });
  return { browser, history, told, held, attempts, hold };
}

const leaving = ({ currentLocation, nextLocation }: NavigationAttempt) => currentLocation.pathname !== nextLocation.pathname;

describe('the blocking history', () => {
  it('makes every navigation while nothing blocks', async () => {
    const { browser, history, told } = setUp('/');
    history.push('/my-assignment');
    history.replace('/my-assignment?status=2');
    history.go(-1);
    await browser.settle();
    expect(browser.path()).toBe('/');
    expect(told).toEqual(['PUSH /my-assignment', 'REPLACE /my-assignment', 'POP /']);
  });

  it('holds a link to another page, asking with where the user is and where they would go', () => {
    const { browser, history, told, held, attempts, hold } = setUp();
    hold(leaving);
    history.push({ pathname: '/my-assignment', search: '?from=menu' });
    expect(browser.path()).toBe('/create-single-assignment');
    expect(told).toEqual([]);
    expect(held).toHaveLength(1);
    expect(attempts).toEqual([
      {
        currentLocation: expect.objectContaining({ pathname: '/create-single-assignment' }),
        nextLocation: { pathname: '/my-assignment', search: '?from=menu', hash: '' },
      },
    ]);
  });

  it('makes the held navigation when the user chooses to leave, past the block still there', () => {
    const { browser, history, told, held, hold } = setUp();
    hold(leaving);
    history.push('/my-assignment', { from: 'menu' });
    held[0]!();
    expect(browser.path()).toBe('/my-assignment');
    expect(told).toEqual(['PUSH /my-assignment']);
    expect(history.location.state).toEqual({ from: 'menu' });
    // The block still holds the next one.
    history.replace('/');
    expect(held).toHaveLength(2);
    expect(browser.path()).toBe('/my-assignment');
  });

  it('lets through what the block answers false for (the same page, another step)', () => {
    const { browser, history, told, held, hold } = setUp();
    hold(leaving);
    history.push('/create-single-assignment?step=2');
    expect(held).toEqual([]);
    expect(browser.path()).toBe('/create-single-assignment');
    expect(told).toEqual(['PUSH /create-single-assignment']);
  });

  it('undoes a held back unseen by the router, and makes it when the user leaves', async () => {
    const { browser, history, told, held, hold } = setUp('/');
    history.push('/create-single-assignment');
    const remove = hold(leaving);
    history.go(-1);
    await browser.settle();
    expect(browser.path()).toBe('/create-single-assignment');
    expect(told).toEqual(['PUSH /create-single-assignment']);
    expect(held).toHaveLength(1);

    held[0]!();
    await browser.settle();
    expect(browser.path()).toBe('/');
    expect(told).toEqual(['PUSH /create-single-assignment', 'POP /']);
    remove();
  });

  it('holds nothing once the block is removed', async () => {
    const { browser, history, held, hold } = setUp('/');
    history.push('/create-single-assignment');
    hold(leaving)();
    history.go(-1);
    await browser.settle();
    history.push('/my-assignment');
    expect(held).toEqual([]);
    expect(browser.path()).toBe('/my-assignment');
  });
});
