import {
  ON_SITE_AND_PHONE,
  WEEKDAYS,
  applyScheduleDraft,
  changeSlotEnd,
  changeSlotStart,
  confirmSlot,
  copyDaySlots,
  draftForDay,
  editedSlotProblems,
  normaliseSlots,
  scheduleDraftProblems,
  type AvailabilityKind,
  type DefaultScheduleDraft,
  type SlotProblem,
  type TimeSlot,
  type Weekday,
  type WeeklyDefault,
} from '@tolk/core';
import { action, computed, makeObservable, observable } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { AvailabilityStore } from './availability-store.js';

/** A time field of the slot being edited. */
export type SlotField = 'from' | 'to';

/** The slot row open for editing: the slot as changed so far, and whether it is new. */
export interface SlotEdit {
  readonly slot: TimeSlot;
  readonly isNew: boolean;
  /** Confirm was pressed: the row's problems show (and follow the changes from then on). */
  readonly tried: boolean;
  /** A time field whose typed text could not be read (it became 12:00, the spec's fallback). */
  readonly unreadable: { readonly field: SlotField; readonly text: string } | null;
}

const minuteOf = (time: Temporal.PlainTime): number => time.hour * 60 + time.minute;
const timeAt = (minute: number): Temporal.PlainTime =>
  Temporal.PlainTime.from({ hour: Math.floor(minute / 60), minute: minute % 60 });

/** A new slot: a working day when the day has none, else an hour from the day's latest end (within the day). */
function newSlot(id: string, slots: readonly TimeSlot[]): TimeSlot {
  if (slots.length === 0) {
    return { id, from: timeAt(8 * 60), to: timeAt(16 * 60), isAvailable: true, availableFor: ON_SITE_AND_PHONE };
  }
  const latest = Math.min(Math.max(...slots.map((slot) => minuteOf(confirmSlot(slot).to))), 23 * 60 + 59);
  return {
    id,
    from: timeAt(latest),
    to: timeAt(Math.min(latest + 60, 23 * 60 + 59)),
    isAvailable: true,
    availableFor: ON_SITE_AND_PHONE,
  };
}

/**
 * The weekly default's editor (spec 3 §2 "Default-availability time-slot editor", §4, §5; issue 16
 * item 3): one weekday's slots opened for editing, applied to the weekdays ticked; a slot row is
 * edited with start and end pickers and confirmed (an end before the start is swapped, core's
 * `confirmSlot`), cancelled, or deleted; the inline check names the slots that overlap. Saving needs
 * at least one day. Also copying one day's slots to other days. Nothing typed is lost to a refusal.
 */
export class WeeklyEditorStore {
  /** The editor's content, or null while the week is only shown. */
  draft: DefaultScheduleDraft | null = null;
  /** The weekday the editor was opened from. */
  openedDay: Weekday | null = null;
  editing: SlotEdit | null = null;
  /** Save was pressed: the draft's problems show. */
  saveTried = false;
  copyFrom: Weekday | null = null;
  copyTo: readonly Weekday[] = [];
  copyTried = false;
  private nextId = 1;

  constructor(private readonly availability: AvailabilityStore) {
    makeObservable(this, {
      draft: observable.ref,
      openedDay: observable,
      editing: observable.ref,
      saveTried: observable,
      copyFrom: observable,
      copyTo: observable.ref,
      copyTried: observable,
      rowProblems: computed,
      draftProblems: computed,
      copyProblems: computed,
      editDay: action,
      close: action,
      toggleDay: action,
      addSlot: action,
      editSlot: action,
      deleteSlot: action,
      setStart: action,
      setEnd: action,
      setKind: action,
      toggleFor: action,
      noteUnreadable: action,
      confirmSlot: action,
      cancelSlot: action,
      startCopy: action,
      toggleCopyTo: action,
      cancelCopy: action,
    });
  }

  get weekly(): WeeklyDefault | null {
    return this.availability.weekly;
  }

  get saving(): boolean {
    return this.availability.saving;
  }

  /** Opens the editor on one weekday's slots. */
  editDay(day: Weekday): void {
    if (!this.weekly) return;
    this.draft = draftForDay(this.weekly, day);
    this.openedDay = day;
    this.editing = null;
    this.saveTried = false;
    this.copyFrom = null;
  }

  /** Leaves the editor; the draft goes. */
  close(): void {
    this.draft = null;
    this.openedDay = null;
    this.editing = null;
    this.saveTried = false;
  }

  isDayChosen(day: Weekday): boolean {
    return this.draft?.days.includes(day) ?? false;
  }

  toggleDay(day: Weekday): void {
    if (!this.draft) return;
    const days = this.draft.days.includes(day) ? this.draft.days.filter((d) => d !== day) : [...this.draft.days, day];
    this.draft = { ...this.draft, days: WEEKDAYS.filter((d) => days.includes(d)) };
  }

  addSlot(): void {
    if (!this.draft || this.editing) return;
    let id = `new-${this.nextId++}`;
    while (this.draft.slots.some((slot) => slot.id === id)) id = `new-${this.nextId++}`;
    this.editing = { slot: newSlot(id, this.draft.slots), isNew: true, tried: false, unreadable: null };
  }

