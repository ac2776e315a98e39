import {
  STOCKHOLM,
  exceptionProblems,
  wallTimeOn,
  type AvailabilityException,
  type AvailabilityKind,
  type AvailableFor,
  type ExceptionDraft,
  type ExceptionProblem,
} from '@tolk/core';
import { action, computed, makeObservable, observable } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { Now } from './now.js';

/** A date or time field of the exception form. */
export type ExceptionField = 'fromDate' | 'fromTime' | 'toDate' | 'toTime';

interface Fields {
  readonly fromDate: Temporal.PlainDate;
  readonly fromTime: Temporal.PlainTime;
  readonly toDate: Temporal.PlainDate;
  readonly toTime: Temporal.PlainTime;
  readonly kind: AvailabilityKind;
  readonly availableFor: AvailableFor;
}

const fieldsOf = (draft: ExceptionDraft): Fields => {
  const from = draft.from.withTimeZone(STOCKHOLM);
  const to = draft.to.withTimeZone(STOCKHOLM);
  return {
    fromDate: from.toPlainDate(),
    fromTime: from.toPlainTime().round({ smallestUnit: 'minute', roundingMode: 'floor' }),
    toDate: to.toPlainDate(),
    toTime: to.toPlainTime().round({ smallestUnit: 'minute', roundingMode: 'floor' }),
    kind: draft.kind,
    availableFor: draft.availableFor,
  };
};

/**
 * One exception being made or changed (spec 3 §2, §4): from and to as dates and wall times in
 * Stockholm (core's `wallTimeOn` reads them, the clock-change nights included), its kind and what an
 * available one is for. Checked with core's `exceptionProblems` when saved: an end not after the
 * start, an exception in the past, a change to one that has started each get their own message, and
 * the form keeps everything typed.
 */
export class ExceptionFormStore {
  fields: Fields;
  tried = false;
  unreadable: { readonly field: ExceptionField; readonly text: string } | null = null;

  constructor(
    /** What the form starts from: a new draft, or the exception being changed. */
    start: ExceptionDraft,
    /** The exception being changed, or null for a new one. */
    readonly existing: AvailabilityException | null,
    private readonly now: Now,
  ) {
    this.fields = fieldsOf(start);
    makeObservable(this, {
      fields: observable.ref,
      tried: observable,
      unreadable: observable.ref,
      draft: computed,
      problems: computed,
      set: action,
      toggleFor: action,
      noteUnreadable: action,
      markTried: action,
    });
  }

  get draft(): ExceptionDraft {
    const { fromDate, fromTime, toDate, toTime, kind, availableFor } = this.fields;
    return { from: wallTimeOn(fromDate, fromTime), to: wallTimeOn(toDate, toTime), kind, availableFor };
  }

  /** Its problems, once save was pressed (and following the changes from then on). */
  get problems(): ExceptionProblem[] {
    return this.tried ? exceptionProblems(this.draft, this.now.instant, this.existing) : [];
  }

  set<K extends keyof Fields>(field: K, value: Fields[K]): void {
    this.fields = { ...this.fields, [field]: value };
    if (this.unreadable?.field === field) this.unreadable = null;
  }

  toggleFor(which: keyof AvailableFor): void {
    this.set('availableFor', { ...this.fields.availableFor, [which]: !this.fields.availableFor[which] });
  }

  noteUnreadable(field: ExceptionField, text: string): void {
    this.unreadable = { field, text };
  }

  /** The draft to send, or null with the problems shown. */
  markTried(): ExceptionDraft | null {
    this.tried = true;
    return exceptionProblems(this.draft, this.now.instant, this.existing).length === 0 ? this.draft : null;
  }
}
