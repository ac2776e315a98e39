import { SearchByOrderNumber, anAssignment, type Assignment } from '@tolk/core';
import { describe, expect, it } from 'vitest';
import { ChooseOrderStore } from './choose-order-store.js';

const orders: Assignment[] = [
  anAssignment({ id: 'o1', number: '4000001', hasDeviation: false }),
  anAssignment({ id: 'o2', number: '4000002', hasDeviation: true }),
];
const search = new SearchByOrderNumber({
  inPeriod: async () => [],
  byNumber: async (number) => orders.filter((o) => o.number === number),
});

describe('ChooseOrderStore', () => {
  it('finds the customer order by its booking number, and says why when it cannot be used', async () => {
    const store = new ChooseOrderStore(search);
    expect(await store.find()).toBeNull();
    expect(store.problem).toEqual({ kind: 'required' });
    store.change(' 4000009 ');
    expect(store.problem).toBeNull();
    expect(await store.find()).toBeNull();
    expect(store.problem).toEqual({ kind: 'not-found', number: '4000009' });
    store.change('4000002');
    expect(await store.find()).toBeNull();
    expect(store.problem).toEqual({ kind: 'has-deviation', number: '4000002' });
    store.change('4000001 ');
    expect((await store.find())?.id).toBe('o1');
    expect(store.problem).toBeNull();
  });
});