  editSlot(id: string): void {
    const slot = this.draft?.slots.find((s) => s.id === id);
    if (!slot || this.editing) return;
    this.editing = { slot, isNew: false, tried: false, unreadable: null };
  }

  deleteSlot(id: string): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, slots: this.draft.slots.filter((slot) => slot.id !== id) };
    if (this.editing?.slot.id === id) this.editing = null;
  }

  /** Spec 3 §4: changing the start moves the end by the same amount. */
  setStart(time: Temporal.PlainTime): void {
    this.changeSlot((slot) => changeSlotStart(slot, time), 'from');
  }

  setEnd(time: Temporal.PlainTime): void {
    this.changeSlot((slot) => changeSlotEnd(slot, time), 'to');
  }

  /** Available (asked first), available without inquiry, or unavailable (a default slot may itself be unavailable). */
  setKind(kind: AvailabilityKind): void {
    this.changeSlot((slot) => ({
      ...slot,
      isAvailable: kind !== 'unavailable',
      withoutInquiry: kind === 'available-without-inquiry',
    }));
  }

  toggleFor(which: 'onSite' | 'phone'): void {
    this.changeSlot((slot) => ({ ...slot, availableFor: { ...slot.availableFor, [which]: !slot.availableFor[which] } }));
  }

  /** What was typed in a time field could not be read: it became 12:00, and the row says so. */
  noteUnreadable(field: SlotField, text: string): void {
    if (this.editing) this.editing = { ...this.editing, unreadable: { field, text } };
  }

  /** The row's inline check (spec 3 §5: a flag and a message), once confirm was pressed. */
  get rowProblems(): SlotProblem[] {
    if (!this.editing?.tried || !this.draft) return [];
    return editedSlotProblems(this.editing.slot, this.draft.slots);
  }

  /** Confirms the row: swapped when its end is before its start, refused with its problems shown. */
  confirmSlot(): boolean {
    if (!this.editing || !this.draft) return false;
    const problems = editedSlotProblems(this.editing.slot, this.draft.slots);
    if (problems.length > 0) {
      this.editing = { ...this.editing, tried: true };
      return false;
    }
    const confirmed = confirmSlot(this.editing.slot);
    const others = this.draft.slots.filter((slot) => slot.id !== confirmed.id);
    this.draft = { ...this.draft, slots: normaliseSlots([...others, confirmed]) };
    this.editing = null;
    return true;
  }

  cancelSlot(): void {
    this.editing = null;
  }

  /** The draft's problems (no day chosen, and any slots that still clash), once save was pressed. */
  get draftProblems(): SlotProblem[] {
    return this.saveTried && this.draft ? scheduleDraftProblems(this.draft) : [];
  }

  /** Saves the draft over its days (the open row confirmed first); true when the CRM took it. */
  async save(): Promise<boolean> {
    if (!this.draft || !this.weekly) return false;
    if (this.editing && !this.confirmSlot()) return false;
    const draft = this.draft;
    if (scheduleDraftProblems(draft).length > 0) {
      action(() => (this.saveTried = true))();
      return false;
    }
    const saved = await this.availability.saveWeekly(applyScheduleDraft(this.weekly, draft));
    if (saved && this.draft === draft) this.close();
    return saved;
  }

  /** Opens the copy of one weekday's slots to others. */
  startCopy(from: Weekday): void {
    this.copyFrom = from;
    this.copyTo = [];
    this.copyTried = false;
  }

  isCopyTarget(day: Weekday): boolean {
    return this.copyTo.includes(day);
  }

  toggleCopyTo(day: Weekday): void {
    if (day === this.copyFrom) return;
    this.copyTo = this.copyTo.includes(day)
      ? this.copyTo.filter((d) => d !== day)
      : WEEKDAYS.filter((d) => d === day || this.copyTo.includes(d));
  }

  cancelCopy(): void {
    this.copyFrom = null;
    this.copyTo = [];
    this.copyTried = false;
  }

  /** At least one day to copy to. */
  get copyProblems(): SlotProblem[] {
    return this.copyTried && this.copyTo.length === 0 ? [{ kind: 'no-day' }] : [];
  }

  /** Copies the day's slots over the days chosen; true when the CRM took it. */
  async copy(): Promise<boolean> {
    if (this.copyFrom === null || !this.weekly) return false;
    if (this.copyTo.length === 0) {
      action(() => (this.copyTried = true))();
      return false;
    }
    const saved = await this.availability.saveWeekly(copyDaySlots(this.weekly, this.copyFrom, this.copyTo));
    if (saved) this.cancelCopy();
    return saved;
  }

  private changeSlot(change: (slot: TimeSlot) => TimeSlot, field?: SlotField): void {
    if (!this.editing) return;
    const unreadable = field && this.editing.unreadable?.field === field ? null : this.editing.unreadable;
    this.editing = { ...this.editing, slot: change(this.editing.slot), unreadable };
  }
}
