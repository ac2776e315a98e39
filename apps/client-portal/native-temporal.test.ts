import { describe, expect, it } from 'vitest';
import { nativeTemporalPlugin, type PolyfillDelivery } from './native-temporal.js';

const resolverOf = (polyfill: PolyfillDelivery) => (source: string, importer?: string) =>
  (nativeTemporalPlugin({ polyfill }).resolveId as (source: string, importer?: string) => string | null)(source, importer);

describe('nativeTemporalPlugin', () => {
  it.each([
    ['bundled', /packages\/ui\/src\/time\/temporal-where-native\.ts$/],
    ['on-demand', /apps\/client-portal\/src\/app\/temporal-on-demand\.ts$/],
  ] as const)(
    "with the polyfill %s, gives every import of it the module that chooses the browser's own Temporal, except the chooser's own",
    (polyfill, chooser) => {
      const resolve = resolverOf(polyfill);
      const where = resolve('temporal-polyfill', '/x/packages/core/src/time/clock.ts');
      expect(where).toMatch(chooser);
      expect(resolve('temporal-polyfill', where!)).toBeNull();
      expect(resolve('react', '/x/packages/core/src/time/clock.ts')).toBeNull();
    },
  );
});
