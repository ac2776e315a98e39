import {
  STOCKHOLM,
  allDayUnavailableExceptions,
  canAddException,
  canDeleteException,
  canUpdateException,
  isChangeableDay,
  isUnavailableAllDay,
  mondayOf,
  newExceptionDraft,
  plannerGeometry,
  unavailableAllDayDraft,
  weekDays,
  type AvailabilityException,
  type DateRange,
  type PlannerGeometry,
} from '@tolk/core';
import { action, computed, makeObservable, observable } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { AvailabilityStore } from './availability-store.js';
import { ExceptionFormStore } from './exception-form-store.js';
import type { Now } from './now.js';

/**
 * The availability page's week of days and the day drawer (spec 3 §2 "Daily availability planner";
 * issue 16 item 2): a week to page through, a day opened in the drawer with its 24-hour planner
 * (core's `plannerGeometry` over the day's effective availability) and its exceptions: "+" on today
 * and later days (core's `newExceptionDraft`), changing one while `canUpdateException`, deleting one
 * while `canDeleteException`, and "unavailable all day".
 */
export class DaysStore {
  /** The Monday of the week shown. */
  monday: Temporal.PlainDate;
  /** The day open in the drawer, or null. */
  openDay: Temporal.PlainDate | null = null;
  /** The exception form open in the drawer, or null. */
  form: ExceptionFormStore | null = null;

  constructor(
    private readonly availability: AvailabilityStore,
    private readonly now: Now,
  ) {
    this.monday = mondayOf(this.today);
    makeObservable(this, {
      monday: observable.ref,
      openDay: observable.ref,
      form: observable.ref,
      days: computed,
      range: computed,
      geometry: computed,
      dayExceptions: computed,
      step: action,
      thisWeek: action,
      open: action,
      close: action,
      addException: action,
      editException: action,
      closeForm: action,
    });
  }

  get today(): Temporal.PlainDate {
    return this.now.instant.toZonedDateTimeISO(STOCKHOLM).toPlainDate();
  }

  get days(): Temporal.PlainDate[] {
    return weekDays(this.monday);
  }

  get range(): DateRange {
    return { from: this.days[0]!, to: this.days[6]! };
  }

  /** Fetches what the week shows (the weekly default and "Tolka nu" too, the first time). */
  load(force = false): void {
    void this.availability.load(force);
    void this.availability.showRange(this.range, force);
  }

  step(weeks: -1 | 1): void {
    this.monday = this.monday.add({ weeks });
  }

  thisWeek(): void {
    this.monday = mondayOf(this.today);
  }

  /** Opens the drawer on a day (the week follows it, so paging day by day keeps the list beside it). */
  open(date: Temporal.PlainDate): void {
    this.openDay = date;
    this.form = null;
    this.monday = mondayOf(date);
  }

  close(): void {
    this.openDay = null;
    this.form = null;
  }

  get geometry(): PlannerGeometry | null {
    return this.openDay ? plannerGeometry(this.openDay, this.availability.effectiveOf(this.openDay)) : null;
  }

  get dayExceptions(): AvailabilityException[] {
    return this.openDay ? this.availability.exceptionsOf(this.openDay) : [];
  }

  /** Today or later: its exceptions can still be added to. */
  get changeable(): boolean {
    return this.openDay !== null && isChangeableDay(this.openDay, this.now.instant);
  }

  /** Spec 3 §2: "+" only on today and later days (on today from the next whole hour). */
  get canAdd(): boolean {
    return this.openDay !== null && canAddException(this.openDay, this.now.instant);
  }

  get unavailableAllDay(): boolean {
    return this.openDay !== null && isUnavailableAllDay(this.openDay, this.dayExceptions);
  }

  canEdit(exception: AvailabilityException): boolean {
    return canUpdateException(exception, this.now.instant);
  }

  canDelete(exception: AvailabilityException): boolean {
    return canDeleteException(exception, this.now.instant);
  }

  get saving(): boolean {
    return this.availability.saving;
  }

  /** "+": the form opens on a one-hour available exception (core's `newExceptionDraft`); nothing is sent yet. */
  addException(): void {
    const draft = this.openDay ? newExceptionDraft(this.openDay, this.now.instant) : null;
    if (draft) this.form = new ExceptionFormStore(draft, null, this.now);
  }

  editException(exception: AvailabilityException): void {
    if (this.canEdit(exception)) this.form = new ExceptionFormStore(exception, exception, this.now);
  }

  closeForm(): void {
    this.form = null;
  }

  /** Sends the form; true when the CRM took it (the form closes). Problems or a refusal keep it as typed. */
  async saveForm(): Promise<boolean> {
    const form = this.form;
    const draft = form?.markTried();
    if (!form || !draft) return false;
    const saved = form.existing
      ? await this.availability.updateException(form.existing.id, draft)
      : await this.availability.createException(draft);
    if (saved && this.form === form) action(() => (this.form = null))();
    return saved;
  }

  async deleteException(exception: AvailabilityException): Promise<boolean> {
    if (!this.canDelete(exception)) return false;
    const deleted = await this.availability.deleteExceptions([exception.id]);
    if (deleted && this.form?.existing?.id === exception.id) action(() => (this.form = null))();
    return deleted;
  }

  /** "Unavailable all day" on (an unavailable exception over 00:00–23:59) or off (those exceptions deleted). */
  async setUnavailableAllDay(on: boolean): Promise<boolean> {
    const day = this.openDay;
    if (!day || !this.changeable) return false;
    if (on) return this.availability.createException(unavailableAllDayDraft(day));
    const lifted = allDayUnavailableExceptions(day, this.dayExceptions).filter((e) => this.canDelete(e));
    return this.availability.deleteExceptions(lifted.map((e) => e.id));
  }
}
