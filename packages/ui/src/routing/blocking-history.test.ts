import { describe, expect, it } from 'vitest';
import { fakeWindow } from '../testing/fake-window.js';
import { createBlockingHistory, type NavigationAttempt } from './blocking-history.js';

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

  it('makes a held navigation only where it was held: one made since leaves it stale', () => {
    const { browser, history, held, hold } = setUp();
    hold(leaving);
    history.push('/my-assignment');
    // Allowed meanwhile: the same page, another step.
    history.push('/create-single-assignment?step=2');
    held[0]!();
    expect(browser.path()).toBe('/create-single-assignment');
    expect(browser.window.location.search).toBe('?step=2');
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
