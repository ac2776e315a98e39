import { anAssignment, type Assignment } from '@tolk/core';
import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE, SearchResultStore } from './search-result-store.js';

configure({ enforceActions: 'always' });

function setUp(found: Assignment[]) {
  const calls: string[] = [];
  const store = new SearchResultStore(
    {
      inPeriod: async () => [],
      byNumber: async (number) => {
        calls.push(`number ${number}`);
        return found;
      },
    },
    {
      matching: async (keywords, period) => {
        calls.push(`keywords ${keywords} ${period === null ? 'any time' : 'period'}`);
        return found;
      },
    },
  );
  return { store, calls };
}

describe('SearchResultStore', () => {
  it('looks up a number as a number and words as keywords at any time', async () => {
    const { store, calls } = setUp([anAssignment()]);
    await store.run(' 100001 ');
    await store.run('Arabiska');
    await store.run('  ');
    expect(calls).toEqual(['number 100001', 'keywords Arabiska any time']);
    expect([store.query, store.results, store.state]).toEqual(['', [], 'ready']);
  });

  it('shows the results a page at a time', async () => {
    const many = Array.from({ length: 120 }, (_, i) => anAssignment({ id: `o${i}` }));
    const { store } = setUp(many);
    await store.run('Arabiska');
    expect(store.shown).toHaveLength(SEARCH_PAGE_SIZE);
    store.showMore();
    store.showMore();
    expect(store.shown).toHaveLength(120);
  });
});
