import { describe, expect, it } from 'vitest';
import { CustomerData } from './customer-data.js';

describe('CustomerData', () => {
  it('clears every registered store once, and hands each store back as registered', () => {
    const data = new CustomerData();
    const a = data.hold('a', { rows: [1, 2] as number[] }, (s) => (s.rows = []));
    const b = data.hold('b', { open: true }, (s) => (s.open = false));
    data.clearAll();
    expect(a.rows).toEqual([]);
    expect(b.open).toBe(false);
    expect(data.names).toEqual(['a', 'b']);
  });

  it('refuses a name registered twice', () => {
    const data = new CustomerData();
    data.hold('a', {}, () => undefined);
    expect(() => data.hold('a', {}, () => undefined)).toThrow(/"a" is registered twice/);
  });

  it('clears the others when one clear throws, then reports it', () => {
    const data = new CustomerData();
    const cleared: string[] = [];
    data.hold('a', {}, () => cleared.push('a'));
    data.hold('broken', {}, () => {
      throw new Error('broken');
    });
    data.hold('c', {}, () => cleared.push('c'));
    expect(() => data.clearAll()).toThrow(AggregateError);
    expect(cleared).toEqual(['a', 'c']);
  });
});
