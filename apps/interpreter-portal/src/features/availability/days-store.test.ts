import { aSlot, aWeeklyDefault, anException } from '@tolk/core';
import { configure } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AvailabilityStore } from './availability-store.js';
import { DaysStore } from './days-store.js';
import { FakeAvailabilityDesk, SteppingNow } from './test-fakes.js';

configure({ enforceActions: 'always' });

const date = (text: string) => Temporal.PlainDate.from(text);
const time = (text: string) => Temporal.PlainTime.from(text);

async function setUp(now = '2026-11-26T09:20') {
  const desk = new FakeAvailabilityDesk();
  desk.weekly = aWeeklyDefault({ 4: [aSlot('a', '08:00', '16:00')] });
  desk.saved = [
    anException('past', '2026-11-24 10:00', '2026-11-24 12:00'),
    anException('later', '2026-11-27 10:00', '2026-11-27 12:00', { kind: 'unavailable' }),
    anException('fixed', '2026-11-27 14:00', '2026-11-27 15:00', { canBeUpdated: false }),
  ];
  const availability = new AvailabilityStore(desk);
  const days = new DaysStore(availability, SteppingNow.at(now));
  days.load();
  await availability.showRange(days.range);
  return { desk, availability, days };
}

describe('the days and the day drawer', () => {
  it('shows this week, pages by weeks, and opens a day with its planner', async () => {
    const { days } = await setUp();
    expect(days.days.map(String)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    days.open(date('2026-11-26'));
    expect(days.geometry?.height).toBe(1200);
    expect(days.geometry?.bars.map((b) => [b.top, b.height])).toEqual([[400, 400]]);
    days.step(1);
    expect(String(days.monday)).toBe('2026-11-30');
    days.thisWeek();
    expect(String(days.monday)).toBe('2026-11-23');
  });

  it('draws a clock-change day in elapsed time, as core does', async () => {
    const { days } = await setUp('2026-10-20T09:00');
    days.open(date('2026-10-25'));
    expect(days.geometry?.height).toBe(1250);
    expect(days.geometry?.hours.filter((h) => h.repeated).map((h) => h.top)).toEqual([150]);
  });

  it('offers "+" from today on; a past day has none and lists its exceptions as they are', async () => {
    const { days } = await setUp();
    days.open(date('2026-11-24'));
    expect(days.canAdd).toBe(false);
    expect(days.changeable).toBe(false);
    expect(days.dayExceptions.map((e) => e.id)).toEqual(['past']);
    expect(days.canEdit(days.dayExceptions[0]!)).toBe(false);
    days.open(date('2026-11-25'));
    expect(days.dayExceptions).toEqual([]);
    days.open(date('2026-11-26'));
    expect(days.canAdd).toBe(true);
    days.addException();
    // Today: from the next whole hour, one hour, available.
    expect(days.form?.fields.fromTime.toString()).toBe('10:00:00');
    expect(days.form?.fields.toTime.toString()).toBe('11:00:00');
    expect(days.form?.fields.kind).toBe('available');
  });

  it('creates an exception from the form and shows it in the day', async () => {
    const { desk, days } = await setUp();
    days.open(date('2026-11-28'));
    days.addException();
    expect(days.form?.fields.fromTime.toString()).toBe('00:00:00');
    days.form!.set('fromTime', time('09:00'));
    days.form!.set('toTime', time('13:30'));
    days.form!.set('kind', 'available-without-inquiry');
    expect(await days.saveForm()).toBe(true);
    expect(days.form).toBeNull();
    expect(desk.saved.at(-1)?.from.toString()).toContain('2026-11-28T09:00:00+01:00');
    expect(days.dayExceptions.map((e) => e.kind)).toEqual(['available-without-inquiry']);
    expect(days.geometry?.bars.map((b) => b.interval.source.layer)).toEqual(['exception']);
  });

  it('refuses an exception in the past with its own message, keeping the form as typed', async () => {
    const { desk, days } = await setUp();
    days.open(date('2026-11-26'));
    days.addException();
    days.form!.set('fromTime', time('07:00'));
    days.form!.set('toTime', time('08:00'));
    expect(await days.saveForm()).toBe(false);
    expect(days.form?.problems).toEqual([{ kind: 'ends-in-past' }]);
    expect(days.form?.fields.fromTime.toString()).toBe('07:00:00');
    days.form!.set('toTime', time('07:00'));
    expect(days.form?.problems).toEqual([{ kind: 'end-not-after-start' }]);
    expect(desk.saved).toHaveLength(3);
  });

  it('changes and deletes only what the rules allow', async () => {
    const { desk, days } = await setUp();
    days.open(date('2026-11-27'));
    const [later, fixed] = days.dayExceptions;
    expect(days.canEdit(fixed!)).toBe(false);
    expect(days.canDelete(fixed!)).toBe(false);
    days.editException(fixed!);
    expect(days.form).toBeNull();
    days.editException(later!);
    days.form!.set('toTime', time('13:00'));
    expect(await days.saveForm()).toBe(true);
    expect(
      desk.saved
        .find((e) => e.id === 'later')
        ?.to.toPlainTime()
        .toString(),
    ).toBe('13:00:00');
    expect(await days.deleteException(later!)).toBe(true);
    expect(days.dayExceptions.map((e) => e.id)).toEqual(['fixed']);
    expect(await days.deleteException(fixed!)).toBe(false);
  });

  it('sets and lifts "unavailable all day"', async () => {
    const { days } = await setUp();
    days.open(date('2026-11-26'));
    expect(await days.setUnavailableAllDay(true)).toBe(true);
    expect(days.unavailableAllDay).toBe(true);
    expect(days.geometry?.bars.map((b) => b.interval.kind)).toEqual(['unavailable']);
    expect(await days.setUnavailableAllDay(false)).toBe(true);
    expect(days.unavailableAllDay).toBe(false);
  });

  it('keeps the form when the CRM refuses it', async () => {
    const { desk, days } = await setUp();
    days.open(date('2026-11-28'));
    days.addException();
    desk.refusing = true;
    expect(await days.saveForm()).toBe(false);
    expect(days.form).not.toBeNull();
  });
});
