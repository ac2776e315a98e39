import { describe, expect, it } from 'vitest';
import { nativeTemporalPlugin } from './native-temporal.js';

const resolve = (source: string, importer?: string) =>
  (nativeTemporalPlugin().resolveId as (source: string, importer?: string) => string | null)(source, importer);

describe('nativeTemporalPlugin', () => {
  it("gives every import of the polyfill the browser's own Temporal where there is one, except the chooser's own", () => {
    const where = resolve('temporal-polyfill', '/x/packages/core/src/time/clock.ts');
    expect(where).toMatch(/packages\/ui\/src\/time\/temporal-where-native\.ts$/);
    expect(resolve('temporal-polyfill', where!)).toBeNull();
    expect(resolve('react', '/x/packages/core/src/time/clock.ts')).toBeNull();
  });
});
