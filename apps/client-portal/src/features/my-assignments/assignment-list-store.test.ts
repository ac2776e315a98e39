import { FixedClock, anAssignment, atStockholm, type Assignment, type AssignmentSearch, type AssignmentSource } from '@tolk/core';
import { configure } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AssignmentListStore } from './assignment-list-store.js';

configure({ enforceActions: 'always' });

const rows: Assignment[] = [
  anAssignment({
    id: 'a',
    number: '1001',
    articleName: 'Telefontolkning',
    skill: 'Arabiska',
    status: 'accepted',
    start: atStockholm('2026-05-12 09:00'),
    end: atStockholm('2026-05-12 10:00'),
  }),
  anAssignment({
    id: 'b',
    number: '1002',
    articleName: 'Kontakttolkning',
    skill: 'Dari',
    status: 'fullfilled',
    canBeRated: true,
    start: atStockholm('2026-05-11 09:00'),
    end: atStockholm('2026-05-11 10:00'),
  }),
  anAssignment({
    id: 'c',
    number: '1003',
    articleName: 'Videotolkning',
    skill: 'Ärabiska',
    status: 'fullfilled',
    rating: 4,
    canBeRated: false,
    start: atStockholm('2026-05-10 09:00'),
    end: atStockholm('2026-05-10 10:00'),
  }),
  anAssignment({
    id: 'd',
    number: '1004',
    articleName: 'Kontakttolkning',
    skill: 'Somaliska',
    status: 'cancelled',
    groupId: 'g',
    groupNumber: 'G1',
    start: atStockholm('2026-05-13 09:00'),
    end: atStockholm('2026-05-13 10:00'),
  }),
  anAssignment({
    id: 'e',
    number: '1005',
    articleName: 'Kontakttolkning',
    skill: 'Somaliska',
    status: 'accepted',
    groupId: 'g',
    groupNumber: 'G1',
    start: atStockholm('2026-05-14 09:00'),
    end: atStockholm('2026-05-14 10:00'),
  }),
];

class FakeOrders implements AssignmentSource, AssignmentSearch {
  readonly calls: string[] = [];
  async inPeriod(from: Temporal.Instant, to: Temporal.Instant): Promise<Assignment[]> {
    this.calls.push(
      `period ${from.toZonedDateTimeISO('Europe/Stockholm').toPlainDate()} ${to.toZonedDateTimeISO('Europe/Stockholm').toPlainDate()}`,
    );
    return rows;
  }
  async byNumber(number: string): Promise<Assignment[]> {
    this.calls.push(`number ${number}`);
    return rows.filter((a) => a.number === number);
  }
  async matching(keywords: string, period: { from: Temporal.Instant } | null): Promise<Assignment[]> {
    this.calls.push(`keywords ${keywords} ${period ? 'in period' : 'any time'}`);
    return rows.filter((a) => a.skill === keywords);
  }
}

function setUp() {
  const orders = new FakeOrders();
  const loaded: (readonly Assignment[])[] = [];
  const clock = FixedClock.at('2026-05-12 12:00:00');
  const list = new AssignmentListStore(
    { source: orders, search: orders, clock, onLoaded: (r) => loaded.push(r) },
    { from: Temporal.PlainDate.from('2026-05-10'), to: Temporal.PlainDate.from('2026-05-13') },
  );
  return { orders, loaded, clock, list };
}

const ids = (list: AssignmentListStore) => list.ordered.map((a) => a.id);

describe('AssignmentListStore', () => {
  it('loads the period, both ends included, and hands the rows to the drawer', async () => {
    const { orders, loaded, list } = setUp();
    await list.load();
    expect(orders.calls).toEqual(['period 2026-05-10 2026-05-14']);
    expect(loaded).toEqual([rows]);
    expect(list.state).toBe('ready');
  });

  it('sorts by booking type first, cycles none → descending → ascending, in Swedish order', async () => {
    const { list } = setUp();
    await list.load();
    expect(list.ordered.map((a) => a.articleName)).toEqual([
      'Kontakttolkning',
      'Kontakttolkning',
      'Kontakttolkning',
      'Telefontolkning',
      'Videotolkning',
    ]);
    list.sortBy('language');
    expect(list.sort).toEqual({ column: 'language', direction: 'descending' });
    expect(ids(list).slice(0, 1)).toEqual(['c']); // Ä after S in Swedish
    list.sortBy('language');
    expect(list.sort.direction).toBe('ascending');
    list.sortBy('language');
    expect(list.sort.direction).toBe('none');
  });

  it('keeps a multi-date order together', async () => {
    const { list } = setUp();
    await list.load();
    list.sortBy('start');
    list.sortBy('start');
    expect(list.groups.map((g) => g.map((a) => a.id))).toEqual([['c'], ['b'], ['a'], ['d', 'e']]);
  });

  it('filters by type, status and rating', async () => {
    const { list } = setUp();
    await list.load();
    list.toggleType('Kontakttolkning');
    expect(ids(list).sort()).toEqual(['b', 'd', 'e']);
    list.toggleStatus('all');
    list.toggleStatus('accepted');
    expect(ids(list)).toEqual(['e']);
    list.toggleType('Kontakttolkning');
    list.toggleStatus('all');
    list.setRating('rated');
    expect(ids(list)).toEqual(['c']);
    list.setRating('unrated');
    expect(ids(list)).toEqual(['b']);
  });

  it('searches a number whatever the period, words within it; only when the search changed', async () => {
    const { orders, list } = setUp();
    list.setSearchText(' 1003 ');
    await list.applySearch();
    expect(ids(list)).toEqual(['c']);
    await list.applySearch();
    list.setSearchText('Dari');
    await list.applySearch();
    expect(ids(list)).toEqual(['b']);
    list.setSearchText('');
    await list.applySearch();
    expect(orders.calls).toEqual(['number 1003', 'keywords Dari in period', 'period 2026-05-10 2026-05-14']);
  });

  it('reloads on the job timer or when forced', async () => {
    const { orders, clock, list } = setUp();
    await list.load();
    await list.refresh();
    expect(orders.calls).toHaveLength(1);
    clock.advance({ seconds: 30 });
    await list.refresh();
    await list.forceRefresh();
    expect(orders.calls).toHaveLength(3);
  });

  it('ignores a backwards period', async () => {
    const { orders, list } = setUp();
    await list.setRange({ from: Temporal.PlainDate.from('2026-05-14'), to: Temporal.PlainDate.from('2026-05-13') });
    expect(orders.calls).toEqual([]);
    expect(list.range.from.toString()).toBe('2026-05-10');
  });
});
