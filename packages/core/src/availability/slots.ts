import { Temporal } from 'temporal-polyfill';
import { TIME_PICKER_STEP_MINUTES, parseTimeInput } from '../booking/time-editing.js';
import type { TimeRange, TimeSlot, Weekday, WeeklyDefault } from './availability.js';
import { DAY_END_TIME } from './day-window.js';
import type { SlotProblem } from './problems.js';

/**
 * The default-availability time-slot editor (spec 3 §2, §4, §5; issue 16 item 1): the slots of one
 * or more weekdays ("applied days") edited together, with start and end pickers in 30-minute steps
 * and the spec's time input. Slots are wall-clock `TimeRange`s within a day, whole minutes, ending
 * at 23:59 at the latest (the planner's day end); the rules here never see a date.
 */

const DAY_LAST_MINUTE = minuteOf(DAY_END_TIME);

function minuteOf(time: Temporal.PlainTime): number {
  return time.hour * 60 + time.minute;
}

const timeAt = (minute: number): Temporal.PlainTime =>
  Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 });

/** The time on its whole minute, 23:59 at the latest. */
const wholeMinuteInDay = (time: Temporal.PlainTime): Temporal.PlainTime => timeAt(Math.min(minuteOf(time), DAY_LAST_MINUTE));

/** Wall-clock minutes of a confirmed range (negative while its end is still before its start). */
export const rangeMinutes = (range: TimeRange): number => minuteOf(range.to) - minuteOf(range.from);

/**
 * Spec 3 §5, the time input: at most 5 characters, `HH:mm` with the hours clamped to 0–23 and the
 * minutes to 0–59, padded; a bare number is hours, 3–4 digits hhmm; anything else 12:00. The rule is
 * booking's `parseTimeInput` (one copy for both portals); this gives the field its padded text.
 */
export function normaliseTimeInput(text: string): string {
  const time = parseTimeInput(text);
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}

/**
 * The pickers' times, in 30-minute steps (spec 3 §9): a start from 00:00 to 23:30; an end from 00:30
 * to 23:30 and then 23:59, the day's end (a slot cannot run to 24:00, spec 3 §4).
 */
export function slotPickerTimes(which: 'start' | 'end'): Temporal.PlainTime[] {
  const steps = Array.from({ length: (24 * 60) / TIME_PICKER_STEP_MINUTES }, (_, i) => timeAt(i * TIME_PICKER_STEP_MINUTES));
  return which === 'start' ? steps : [...steps.slice(1), DAY_END_TIME];
}

/**
 * Spec 3 §4: changing the start moves the end by the same amount, so the slot keeps its length.
 * Slots stay within the day: an end pushed past 23:59 stops there (and before 00:00 at 00:00), and
 * then the length shrinks (a slot whose start reaches 23:59 becomes empty, which confirming refuses).
 */
export function changeSlotStart<T extends TimeRange>(slot: T, start: Temporal.PlainTime): T {
  const from = minuteOf(start);
  const to = minuteOf(slot.to) + from - minuteOf(slot.from);
  return { ...slot, from: timeAt(Math.min(from, DAY_LAST_MINUTE)), to: timeAt(Math.min(Math.max(to, 0), DAY_LAST_MINUTE)) };
}

/** A new end; nothing else moves (it may be before the start until the slot is confirmed). */
export function changeSlotEnd<T extends TimeRange>(slot: T, end: Temporal.PlainTime): T {
  return { ...slot, to: wholeMinuteInDay(end) };
}

/** Spec 3 §4: on confirm, an end before the start is swapped with it. An equal end stays (refused as `empty-slot`). */
export function confirmSlot<T extends TimeRange>(slot: T): T {
  return rangeMinutes(slot) < 0 ? { ...slot, from: slot.to, to: slot.from } : slot;
}

/** Two ranges share a minute (10:00–12:00 and 12:00–14:00 do not). */
export const rangesOverlap = (a: TimeRange, b: TimeRange): boolean =>
  minuteOf(a.from) < minuteOf(b.to) && minuteOf(b.from) < minuteOf(a.to);

const forNeither = (slot: TimeSlot): boolean => slot.isAvailable && !slot.availableFor.onSite && !slot.availableFor.phone;

