import {
  ASSIGNMENT_LISTS,
  DEFAULT_CALENDAR_VIEW,
  STOCKHOLM,
  byDayTouched,
  monthGrid,
  periodOf,
  stepCalendar,
  weekDays,
  type CalendarPeriod,
  type CalendarStep,
  type CalendarView,
  type Clock,
  type InterpreterAssignmentSummary,
} from '@tolk/core';
import { action, computed, makeObservable, observable } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { AssignmentListsStore } from '../assignments/assignment-lists-store.js';

/**
 * The interpreter's calendar on the start page (spec 3 §2 "calendar (week and month)"): week by
 * default (spec 3 §9), previous, today and next, and every assignment of the three lists on the
 * days it touches. The availability beside them is issue 16's.
 */
export class InterpreterCalendarStore {
  view: CalendarView = DEFAULT_CALENDAR_VIEW;
  anchor: Temporal.PlainDate;

  constructor(
    private readonly clock: Clock,
    private readonly lists: AssignmentListsStore,
  ) {
    this.anchor = this.today;
    makeObservable(this, {
      view: observable,
      anchor: observable.ref,
      period: computed,
      days: computed,
      byDay: computed,
      loading: computed,
      step: action,
      goToToday: action,
      showView: action,
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

  get byDay(): Map<string, InterpreterAssignmentSummary[]> {
    const all = new Map<string, InterpreterAssignmentSummary>();
    for (const list of ASSIGNMENT_LISTS) for (const item of this.lists.lists[list].items) all.set(item.id, item);
    return byDayTouched([...all.values()]);
  }

  get loading(): boolean {
    return ASSIGNMENT_LISTS.some((list) => !this.lists.lists[list].loaded && !this.lists.lists[list].failed);
  }

  load(): void {
    for (const list of ASSIGNMENT_LISTS) void this.lists.refresh(list);
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
}
