import {
  DEFAULT_CALENDAR_VIEW,
  DEFAULT_STATUS_SELECTION,
  assignmentsInRange,
  filterDays,
  monthGrid,
  periodOf,
  stepCalendar,
  summarizeDay,
  toggleClearAll,
  toggleStatus,
  visibleRange,
  weekDays,
  type Assignment,
  type CalendarPeriod,
  type CalendarStep,
  type CalendarView,
  type CalendarWeek,
  type DateRange,
  type DaySummary,
  type StatusChoice,
  type StatusSelection,
} from '@tolk/core';
import type { WallClockStore } from '@tolk/ui';
import { action, comparer, computed, makeObservable, observable, reaction, type IComputedValue } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { AssignmentsStore } from '../assignments/assignments-store.js';

const NONE: readonly Assignment[] = [];
const sameRange = (a: DateRange, b: DateRange) => a.from.equals(b.from) && a.to.equals(b.to);
const sameDay = (a: Temporal.PlainDate, b: Temporal.PlainDate) => a.equals(b);

/**
 * The dashboard's UI state (spec 2 §2): the calendar's view and period, the status filter, the
 * open day list and the mobile filter drawer. It lives as long as the app, so the dashboard is as
 * the user left it when they come back; logging out resets it. Until the user moves the calendar,
 * it follows today.
 */
export class DashboardStore {
  view: CalendarView = DEFAULT_CALENDAR_VIEW;
  /** The day the calendar shows the week or month of; null follows today. */
  private chosen: Temporal.PlainDate | null = null;
  statuses: StatusSelection = DEFAULT_STATUS_SELECTION;
  /** The day whose list drawer is open. */
  openDay: Temporal.PlainDate | null = null;
  filterDrawerOpen = false;
  private readonly dayLists = new Map<string, IComputedValue<readonly Assignment[]>>();
  private readonly daySummaries = new Map<string, IComputedValue<DaySummary>>();

  constructor(
    private readonly assignments: AssignmentsStore,
    private readonly time: WallClockStore,
  ) {
    makeObservable<DashboardStore, 'chosen'>(this, {
      view: observable,
      chosen: observable.ref,
      statuses: observable.ref,
      openDay: observable.ref,
      filterDrawerOpen: observable,
      anchor: computed({ equals: sameDay }),
      visible: computed({ equals: sameRange }),
      period: computed,
      weekDays: computed,
      monthWeeks: computed,
      // Kept while the app runs: switching views must not recompute the days' lists.
      shownByDay: computed({ keepAlive: true }),
      feed: computed,
      showView: action,
      step: action,
      goToToday: action,
      goTo: action,
      toggleStatus: action,
      toggleClearAll: action,
      openDayList: action,
      closeDayList: action,
      setFilterDrawerOpen: action,
      reset: action,
    });
  }

  get today(): Temporal.PlainDate {
    return this.time.today;
  }

  get anchor(): Temporal.PlainDate {
    return this.chosen ?? this.today;
  }

  get visible(): DateRange {
    return visibleRange(this.view, this.anchor);
  }

  get period(): CalendarPeriod {
    return periodOf(this.view, this.anchor);
  }

  get weekDays(): readonly Temporal.PlainDate[] {
    return weekDays(this.anchor);
  }

  get monthWeeks(): readonly CalendarWeek[] {
    return monthGrid(this.anchor.toPlainYearMonth());
  }

  /** The loaded assignments by day (YYYY-MM-DD), only those the status filter keeps. */
  get shownByDay(): ReadonlyMap<string, readonly Assignment[]> {
    return filterDays(this.assignments.byDay, this.statuses);
  }

  /** A day's shown assignments; its observers re-render only when that day's list changes. */
  assignmentsOn(day: string): readonly Assignment[] {
    let list = this.dayLists.get(day);
    if (!list) {
      list = computed(() => this.shownByDay.get(day) ?? NONE, { equals: comparer.shallow });
      this.dayLists.set(day, list);
    }
    return list.get();
  }

  /** A month cell's count and bell; its observers re-render only when they change. */
  summaryOf(day: string): DaySummary {
    let summary = this.daySummaries.get(day);
    if (!summary) {
      summary = computed(() => summarizeDay(this.assignmentsOn(day)), { equals: comparer.structural });
      this.daySummaries.set(day, summary);
    }
    return summary.get();
  }

  /** What the calendar feed exports: the visible days' shown assignments. */
  get feed(): readonly Assignment[] {
    return assignmentsInRange(this.shownByDay, this.visible);
  }

  get loading(): boolean {
    return this.assignments.state === 'loading';
  }

  get loadFailed(): boolean {
    return this.assignments.state === 'failed';
  }

  /** The calendar's assignments have come (or failed): what waits for the calendar may start. */
  get calendarSettled(): boolean {
    return this.assignments.state === 'ready' || this.assignments.state === 'failed';
  }

  showView(view: CalendarView): void {
    this.view = view;
  }

  step(step: CalendarStep): void {
    this.chosen = stepCalendar(this.view, this.anchor, step);
  }

  goToToday(): void {
    this.chosen = null;
  }

  /** Shows the week or month of a day (a search result's). */
  goTo(day: Temporal.PlainDate): void {
    this.chosen = day.equals(this.today) ? null : day;
  }

  toggleStatus(choice: StatusChoice): void {
    this.statuses = toggleStatus(this.statuses, choice);
  }

  toggleClearAll(): void {
    this.statuses = toggleClearAll(this.statuses);
  }

  openDayList(day: Temporal.PlainDate): void {
    this.openDay = day;
  }

  closeDayList(): void {
    this.openDay = null;
  }

  setFilterDrawerOpen(open: boolean): void {
    this.filterDrawerOpen = open;
  }

  /** Back to the defaults (logout): this week, every status. */
  reset(): void {
    this.view = DEFAULT_CALENDAR_VIEW;
    this.chosen = null;
    this.statuses = DEFAULT_STATUS_SELECTION;
    this.openDay = null;
    this.filterDrawerOpen = false;
  }

  /**
   * Keeps the visible days loaded while the dashboard is shown: now, and whenever the visible
   * range changes (the loaded range grows by the core's rule; the job timer limits reloads).
   */
  keepLoaded(): () => void {
    return reaction(
      () => this.visible,
      (range) => void this.assignments.show(range),
      { fireImmediately: true },
    );
  }

  /**
   * Loads the visible days again if the job timer allows (the user came back to the tab), or if
   * the last load failed (the retry: a failed load leaves the timer as it was).
   */
  refresh(): void {
    void this.assignments.show(this.visible);
  }
}
