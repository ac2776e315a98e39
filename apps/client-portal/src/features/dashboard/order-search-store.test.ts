import { SearchByOrderNumber, anAssignment, atStockholm, type Assignment, type AssignmentSource } from '@tolk/core';
import { configure } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { OrderSearchStore, type SearchNotice } from './order-search-store.js';

configure({ enforceActions: 'always' });

/** Orders by number; records what was asked; fails for the number "broken". */
class FakeSource implements AssignmentSource {
  readonly asked: string[] = [];
  constructor(private readonly all: Assignment[]) {}
  async inPeriod(): Promise<Assignment[]> {
    return [];
  }
  async byNumber(orderNumber: string): Promise<Assignment[]> {
    this.asked.push(orderNumber);
    if (orderNumber === 'broken') throw new Error('transport failed');
    return this.all.filter((a) => a.number === orderNumber);
  }
}

function setUp() {
  const found = [
    anAssignment({ id: 'x', number: '4100001', start: atStockholm('2027-01-14 23:30'), end: atStockholm('2027-01-15 01:00') }),
    anAssignment({ id: 'y', number: '4100001', start: atStockholm('2027-01-20 09:00'), end: atStockholm('2027-01-20 10:00') }),
  ];
  const source = new FakeSource(found);
  const opened: { id: string; siblings: string[] }[] = [];
  const days: string[] = [];
  const notices: SearchNotice[] = [];
  const store = new OrderSearchStore(
    new SearchByOrderNumber(source),
    {
      openDetail: (a, siblings) => opened.push({ id: a.id, siblings: siblings.map((s) => s.id) }),
      showDay: (day: Temporal.PlainDate) => days.push(day.toString()),
    },
    (notice) => notices.push(notice),
  );
  return { source, store, opened, days, notices };
}

describe('OrderSearchStore (spec 2 §4)', () => {
  it('opens the first result in the drawer, moves the calendar to its Stockholm date and clears the input', async () => {
    const { source, store, opened, days, notices } = setUp();
    store.setText('  4100001 ');
    await store.submit();
    expect(source.asked).toEqual(['4100001']);
    expect(opened).toEqual([{ id: 'x', siblings: ['x', 'y'] }]);
    expect(days).toEqual(['2027-01-14']);
    expect([store.text, store.searching, notices]).toEqual(['', false, []]);
  });

  it('ignores an empty or blank input, keeping it', async () => {
    const { source, store } = setUp();
    store.setText('   ');
    await store.submit();
    expect(source.asked).toEqual([]);
    expect(store.text).toBe('   ');
  });

  it('says no result when nothing matches, and clears the input', async () => {
    const { store, opened, notices } = setUp();
    store.setText('999');
    await store.submit();
    expect([notices, opened, store.text]).toEqual([['no-result'], [], '']);
  });

  it('says the search failed when the CRM cannot answer', async () => {
    const { store, notices } = setUp();
    store.setText('broken');
    await store.submit();
    expect([notices, store.text, store.searching]).toEqual([['failed'], '', false]);
  });

  it('runs one search at a time', async () => {
    const { source, store } = setUp();
    store.setText('4100001');
    const first = store.submit();
    expect(store.searching).toBe(true);
    await store.submit();
    await first;
    expect(source.asked).toHaveLength(1);
  });
});
