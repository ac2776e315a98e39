import { Temporal as Polyfilled } from 'temporal-polyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('temporal-where-native', () => {
  // Node 20, where the tests run, has no Temporal of its own: none is left behind.
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(globalThis, 'Temporal');
    vi.resetModules();
  });

  it("is the browser's own Temporal where there is one", async () => {
    const native = { Now: {} };
    vi.stubGlobal('Temporal', native);
    expect((await import('./temporal-where-native.js')).Temporal).toBe(native);
  });

  it('is the polyfill where there is none', async () => {
    Reflect.deleteProperty(globalThis, 'Temporal');
    expect((await import('./temporal-where-native.js')).Temporal).toBe(Polyfilled);
  });
});
