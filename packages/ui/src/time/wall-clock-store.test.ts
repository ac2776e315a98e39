import { FixedClock } from '@tolk/core';
import { autorun, configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { WallClockStore, type IntervalTimer } from './wall-clock-store.js';

configure({ enforceActions: 'always' });

/** A timer the test drives: intervals run only when the test says time has passed. */
class FakeTimer implements IntervalTimer {
  private next = 1;
  readonly intervals = new Map<number, { callback: () => void; ms: number; due: number }>();
  private elapsed = 0;

  setInterval(callback: () => void, ms: number): unknown {
    const id = this.next++;
    this.intervals.set(id, { callback, ms, due: this.elapsed + ms });
    return id;
  }

  clearInterval(handle: unknown): void {
    this.intervals.delete(handle as number);
  }

  advance(ms: number, clock: FixedClock): void {
    const end = this.elapsed + ms;
    for (;;) {
      const due = [...this.intervals.values()].sort((a, b) => a.due - b.due)[0];
      if (!due || due.due > end) break;
      clock.advance({ milliseconds: due.due - this.elapsed });
      this.elapsed = due.due;
      due.due += due.ms;
      due.callback();
    }
    clock.advance({ milliseconds: end - this.elapsed });
    this.elapsed = end;
  }
}

function setUp(at = '2026-11-23 09:59:58') {
  const clock = FixedClock.at(at);
  const timer = new FakeTimer();
  return { clock, timer, wall: new WallClockStore(clock, timer) };
}

describe('WallClockStore (the header clock, spec 2 §9)', () => {
  it('shows Stockholm time and moves on every 3.6 s while observed', () => {
    const { clock, timer, wall } = setUp();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(wall.now.toPlainTime().toString()));
    expect(seen).toEqual(['09:59:58']);
    expect([...timer.intervals.values()].map((i) => i.ms)).toEqual([3600]);
    timer.advance(3599, clock);
    expect(seen).toEqual(['09:59:58']);
    timer.advance(1, clock);
    expect(seen).toEqual(['09:59:58', '10:00:01.6']);
    timer.advance(3600 * 2, clock);
    expect(seen).toHaveLength(4);
    stop();
  });

  it('stops ticking when the last observer goes (the component unmounts)', () => {
    const { clock, timer, wall } = setUp();
    const first = autorun(() => void wall.now);
    const second = autorun(() => void wall.today);
    expect(timer.intervals.size).toBe(1);
    first();
    expect(wall.ticking).toBe(true);
    second();
    expect(wall.ticking).toBe(false);
    expect(timer.intervals.size).toBe(0);
    // Read again later, it is fresh, not the time it stopped at.
    clock.advance({ hours: 2 });
    expect(wall.now.toPlainTime().toString()).toBe('11:59:58');
  });

  it('a first observer gets the current time, not the time the store was made', () => {
    const { clock, wall } = setUp();
    clock.advance({ hours: 1 });
    let shown = '';
    const stop = autorun(() => (shown = wall.now.toPlainTime().toString()));
    expect(shown).toBe('10:59:58');
    stop();
  });

  it('tells observers of today only when the date changes, in Stockholm', () => {
    const { clock, timer, wall } = setUp('2026-11-23 23:59:50');
    const days: string[] = [];
    const stop = autorun(() => days.push(wall.today.toString()));
    timer.advance(3600, clock);
    expect(days).toEqual(['2026-11-23']);
    timer.advance(3600 * 3, clock);
    expect(days).toEqual(['2026-11-23', '2026-11-24']);
    timer.advance(3600 * 10, clock);
    expect(days).toEqual(['2026-11-23', '2026-11-24']);
    stop();
  });
});
