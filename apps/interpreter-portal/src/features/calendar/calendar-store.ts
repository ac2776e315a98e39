import {
  ASSIGNMENT_LISTS,
  DEFAULT_CALENDAR_VIEW,
  STOCKHOLM,
  byDayTouched,
  monthGrid,
  periodOf,
  stepCalendar,
  visibleRange,
  weekDays,
  type DateRange,
  type EffectiveInterval,
  type CalendarPeriod,
  type CalendarStep,
  type CalendarView,
  type Clock,
  type InterpreterAssignmentSummary,
} from '@tolk/core';
import { action, computed, makeObservable, observable } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { AssignmentListsStore } from '../assignments/assignment-lists-store.js';
import type { AvailabilityStore } from '../availability/availability-store.js';

/** What the calendar shows (spec 2 §2's filter idea): everything, only availability, only unavailability, or only assignments. */
export type CalendarShow = 'all' | 'availability' | 'unavailability' | 'assignments';
export const CALENDAR_SHOWS: readonly CalendarShow[] = ['all', 'availability', 'unavailability', 'assignments'];

/**
 * The interpreter's calendar on the start page (spec 3 §2 "calendar (week and month)"): week by
 * default (spec 3 §9), previous, today and next, and every assignment of the three lists on the
 * days it touches; beside them each day's effective availability (issue 16: the weekly default, the
 * exceptions and "Tolka nu" as core combines them), neither hiding the other unless the interpreter
 * filters.
 */
export class InterpreterCalendarStore {
  view: CalendarView = DEFAULT_CALENDAR_VIEW;
  anchor: Temporal.PlainDate;
  show: CalendarShow = 'all';

  constructor(
    private readonly clock: Clock,
    private readonly lists: AssignmentListsStore,
    private readonly availability: AvailabilityStore,
  ) {
    this.anchor = this.today;
    makeObservable(this, {
      view: observable,
      anchor: observable.ref,
      show: observable,
      period: computed,
      range: computed,
      days: computed,
      byDay: computed,
      loading: computed,
      step: action,
      goToToday: action,
      showView: action,
      choose: action,
    });
  }

  get today(): Temporal.PlainDate {
    return this.clock.now().toZonedDateTimeISO(STOCKHOLM).toPlainDate();
  }

  get period(): CalendarPeriod {
    return periodOf(this.view, this.anchor);
  }

  /** The days shown: a week, or the month's six weeks. */
  get days(): Temporal.PlainDate[] {
    return this.view === 'week'
      ? weekDays(this.anchor)
      : monthGrid(this.anchor.toPlainYearMonth()).flatMap((week) => [...week.days]);
  }

  /** The days shown, first to last. */
  get range(): DateRange {
    return visibleRange(this.view, this.anchor);
  }

  get showsAssignments(): boolean {
    return this.show === 'all' || this.show === 'assignments';
  }

  /** The day's availability as the filter lets it show (empty until the weekly default is in). */
  availabilityOf(day: Temporal.PlainDate): EffectiveInterval[] {
    if (this.show === 'assignments' || !this.availability.ready) return [];
    const pieces = this.availability.effectiveOf(day);
    if (this.show === 'availability') return pieces.filter((piece) => piece.kind !== 'unavailable');
    if (this.show === 'unavailability') return pieces.filter((piece) => piece.kind === 'unavailable');
    return pieces;
  }

  get byDay(): Map<string, InterpreterAssignmentSummary[]> {
    const all = new Map<string, InterpreterAssignmentSummary>();
    for (const list of ASSIGNMENT_LISTS) for (const item of this.lists.lists[list].items) all.set(item.id, item);
    return byDayTouched([...all.values()]);
  }

  get loading(): boolean {
    return (
      ASSIGNMENT_LISTS.some((list) => !this.lists.lists[list].loaded && !this.lists.lists[list].failed) ||
      this.availability.state === 'loading' ||
      this.availability.rangeState === 'loading'
    );
  }

  load(): void {
    for (const list of ASSIGNMENT_LISTS) void this.lists.refresh(list);
    void this.availability.load();
  }

  /** Has the availability of the days shown fetched (called as the range changes). */
  loadAvailability(): void {
    void this.availability.showRange(this.range);
  }

  step(step: CalendarStep): void {
    this.anchor = stepCalendar(this.view, this.anchor, step);
  }

  goToToday(): void {
    this.anchor = this.today;
  }

  showView(view: CalendarView): void {
    this.view = view;
  }

  choose(show: CalendarShow): void {
    this.show = show;
  }
}
