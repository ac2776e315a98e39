import { aSlot, aWeeklyDefault, slotKind, type TimeSlot } from '@tolk/core';
import { configure } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AvailabilityStore } from './availability-store.js';
import { FakeAvailabilityDesk } from './test-fakes.js';
import { WeeklyEditorStore } from './weekly-editor-store.js';

configure({ enforceActions: 'always' });

const time = (text: string) => Temporal.PlainTime.from(text);
const hhmm = (slots: readonly TimeSlot[] | undefined) =>
  (slots ?? []).map((s) => `${s.from.toString({ smallestUnit: 'minute' })}–${s.to.toString({ smallestUnit: 'minute' })}`);

async function setUp() {
  const desk = new FakeAvailabilityDesk();
  desk.weekly = aWeeklyDefault({ 1: [aSlot('m1', '08:00', '12:00')], 2: [aSlot('t1', '09:00', '10:00')] });
  const availability = new AvailabilityStore(desk);
  await availability.load();
  return { desk, editor: new WeeklyEditorStore(availability) };
}

describe('the weekly default editor', () => {
  it('adds a slot after the last one, moves its end with its start, and saves it over the days ticked', async () => {
    const { desk, editor } = await setUp();
    editor.editDay(1);
    editor.addSlot();
    expect(hhmm([editor.editing!.slot])).toEqual(['12:00–13:00']);
    editor.setStart(time('13:00'));
    expect(hhmm([editor.editing!.slot])).toEqual(['13:00–14:00']);
    editor.setEnd(time('17:30'));
    editor.setKind('unavailable');
    expect(editor.confirmSlot()).toBe(true);
    editor.toggleDay(3);
    expect(await editor.save()).toBe(true);
    expect(hhmm(desk.weekly.slots[1])).toEqual(['08:00–12:00', '13:00–17:30']);
    expect(hhmm(desk.weekly.slots[3])).toEqual(['08:00–12:00', '13:00–17:30']);
    expect(desk.weekly.slots[3][1]!.isAvailable).toBe(false);
    editor.editDay(3);
    editor.editSlot(desk.weekly.slots[3][0]!.id);
    editor.setKind('available-without-inquiry');
    editor.confirmSlot();
    expect(await editor.save()).toBe(true);
    expect(slotKind(desk.weekly.slots[3][0]!)).toBe('available-without-inquiry');
    expect(slotKind(desk.weekly.slots[1][0]!)).toBe('available');
    expect(editor.draft).toBeNull();
    expect(hhmm(desk.weekly.slots[2])).toEqual(['09:00–10:00']);
  });

  it('swaps an end before the start on confirm (a night needs two slots)', async () => {
    const { editor } = await setUp();
    editor.editDay(2);
    editor.editSlot('t1');
    editor.setStart(time('23:30'));
    // The end moved with the start, as far as the day goes.
    expect(hhmm([editor.editing!.slot])).toEqual(['23:30–23:59']);
    editor.setStart(time('22:00'));
    editor.setEnd(time('06:00'));
    expect(editor.confirmSlot()).toBe(true);
    expect(hhmm(editor.draft!.slots)).toEqual(['06:00–22:00']);
  });

  it('refuses overlapping slots with a message naming both, and an empty one, keeping the row as typed', async () => {
    const { editor } = await setUp();
    editor.editDay(1);
    editor.addSlot();
    editor.setStart(time('11:00'));
    expect(editor.rowProblems).toEqual([]);
    expect(editor.confirmSlot()).toBe(false);
    const [overlap] = editor.rowProblems;
    expect(overlap?.kind).toBe('overlap');
    expect(overlap?.kind === 'overlap' && hhmm(overlap.slots)).toEqual(['08:00–12:00', '11:00–12:00']);
    expect(hhmm([editor.editing!.slot])).toEqual(['11:00–12:00']);
    editor.setStart(time('12:00'));
    editor.setEnd(time('12:00'));
    expect(editor.rowProblems.map((p) => p.kind)).toEqual(['empty-slot']);
    editor.setEnd(time('13:00'));
    expect(editor.rowProblems).toEqual([]);
    expect(editor.confirmSlot()).toBe(true);
  });

  it('says which field could not be read, until that field changes', async () => {
    const { editor } = await setUp();
    editor.editDay(1);
    editor.editSlot('m1');
    editor.setStart(time('12:00'));
    editor.noteUnreadable('from', 'kl åtta');
    editor.setEnd(time('18:00'));
    expect(editor.editing?.unreadable).toEqual({ field: 'from', text: 'kl åtta' });
    editor.setStart(time('08:00'));
    expect(editor.editing?.unreadable).toBeNull();
  });

  it('needs at least one day, and loses nothing while saying so', async () => {
    const { desk, editor } = await setUp();
    editor.editDay(1);
    editor.addSlot();
    editor.confirmSlot();
    editor.toggleDay(1);
    expect(await editor.save()).toBe(false);
    expect(editor.draftProblems).toEqual([{ kind: 'no-day' }]);
    expect(hhmm(editor.draft!.slots)).toEqual(['08:00–12:00', '12:00–13:00']);
    expect(hhmm(desk.weekly.slots[1])).toEqual(['08:00–12:00']);
    editor.toggleDay(5);
    expect(editor.draftProblems).toEqual([]);
    expect(await editor.save()).toBe(true);
    expect(hhmm(desk.weekly.slots[5])).toEqual(['08:00–12:00', '12:00–13:00']);
  });

  it('keeps the draft when the CRM refuses it', async () => {
    const { desk, editor } = await setUp();
    editor.editDay(2);
    editor.deleteSlot('t1');
    desk.refusing = true;
    expect(await editor.save()).toBe(false);
    expect(editor.draft?.slots).toEqual([]);
  });

  it('copies one day’s slots to other days, and needs a day to copy to', async () => {
    const { desk, editor } = await setUp();
    editor.startCopy(1);
    expect(await editor.copy()).toBe(false);
    expect(editor.copyProblems).toEqual([{ kind: 'no-day' }]);
    editor.toggleCopyTo(1);
    editor.toggleCopyTo(4);
    editor.toggleCopyTo(2);
    expect(editor.copyTo).toEqual([2, 4]);
    expect(await editor.copy()).toBe(true);
    expect(hhmm(desk.weekly.slots[2])).toEqual(['08:00–12:00']);
    expect(hhmm(desk.weekly.slots[4])).toEqual(['08:00–12:00']);
    expect(editor.copyFrom).toBeNull();
  });
});
