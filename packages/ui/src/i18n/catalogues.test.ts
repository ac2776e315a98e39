import { describe, expect, it } from 'vitest';
import { Catalogues } from './catalogues.js';

describe('Catalogues', () => {
  it('has Swedish without a fetch: every message’s default is its Swedish text', async () => {
    const catalogues = new Catalogues({});
    expect(catalogues.has('sv')).toBe(true);
    expect(await catalogues.load('sv')).toEqual({});
  });

  it('fetches another locale once, however often and however soon it is asked for', async () => {
    let fetches = 0;
    const catalogues = new Catalogues({ en: () => (fetches++, Promise.resolve({ a: 'A' })) });
    expect([catalogues.has('en'), catalogues.of('en')]).toEqual([false, {}]);
    const [first, second] = await Promise.all([catalogues.load('en'), catalogues.load('en')]);
    await catalogues.load('en');
    expect([first, second, fetches]).toEqual([{ a: 'A' }, { a: 'A' }, 1]);
    expect([catalogues.has('en'), catalogues.of('en')]).toEqual([true, { a: 'A' }]);
  });

  it('tries a failed fetch again when the locale is next asked for', async () => {
    let fetches = 0;
    const catalogues = new Catalogues({
      en: () => (++fetches === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ a: 'A' })),
    });
    await expect(catalogues.load('en')).rejects.toThrow('offline');
    expect(catalogues.has('en')).toBe(false);
    expect(await catalogues.load('en')).toEqual({ a: 'A' });
    expect(fetches).toBe(2);
  });
});
