import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@tolk/ui';
import { lazyScreen, reloadOnce } from './lazy-screen.js';

const Page = () => null;

describe('lazyScreen', () => {
  it('fetches the chunk once however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ Page }));
    const screen = lazyScreen(load, 'Page');
    expect(load).not.toHaveBeenCalled();
    screen.preload();
    screen.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so that the next attempt fetches again', async () => {
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Page });
    const screen = lazyScreen(load, 'Page');
    screen.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    screen.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});

describe('reloadOnce', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads the page again after a failed chunk, but not twice within a minute', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
    const reload = vi.fn();
    const storage = new MemoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('window', { location: { reload } });
    vi.stubGlobal('navigator', { onLine: true });
    const failure = new TypeError('Failed to fetch dynamically imported module');

    void reloadOnce(failure);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(30_000);
    await expect(reloadOnce(failure)).rejects.toBe(failure);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(31_000);
    void reloadOnce(failure);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while offline', async () => {
    const reload = vi.fn();
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    vi.stubGlobal('window', { location: { reload } });
    vi.stubGlobal('navigator', { onLine: false });
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(reloadOnce(failure)).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
  });
});
