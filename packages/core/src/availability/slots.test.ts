import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { aSlot, aWeeklyDefault } from './builders.js';
import {
  applyScheduleDraft,
  changeSlotEnd,
  changeSlotStart,
  confirmSlot,
  copyDaySlots,
  draftForDay,
  editedSlotProblems,
  normaliseTimeInput,
  scheduleDraftProblems,
  slotPickerTimes,
  slotProblems,
} from './slots.js';

const time = (text: string) => Temporal.PlainTime.from(text);
const text = (range: { from: Temporal.PlainTime; to: Temporal.PlainTime }) =>
  `${range.from.toString().slice(0, 5)}–${range.to.toString().slice(0, 5)}`;

describe('the time input (spec 3 §5)', () => {
  it.each([
    // HH:mm as typed, padded
    ['08:30', '08:30'],
    ['8:30', '08:30'],
    ['8:5', '08:05'],
    ['23:59', '23:59'],
    ['00:00', '00:00'],
    // hours clamped to 0–23, minutes to 0–59
    ['24:00', '23:00'],
    ['99:99', '23:59'],
    ['12:75', '12:59'],
    // a bare number is hours
    ['8', '08:00'],
    ['14', '14:00'],
    ['0', '00:00'],
    ['30', '23:00'],
    // 3 or 4 digits are hhmm
    ['930', '09:30'],
    ['0930', '09:30'],
    ['1745', '17:45'],
    ['2575', '23:59'],
    ['999', '09:59'],
    // at most 5 characters are read
    ['08:30:45', '08:30'],
    ['12345', '12:00'],
    // a parse failure is 12:00
    ['', '12:00'],
    ['abc', '12:00'],
    ['ab:cd', '12:00'],
    [':30', '12:00'],
    ['-1', '12:00'],
  ])('reads %j as %s', (typed, expected) => {
    expect(normaliseTimeInput(typed)).toBe(expected);
  });
});

describe('the pickers (30-minute steps)', () => {
  it('offers starts 00:00–23:30 and ends 00:30–23:30 and 23:59', () => {
    const starts = slotPickerTimes('start').map((t) => t.toString().slice(0, 5));
    const ends = slotPickerTimes('end').map((t) => t.toString().slice(0, 5));
    expect([starts.length, starts[0], starts[1], starts.at(-1)]).toEqual([48, '00:00', '00:30', '23:30']);
    expect([ends.length, ends[0], ends.at(-2), ends.at(-1)]).toEqual([48, '00:30', '23:30', '23:59']);
  });
});

describe('slot editing (spec 3 §4)', () => {
  it('moves the end with the start, keeping the length', () => {
    expect(text(changeSlotStart(aSlot('a', '08:00', '10:30'), time('13:00')))).toBe('13:00–15:30');
    expect(text(changeSlotStart(aSlot('a', '08:00', '10:30'), time('06:15')))).toBe('06:15–08:45');
  });

  it('stops the moved end at 23:59, the day’s end', () => {
    expect(text(changeSlotStart(aSlot('a', '08:00', '12:00'), time('22:00')))).toBe('22:00–23:59');
  });

  it('changes only the end when the end changes, even to before the start', () => {
    expect(text(changeSlotEnd(aSlot('a', '08:00', '10:00'), time('07:00')))).toBe('08:00–07:00');
  });

  it('swaps an end before the start on confirm, and leaves the rest', () => {
    expect(text(confirmSlot(aSlot('a', '16:00', '08:00')))).toBe('08:00–16:00');
    expect(text(confirmSlot(aSlot('a', '08:00', '16:00')))).toBe('08:00–16:00');
    expect(text(confirmSlot(aSlot('a', '08:00', '08:00')))).toBe('08:00–08:00');
  });
});

