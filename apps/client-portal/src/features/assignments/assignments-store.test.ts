import { FixedClock, STOCKHOLM, type Assignment, type AssignmentSource } from '@tolk/core';
import { configure } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AssignmentsStore } from './assignments-store.js';

configure({ enforceActions: 'always' });

const at = (text: string) => Temporal.PlainDateTime.from(text).toZonedDateTime(STOCKHOLM);
const anAssignment = (id: string, start: string, end: string) =>
  ({ id, start: at(start), end: at(end) }) as unknown as Assignment;
const day = (text: string) => Temporal.PlainDate.from(text);

/** A source that answers from a fixed list and records the periods it was asked for. */
class FakeSource implements AssignmentSource {
  readonly asked: [string, string][] = [];
  fail = false;
  constructor(private readonly all: Assignment[]) {}
  async inPeriod(from: Temporal.Instant, to: Temporal.Instant): Promise<Assignment[]> {
    this.asked.push([
      from.toZonedDateTimeISO(STOCKHOLM).toPlainDate().toString(),
      to.toZonedDateTimeISO(STOCKHOLM).toPlainDate().toString(),
    ]);
    if (this.fail) throw new Error('down');
    return this.all.filter(
      (a) =>
        a.start.toInstant().epochMilliseconds < to.epochMilliseconds &&
        a.end.toInstant().epochMilliseconds > from.epochMilliseconds,
    );
  }
  async byNumber(): Promise<Assignment[]> {
    return [];
  }
}

describe('AssignmentsStore', () => {
  const week = { from: day('2026-11-23'), to: day('2026-11-29') };
  const assignments = [
    anAssignment('a', '2026-11-23T09:00', '2026-11-23T10:00'),
    anAssignment('b', '2026-11-24T23:00', '2026-11-25T01:00'),
  ];

  it('loads the visible week and a day on each side, and lists assignments on every day they touch', async () => {
    const source = new FakeSource(assignments);
    const store = new AssignmentsStore(source, FixedClock.at('2026-11-23 08:00:00'));
    await store.show(week);
    expect(source.asked).toEqual([['2026-11-22', '2026-12-01']]);
    expect(store.onDay(day('2026-11-23')).map((a) => a.id)).toEqual(['a']);
    expect(store.onDay(day('2026-11-24')).map((a) => a.id)).toEqual(['b']);
    expect(store.onDay(day('2026-11-25')).map((a) => a.id)).toEqual(['b']);
    expect(store.state).toBe('ready');
  });

  it('does not load again within the job timer, and does once it has passed or when forced', async () => {
    const source = new FakeSource(assignments);
    const clock = FixedClock.at('2026-11-23 08:00:00');
    const store = new AssignmentsStore(source, clock);
    await store.show(week);
    await store.show(week);
    expect(source.asked).toHaveLength(1);
    clock.advance({ seconds: 31 });
    await store.show(week);
    expect(source.asked).toHaveLength(2);
    await store.forceRefresh();
    expect(source.asked).toHaveLength(3);
  });

  it('grows the loaded range when the user pages beyond it', async () => {
    const source = new FakeSource(assignments);
    const store = new AssignmentsStore(source, FixedClock.at('2026-11-23 08:00:00'));
    await store.show(week);
    await store.show({ from: day('2026-11-30'), to: day('2026-12-06') });
    expect(store.loaded?.from.toString()).toBe('2026-11-22');
    expect(Temporal.PlainDate.compare(store.loaded!.to, day('2026-12-07'))).toBeGreaterThanOrEqual(0);
  });

  it('keeps what is on screen when a load fails', async () => {
    const source = new FakeSource(assignments);
    const clock = FixedClock.at('2026-11-23 08:00:00');
    const store = new AssignmentsStore(source, clock);
    await store.show(week);
    source.fail = true;
    await store.forceRefresh();
    expect(store.state).toBe('failed');
    expect(store.assignments.map((a) => a.id)).toEqual(['a', 'b']);
  });
});
