import { aSlot, aWeeklyDefault, anAcute, anException } from '@tolk/core';
import { configure } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AvailabilityStore } from './availability-store.js';
import { FakeAvailabilityDesk } from './test-fakes.js';

configure({ enforceActions: 'always' });

const date = (text: string) => Temporal.PlainDate.from(text);
// Week 48 of 2026: Monday 23 to Sunday 29 November.
const WEEK = { from: date('2026-11-23'), to: date('2026-11-29') };

function setUp() {
  const desk = new FakeAvailabilityDesk();
  desk.weekly = aWeeklyDefault({ 4: [aSlot('a', '08:00', '16:00')] });
  desk.saved = [anException('E-old', '2026-11-26 10:00', '2026-11-26 12:00', { kind: 'unavailable' })];
  return { desk, store: new AvailabilityStore(desk) };
}

describe("the interpreter's availability", () => {
  it('combines the weekly default, the exceptions and "Tolka nu" into each day', async () => {
    const { desk, store } = setUp();
    desk.current = anAcute('2026-11-26 15:00', '2026-11-26 17:00');
    await store.load();
    await store.showRange(WEEK);
    expect(store.state).toBe('ready');
    const pieces = store.effectiveOf(date('2026-11-26')).map((p) => [p.from.toPlainTime().toString(), p.kind, p.source.layer]);
    expect(pieces).toEqual([
      ['08:00:00', 'available', 'default'],
      ['10:00:00', 'unavailable', 'exception'],
      ['12:00:00', 'available', 'default'],
      ['15:00:00', 'available-without-inquiry', 'acute'],
    ]);
    expect(store.exceptionsOf(date('2026-11-26')).map((e) => e.id)).toEqual(['E-old']);
    expect(store.effectiveOf(date('2026-11-27'))).toEqual([]);
  });

  it('fetches the days once for two screens, and again only beyond them', async () => {
    const { desk, store } = setUp();
    await Promise.all([store.showRange(WEEK), store.showRange(WEEK)]);
    expect(desk.ranges).toHaveLength(1);
    // The loaded range is the week and a day on each side; paging on grows it by two weeks.
    expect(String(desk.ranges[0]!.from)).toBe('2026-11-22');
    await store.showRange({ from: date('2026-11-30'), to: date('2026-12-06') });
    expect(desk.ranges).toHaveLength(2);
    expect(String(desk.ranges[1]!.to)).toBe('2026-12-14');
    await store.showRange({ from: date('2026-12-07'), to: date('2026-12-13') });
    expect(desk.ranges).toHaveLength(2);
  });

  it('keeps each change as the desk answers it', async () => {
    const { desk, store } = setUp();
    await store.load();
    await store.showRange(WEEK);
    const { id: _id, canBeUpdated: _canBeUpdated, ...draft } = anException('x', '2026-11-27 09:00', '2026-11-27 10:00');
    expect(await store.createException(draft)).toBe(true);
    expect(store.exceptions.map((e) => e.id)).toEqual(['E-old', 'E1']);
    expect(await store.updateException('E1', { ...draft, kind: 'unavailable' })).toBe(true);
    expect(store.exceptions.find((e) => e.id === 'E1')?.kind).toBe('unavailable');
    expect(await store.deleteExceptions(['E-old'])).toBe(true);
    expect(store.exceptions.map((e) => e.id)).toEqual(['E1']);
    expect(desk.saved.map((e) => e.id)).toEqual(['E1']);
    expect(await store.saveWeekly(aWeeklyDefault())).toBe(true);
    expect(store.weekly?.slots[4]).toEqual([]);
  });

  it('keeps what it had when the CRM refuses, and says it could not load', async () => {
    const { desk, store } = setUp();
    await store.load();
    desk.refusing = true;
    expect(await store.saveWeekly(aWeeklyDefault())).toBe(false);
    expect(store.weekly?.slots[4]).toHaveLength(1);
    expect(store.saving).toBe(false);
    await store.showRange(WEEK);
    expect(store.rangeState).toBe('failed');
    desk.refusing = false;
    await store.showRange(WEEK);
    expect(store.rangeState).toBe('ready');
  });

  it('forgets everything when the session ends, answers in flight included', async () => {
    const { store } = setUp();
    const loading = store.load();
    store.clear();
    await loading;
    expect(store.weekly).toBeNull();
    expect(store.state).toBe('idle');
  });
});