describe('slot validation', () => {
  it('accepts slots that only touch', () => {
    expect(slotProblems([aSlot('a', '08:00', '12:00'), aSlot('b', '12:00', '16:00', { isAvailable: false })])).toEqual([]);
  });

  it('refuses an empty slot', () => {
    expect(slotProblems([aSlot('a', '08:00', '08:00')]).map((p) => p.kind)).toEqual(['empty-slot']);
  });

  it('names each overlapping pair, the earlier first', () => {
    const problems = slotProblems([
      aSlot('late', '11:00', '14:00'),
      aSlot('early', '08:00', '12:00'),
      aSlot('evening', '18:00', '20:00'),
    ]);
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(problem?.kind === 'overlap' && problem.slots.map((s) => `${s.id} ${text(s)}`)).toEqual([
      'early 08:00–12:00',
      'late 11:00–14:00',
    ]);
  });

  it('takes a reversed slot as confirmed: swapped, then checked', () => {
    expect(slotProblems([aSlot('a', '12:00', '08:00'), aSlot('b', '10:00', '11:00')]).map((p) => p.kind)).toEqual(['overlap']);
  });

  it('refuses an available slot for neither on-site nor phone, not an unavailable one', () => {
    const neither = { onSite: false, phone: false };
    expect(slotProblems([aSlot('a', '08:00', '09:00', { availableFor: neither })]).map((p) => p.kind)).toEqual([
      'no-available-for',
    ]);
    expect(slotProblems([aSlot('a', '08:00', '09:00', { availableFor: neither, isAvailable: false })])).toEqual([]);
  });

  it('asks for at least one day', () => {
    expect(scheduleDraftProblems({ days: [], slots: [aSlot('a', '08:00', '09:00')] })).toEqual([{ kind: 'no-day' }]);
  });

  it('checks the slot being edited against the others, without itself', () => {
    const others = [aSlot('a', '08:00', '10:00'), aSlot('b', '09:00', '11:00'), aSlot('c', '13:00', '15:00')];
    expect(editedSlotProblems(aSlot('c', '14:00', '16:00'), others)).toEqual([]);
    const problems = editedSlotProblems(aSlot('c', '10:30', '13:30'), others);
    expect(problems.map((p) => (p.kind === 'overlap' ? p.slots.map((s) => s.id).join('+') : p.kind))).toEqual(['b+c']);
  });
});

describe('the weekly default', () => {
  const monday = [aSlot('m1', '08:00', '12:00'), aSlot('m2', '13:00', '17:00')];
  const weekly = aWeeklyDefault({ 1: monday, 3: [aSlot('w1', '10:00', '11:00')] });

  it('copies a day’s slots to other days, replacing theirs', () => {
    const copied = copyDaySlots(weekly, 1, [2, 3, 4]);
    expect([1, 2, 3, 4].map((d) => copied.slots[d as 1].map((s) => s.id).join(','))).toEqual([
      'm1,m2',
      'm1,m2',
      'm1,m2',
      'm1,m2',
    ]);
    expect(copied.slots[5]).toEqual([]);
  });

  it('applies the editor’s slots, confirmed and in order, to the chosen days', () => {
    const draft = { days: [2, 6] as const, slots: [aSlot('x', '15:00', '12:00'), aSlot('y', '08:00', '09:00')] };
    const applied = applyScheduleDraft(weekly, { ...draft, days: [...draft.days] });
    expect(applied.slots[2].map(text)).toEqual(['08:00–09:00', '12:00–15:00']);
    expect(applied.slots[6].map(text)).toEqual(['08:00–09:00', '12:00–15:00']);
    expect(applied.slots[1]).toBe(monday);
  });

  it('leaves the default as it was for a draft with problems', () => {
    expect(applyScheduleDraft(weekly, { days: [], slots: [] })).toBe(weekly);
    expect(applyScheduleDraft(weekly, { days: [2], slots: [aSlot('a', '08:00', '10:00'), aSlot('b', '09:00', '11:00')] })).toBe(
      weekly,
    );
  });

  it('starts the editor from a day with its slots', () => {
    expect(draftForDay(weekly, 1)).toEqual({ days: [1], slots: monday });
  });
});