/**
 * What is wrong with a day's slots, each taken as confirmed (an end before its start is swapped, not
 * refused): an empty slot (end equal to start), an available slot that is for neither on-site nor
 * phone, and every overlapping pair, each pair naming its two slots (earlier start first). Empty:
 * the slots may be saved. The problems come in the order of the slots' starts.
 */
export function slotProblems(slots: readonly TimeSlot[]): SlotProblem[] {
  const confirmed = slots
    .map((slot) => confirmSlot(slot))
    .sort((a, b) => minuteOf(a.from) - minuteOf(b.from) || minuteOf(a.to) - minuteOf(b.to));
  const problems: SlotProblem[] = [];
  confirmed.forEach((slot, i) => {
    if (rangeMinutes(slot) === 0) problems.push({ kind: 'empty-slot', slot });
    if (forNeither(slot)) problems.push({ kind: 'no-available-for', slot });
    for (const other of confirmed.slice(i + 1)) {
      if (rangesOverlap(slot, other)) problems.push({ kind: 'overlap', slots: [slot, other] });
    }
  });
  return problems;
}

/**
 * The inline check of the slot being edited (spec 3 §5: a flag and a message): its own problems and
 * its overlaps with the day's other slots (`others` may include it by id; it is left out).
 */
export function editedSlotProblems(slot: TimeSlot, others: readonly TimeSlot[]): SlotProblem[] {
  const rest = others.filter((other) => other.id !== slot.id);
  const confirmed = confirmSlot(slot);
  return slotProblems([confirmed, ...rest]).filter((problem) =>
    problem.kind === 'overlap'
      ? problem.slots.some((s) => s.id === slot.id)
      : problem.kind !== 'no-day' && problem.slot.id === slot.id,
  );
}

/** The editor's content: the slots, and the weekdays they are applied to. */
export interface DefaultScheduleDraft {
  readonly days: readonly Weekday[];
  readonly slots: readonly TimeSlot[];
}

/** Start editing from one weekday: that day alone, with its slots. */
export const draftForDay = (weekly: WeeklyDefault, day: Weekday): DefaultScheduleDraft => ({
  days: [day],
  slots: weekly.slots[day],
});

/** The editor's problems: at least one day must be chosen (spec 3 §2), then the slots' problems. */
export function scheduleDraftProblems(draft: DefaultScheduleDraft): SlotProblem[] {
  return [...(draft.days.length === 0 ? [{ kind: 'no-day' } as const] : []), ...slotProblems(draft.slots)];
}

/** Slots confirmed (swapped where reversed), on whole minutes, sorted by start. */
export const normaliseSlots = (slots: readonly TimeSlot[]): TimeSlot[] =>
  slots
    .map((slot) => confirmSlot({ ...slot, from: wholeMinuteInDay(slot.from), to: wholeMinuteInDay(slot.to) }))
    .sort((a, b) => minuteOf(a.from) - minuteOf(b.from) || minuteOf(a.to) - minuteOf(b.to));

/**
 * The editor saved: each chosen weekday gets the draft's slots (normalised), the others keep theirs.
 * The caller checks `scheduleDraftProblems` first; a draft with problems changes nothing.
 */
export function applyScheduleDraft(weekly: WeeklyDefault, draft: DefaultScheduleDraft): WeeklyDefault {
  if (scheduleDraftProblems(draft).length > 0) return weekly;
  return copyToDays(weekly, normaliseSlots(draft.slots), draft.days);
}

/**
 * Copies one weekday's slots to other weekdays, replacing theirs (issue 16: "copying one day's slots
 * to other days"). The ids are kept: they are unique within each day, which is all they need to be.
 */
export function copyDaySlots(weekly: WeeklyDefault, from: Weekday, to: readonly Weekday[]): WeeklyDefault {
  return copyToDays(weekly, weekly.slots[from], to);
}

function copyToDays(weekly: WeeklyDefault, slots: readonly TimeSlot[], days: readonly Weekday[]): WeeklyDefault {
  const next = { ...weekly.slots };
  for (const day of days) next[day] = slots;
  return { ...weekly, slots: next };
}
