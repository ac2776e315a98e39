import { Temporal as Polyfilled } from 'temporal-polyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nativeTemporalPlugin } from './native-temporal.js';

const resolve = (source: string, importer?: string) =>
  (nativeTemporalPlugin().resolveId as (source: string, importer?: string) => string | null)(source, importer);

describe('nativeTemporalPlugin', () => {
  it("gives every import of the polyfill the module that prefers the browser's Temporal, except that module's own", () => {
    const where = resolve('temporal-polyfill', '/x/packages/core/src/time/clock.ts');
    expect(where).toMatch(/temporal-where-native\.ts$/);
    expect(resolve('temporal-polyfill', where!)).toBeNull();
    expect(resolve('react', '/x/packages/core/src/time/clock.ts')).toBeNull();
  });
});

describe('temporal-where-native', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("is the browser's own Temporal where there is one", async () => {
    const native = { Now: {}, Instant: class {} };
    vi.stubGlobal('Temporal', native);
    vi.resetModules();
    expect((await import('./temporal-where-native.js')).Temporal).toBe(native);
  });

  it('is the polyfill where there is none', async () => {
    vi.stubGlobal('Temporal', undefined);
    vi.resetModules();
    expect((await import('./temporal-where-native.js')).Temporal).toBe(Polyfilled);
  });
});
