import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LatestOnly } from './latest-only.js';

describe('LatestOnly', () => {
  it('takes only the answer of the load begun last, in whatever order the answers come', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), (count, order) => {
        const latest = new LatestOnly();
        const checks = Array.from({ length: count }, () => latest.begin());
        for (const i of order) expect(checks[i % count]!()).toBe(i % count === count - 1);
      }),
    );
  });

  it('after forget, no answer in flight is current, and a load begun then is', () => {
    const latest = new LatestOnly();
    const before = latest.begin();
    latest.forget();
    expect(before()).toBe(false);
    const after = latest.begin();
    expect(after()).toBe(true);
    expect(before()).toBe(false);
  });
});
