import {
  STOCKHOLM,
  daysTouched,
  extendLoadedRange,
  forceRefresh,
  loadedAt,
  mayRefresh,
  type Assignment,
  type AssignmentSource,
  type Clock,
  type DateRange,
  type RefreshTimer,
} from '@tolk/core';
import { LatestOnly } from '@tolk/ui';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The customer's assignments for the range the calendar and list show (spec 2 §4): the visible
 * range and a day on each side, grown when the user pages outside it, reloaded no more often than
 * the job timer allows unless forced (after a cancel or a new booking).
 */
export class AssignmentsStore {
  assignments: readonly Assignment[] = [];
  loaded: DateRange | null = null;
  state: LoadState = 'idle';
  private timer: RefreshTimer = { lastLoadedMs: null };
  private readonly latest = new LatestOnly();

  constructor(
    private readonly source: AssignmentSource,
    private readonly clock: Clock,
  ) {
    makeObservable<AssignmentsStore, 'timer'>(this, {
      assignments: observable.ref,
      loaded: observable.ref,
      state: observable,
      timer: observable.ref,
      byDay: computed,
      clear: action,
      forceRefresh: action,
    });
  }

  /** Makes sure the visible days are loaded; loads again when the job timer allows. */
  async show(visible: DateRange): Promise<void> {
    const wanted = extendLoadedRange(this.loaded, visible);
    const sameRange = wanted === this.loaded;
    if (sameRange && !mayRefresh(this.timer, this.clock.now())) return;
    await this.load(wanted);
  }

  /** Reload now, whatever the timer says (spec 2 §4: the timer set one hour back). */
  async forceRefresh(): Promise<void> {
    this.timer = forceRefresh(this.timer);
    if (this.loaded) await this.load(this.loaded);
  }

  /** Assignments by the days they touch, in start order. */
  get byDay(): ReadonlyMap<string, readonly Assignment[]> {
    const days = new Map<string, Assignment[]>();
    const sorted = [...this.assignments].sort((a, b) => a.start.epochMilliseconds - b.start.epochMilliseconds);
    for (const assignment of sorted) {
      for (const day of daysTouched(assignment.start, assignment.end)) {
        const key = day.toString();
        days.set(key, [...(days.get(key) ?? []), assignment]);
      }
    }
    return days;
  }

  onDay(day: Temporal.PlainDate): readonly Assignment[] {
    return this.byDay.get(day.toString()) ?? [];
  }

  byId(id: string): Assignment | undefined {
    return this.assignments.find((a) => a.id === id);
  }

  /** Puts a fresh copy of one assignment in place (after a search found it, or an action changed it). */
  upsert(assignment: Assignment): void {
    runInAction(() => {
      this.assignments = [...this.assignments.filter((a) => a.id !== assignment.id), assignment];
    });
  }

  clear(): void {
    this.assignments = [];
    this.loaded = null;
    this.state = 'idle';
    this.timer = { lastLoadedMs: null };
    this.latest.forget();
  }

  private async load(range: DateRange): Promise<void> {
    const current = this.latest.begin();
    runInAction(() => {
      this.state = 'loading';
    });
    const from = range.from.toZonedDateTime({ timeZone: STOCKHOLM }).toInstant();
    const to = range.to.add({ days: 1 }).toZonedDateTime({ timeZone: STOCKHOLM }).toInstant();
    try {
      const assignments = await this.source.inPeriod(from, to);
      // A newer load (the user paged on) wins over a slower older one.
      if (!current()) return;
      runInAction(() => {
        this.assignments = assignments;
        this.loaded = range;
        this.timer = loadedAt(this.clock.now());
        this.state = 'ready';
      });
    } catch {
      // The transport has told the user; what was loaded before stays on screen.
      if (current()) runInAction(() => (this.state = 'failed'));
    }
  }
}
