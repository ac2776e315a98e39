import { FixedClock, STOCKHOLM, anAssignment, atStockholm, type Assignment, type AssignmentSource } from '@tolk/core';
import { WallClockStore } from '@tolk/ui';
import { autorun, configure } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AssignmentsStore } from '../assignments/assignments-store.js';
import { DashboardStore } from './dashboard-store.js';

configure({ enforceActions: 'always' });

const day = (text: string) => Temporal.PlainDate.from(text);

/** The CRM's order search over a fixed list; records the periods asked for; can be made to fail. */
class FakeSource implements AssignmentSource {
  readonly asked: string[] = [];
  fail = false;
  constructor(private readonly all: Assignment[]) {}
  async inPeriod(from: Temporal.Instant, to: Temporal.Instant): Promise<Assignment[]> {
    const date = (i: Temporal.Instant) => i.toZonedDateTimeISO(STOCKHOLM).toPlainDate().toString();
    this.asked.push(`${date(from)}..${date(to)}`);
    if (this.fail) throw new Error('down');
    return this.all.filter(
      (a) => a.start.epochMilliseconds < to.epochMilliseconds && a.end.epochMilliseconds > from.epochMilliseconds,
    );
  }
  async byNumber(): Promise<Assignment[]> {
    return [];
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(list: Assignment[] = [], now = '2026-11-25 10:00:00') {
  const clock = FixedClock.at(now);
  const source = new FakeSource(list);
  const assignments = new AssignmentsStore(source, clock);
  const time = new WallClockStore(clock, { setInterval: () => 1, clearInterval: () => undefined });
  return { clock, source, assignments, dashboard: new DashboardStore(assignments, time) };
}

const order = (id: string, start: string, end: string, status: Assignment['status'] = 'accepted', unread = false) =>
  anAssignment({
    id,
    start: atStockholm(start),
    end: atStockholm(end),
    status,
    unreadNotifications: unread ? [{ id: `n-${id}`, headline: 'Tolk tillsatt', sentAt: atStockholm(start) }] : [],
  });

describe('DashboardStore: calendar navigation (spec 2 §2)', () => {
  it('starts on this ISO week (the default view), Monday to Sunday', () => {
    const { dashboard } = setUp();
    expect(dashboard.view).toBe('week');
    expect(dashboard.weekDays.map(String)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(dashboard.period).toMatchObject({ kind: 'week', isoWeek: 48 });
  });

  it('steps by a week in the week view and by a month in the month view; today comes back', () => {
    const { dashboard } = setUp();
    dashboard.step(1);
    expect(String(dashboard.visible.from)).toBe('2026-11-30');
    dashboard.step(-1);
    dashboard.step(-1);
    expect(String(dashboard.visible.from)).toBe('2026-11-16');
    dashboard.showView('month');
    expect(dashboard.period).toEqual({ kind: 'month', month: Temporal.PlainYearMonth.from('2026-11') });
    dashboard.step(1);
    expect(dashboard.period).toEqual({ kind: 'month', month: Temporal.PlainYearMonth.from('2026-12') });
    expect(dashboard.monthWeeks).toHaveLength(6);
    expect(String(dashboard.visible.from)).toBe('2026-11-30');
    expect(String(dashboard.visible.to)).toBe('2027-01-10');
    dashboard.goToToday();
    expect(String(dashboard.anchor)).toBe('2026-11-25');
    dashboard.showView('week');
    expect(String(dashboard.visible.from)).toBe('2026-11-23');
  });

  it('keeps the anchor day when switching views', () => {
    const { dashboard } = setUp();
    dashboard.showView('month');
    dashboard.step(-1);
    dashboard.showView('week');
    expect(String(dashboard.visible.from)).toBe('2026-10-19');
  });

  it('follows today across midnight until the user moves the calendar', () => {
    const { clock, dashboard } = setUp([], '2026-11-29 23:59:00');
    expect(String(dashboard.visible.from)).toBe('2026-11-23');
    clock.advance({ minutes: 2 });
    expect(String(dashboard.visible.from)).toBe('2026-11-30');
    dashboard.step(-1);
    clock.advance({ hours: 7 * 24 });
    expect(String(dashboard.visible.from)).toBe('2026-11-23');
  });

  it('goes to a day (a search result) and opens and closes the day list', () => {
    const { dashboard } = setUp();
    dashboard.goTo(day('2027-02-14'));
    expect(String(dashboard.visible.from)).toBe('2027-02-08');
    dashboard.openDayList(day('2027-02-14'));
    expect(String(dashboard.openDay)).toBe('2027-02-14');
    dashboard.closeDayList();
    expect(dashboard.openDay).toBeNull();
  });

  it('resets to this week, the week view and every status on logout', () => {
    const { dashboard } = setUp();
    dashboard.showView('month');
    dashboard.step(1);
    dashboard.step(1);
    dashboard.toggleStatus('all');
    dashboard.setFilterDrawerOpen(true);
    dashboard.reset();
    expect([dashboard.view, String(dashboard.anchor), dashboard.statuses, dashboard.filterDrawerOpen]).toEqual([
      'week',
      '2026-11-25',
      ['available', 'accepted', 'fullfilled', 'cancelled', 'rejected'],
      false,
    ]);
  });
});

describe('DashboardStore: status filter (spec 2 §2)', () => {
  it('defaults to every status; all replaces them, a specific status replaces all, clearing the last returns to all', () => {
    const { dashboard } = setUp();
    expect(dashboard.statuses).toEqual(['available', 'accepted', 'fullfilled', 'cancelled', 'rejected']);
    dashboard.toggleStatus('all');
    expect(dashboard.statuses).toEqual(['all']);
    dashboard.toggleStatus('cancelled');
    expect(dashboard.statuses).toEqual(['cancelled']);
    dashboard.toggleStatus('available');
    expect(dashboard.statuses).toEqual(['available', 'cancelled']);
    dashboard.toggleStatus('available');
    dashboard.toggleStatus('cancelled');
    expect(dashboard.statuses).toEqual(['all']);
  });

  it('the clear-all toggle selects every status from all, and goes back to all otherwise', () => {
    const { dashboard } = setUp();
    dashboard.toggleStatus('all');
    dashboard.toggleClearAll();
    expect(dashboard.statuses).toEqual(['available', 'accepted', 'fullfilled', 'cancelled', 'rejected']);
    dashboard.toggleClearAll();
    expect(dashboard.statuses).toEqual(['all']);
  });

  it('filters what each day shows, counts it and flags unread notifications', async () => {
    const { dashboard } = setUp([
      order('a', '2026-11-23 09:00', '2026-11-23 10:00', 'accepted'),
      order('b', '2026-11-23 11:00', '2026-11-23 12:00', 'cancelled', true),
      order('c', '2026-11-24 23:00', '2026-11-25 01:00', 'available'),
      order('d', '2026-11-24 08:00', '2026-11-24 09:00', 'losted'),
    ]);
    const stop = dashboard.keepLoaded();
    await settle();
    expect(dashboard.assignmentsOn('2026-11-23').map((a) => a.id)).toEqual(['a', 'b']);
    expect(dashboard.summaryOf('2026-11-23')).toEqual({ count: 2, hasUnread: true });
    // Crossing midnight, it is on both days; a lost order shows only under all.
    expect(dashboard.assignmentsOn('2026-11-24').map((a) => a.id)).toEqual(['c']);
    expect(dashboard.assignmentsOn('2026-11-25').map((a) => a.id)).toEqual(['c']);
    dashboard.toggleStatus('cancelled');
    expect(dashboard.summaryOf('2026-11-23')).toEqual({ count: 1, hasUnread: false });
    dashboard.toggleStatus('all');
    expect(dashboard.assignmentsOn('2026-11-24').map((a) => a.id)).toEqual(['d', 'c']);
    expect(dashboard.feed.map((a) => a.id)).toEqual(['a', 'b', 'd', 'c']);
    stop();
  });

  it('a day’s observers hear nothing when only another day changes', async () => {
    const { dashboard } = setUp([
      order('a', '2026-11-23 09:00', '2026-11-23 10:00', 'accepted'),
      order('b', '2026-11-24 09:00', '2026-11-24 10:00', 'cancelled'),
    ]);
    const stopLoading = dashboard.keepLoaded();
    await settle();
    let renders = 0;
    const stop = autorun(() => {
      dashboard.summaryOf('2026-11-23');
      renders++;
    });
    dashboard.toggleStatus('cancelled');
    expect(dashboard.summaryOf('2026-11-24').count).toBe(0);
    expect(renders).toBe(1);
    stop();
    stopLoading();
  });
});

describe('DashboardStore: loading (spec 2 §4)', () => {
  it('loads the visible range and a day each side, grows it when the user pages outside, and keeps what is shown while loading', async () => {
    const { source, dashboard } = setUp([order('a', '2026-11-23 09:00', '2026-11-23 10:00')]);
    const stop = dashboard.keepLoaded();
    await settle();
    expect(source.asked).toEqual(['2026-11-22..2026-12-01']);
    dashboard.step(1);
    expect(dashboard.loading).toBe(true);
    expect(dashboard.shownByDay.get('2026-11-23')?.map((a) => a.id)).toEqual(['a']);
    await settle();
    expect(source.asked[1]).toBe('2026-11-22..2026-12-15');
    dashboard.step(-1);
    await settle();
    expect(source.asked).toHaveLength(2);
    stop();
    dashboard.step(1);
    dashboard.step(1);
    await settle();
    expect(source.asked).toHaveLength(2);
  });

  it('reloads on refresh only when the job timer allows, and after a failed load', async () => {
    const { clock, source, dashboard } = setUp();
    const stop = dashboard.keepLoaded();
    await settle();
    dashboard.refresh();
    await settle();
    expect(source.asked).toHaveLength(1);
    clock.advance({ seconds: 30 });
    dashboard.refresh();
    await settle();
    expect(source.asked).toHaveLength(2);
    source.fail = true;
    dashboard.step(1);
    dashboard.step(1);
    dashboard.step(1);
    await settle();
    expect(dashboard.loadFailed).toBe(true);
    source.fail = false;
    const before = source.asked.length;
    dashboard.refresh();
    await settle();
    expect([dashboard.loadFailed, source.asked.length]).toEqual([false, before + 1]);
    stop();
  });

  it('is settled when a load has come or failed, not before nor while loading (what waits for the calendar)', async () => {
    const { source, dashboard } = setUp();
    expect(dashboard.calendarSettled).toBe(false);
    const stop = dashboard.keepLoaded();
    expect([dashboard.loading, dashboard.calendarSettled]).toEqual([true, false]);
    await settle();
    expect(dashboard.calendarSettled).toBe(true);
    source.fail = true;
    for (let week = 0; week < 3; week++) dashboard.step(1);
    await settle();
    expect([dashboard.loadFailed, dashboard.calendarSettled]).toEqual([true, true]);
    stop();
  });
});
