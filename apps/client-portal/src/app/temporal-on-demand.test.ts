import { Temporal as Polyfilled } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('temporal-on-demand', () => {
  beforeEach(() => vi.resetModules());
  // Node 20, where the tests run, has no Temporal of its own: none is left behind.
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(globalThis, 'Temporal');
    vi.resetModules();
  });

  it("is the browser's own Temporal where there is one, from the start", async () => {
    const native = { Now: {} };
    vi.stubGlobal('Temporal', native);
    const onDemand = await import('./temporal-on-demand.js');
    expect(onDemand.Temporal).toBe(native);
    await onDemand.ensureTemporal();
    expect(onDemand.Temporal).toBe(native);
  });

  it('is the polyfill where there is none, once ensureTemporal has resolved', async () => {
    Reflect.deleteProperty(globalThis, 'Temporal');
    const onDemand = await import('./temporal-on-demand.js');
    expect(onDemand.Temporal).toBeUndefined();
    await Promise.all([onDemand.ensureTemporal(), onDemand.ensureTemporal()]);
    expect(onDemand.Temporal).toBe(Polyfilled);
  });
});
