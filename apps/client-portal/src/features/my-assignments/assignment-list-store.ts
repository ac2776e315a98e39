import {
  UNRATED_JUMP_STATUSES,
  DEFAULT_SORT,
  DEFAULT_STATUS_SELECTION,
  STOCKHOLM,
  forceRefresh,
  groupByOrderGroup,
  listSearchOf,
  loadedAt,
  matchesFilter,
  mayRefresh,
  nextSort,
  sortAssignments,
  toggleClearAll,
  toggleStatus,
  type Assignment,
  type AssignmentSearch,
  type AssignmentSource,
  type Clock,
  type DateRange,
  type InterpretationType,
  type ListFilter,
  type ListSearch,
  type RatingFilter,
  type RefreshTimer,
  type Sort,
  type SortColumn,
  type StatusChoice,
  type StatusSelection,
} from '@tolk/core';
import { LatestOnly } from '@tolk/ui';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';

export type ListState = 'idle' | 'loading' | 'ready' | 'failed';

export interface AssignmentListPorts {
  readonly source: AssignmentSource;
  readonly search: AssignmentSearch;
  readonly clock: Clock;
  /** Each load's rows, so that an open drawer shows the fresh copies. */
  readonly onLoaded?: (rows: readonly Assignment[]) => void;
}

const sameSearch = (a: ListSearch, b: ListSearch): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * `/my-assignment`'s view model (spec 2 §2): the period and the search decide what is loaded (a
 * number is looked up whatever the period); type, status and rating filters, the sort and the
 * grouping by order group are applied here. Reloads no more often than the job timer allows.
 */
export class AssignmentListStore {
  range: DateRange;
  searchText = '';
  search: ListSearch = { kind: 'none' };
  types: readonly InterpretationType[] = [];
  statuses: StatusSelection = DEFAULT_STATUS_SELECTION;
  rating: RatingFilter = 'all';
  sort: Sort = DEFAULT_SORT;
  rows: readonly Assignment[] = [];
  state: ListState = 'idle';
  private timer: RefreshTimer = { lastLoadedMs: null };
  private readonly latest = new LatestOnly();

  constructor(
    private readonly ports: AssignmentListPorts,
    range: DateRange,
  ) {
    this.range = range;
    makeObservable<AssignmentListStore, 'timer'>(this, {
      range: observable.ref,
      searchText: observable,
      search: observable.ref,
      types: observable.ref,
      statuses: observable.ref,
      rating: observable,
      sort: observable.ref,
      rows: observable.ref,
      state: observable,
      timer: observable.ref,
      filter: computed,
      groups: computed,
      ordered: computed,
      setSearchText: action,
      toggleType: action,
      toggleStatus: action,
      toggleClearAll: action,
      setRating: action,
      showUnrated: action,
      sortBy: action,
    });
  }

  get filter(): ListFilter {
    return { types: this.types, statuses: this.statuses, rating: this.rating };
  }

  /** The rows shown: filtered, sorted, multi-date orders together. */
  get groups(): Assignment[][] {
    return groupByOrderGroup(
      sortAssignments(
        this.rows.filter((a) => matchesFilter(a, this.filter)),
        this.sort,
      ),
    );
  }

  /** The rows in the order shown: what the drawer's arrows walk. */
  get ordered(): Assignment[] {
    return this.groups.flat();
  }

  setSearchText(text: string): void {
    this.searchText = text;
  }

  /** On blur or Enter (spec 2 §2): loads again only when the search changed. */
  async applySearch(): Promise<void> {
    const search = listSearchOf(this.searchText);
    if (sameSearch(search, this.search)) return;
    runInAction(() => {
      this.search = search;
    });
    await this.load();
  }

  async setRange(range: DateRange): Promise<void> {
    if (Temporal.PlainDate.compare(range.from, range.to) > 0) return;
    runInAction(() => {
      this.range = range;
    });
    await this.load();
  }

  toggleType(type: InterpretationType): void {
    this.types = this.types.includes(type) ? this.types.filter((t) => t !== type) : [...this.types, type];
  }

  toggleStatus(choice: StatusChoice): void {
    this.statuses = toggleStatus(this.statuses, choice);
  }

  toggleClearAll(): void {
    this.statuses = toggleClearAll(this.statuses);
  }

  setRating(rating: RatingFilter): void {
    this.rating = rating;
  }

  /** The dashboard's jump to the unrated orders: fulfilled and accepted ones not yet rated (spec 2 §2). */
  showUnrated(): void {
    this.statuses = [...UNRATED_JUMP_STATUSES];
    this.rating = 'unrated';
  }

  sortBy(column: SortColumn): void {
    this.sort = nextSort(this.sort, column);
  }

  /** Loads when the job timer allows (or nothing was loaded yet). */
  async refresh(): Promise<void> {
    if (this.state === 'loading' || !mayRefresh(this.timer, this.ports.clock.now())) return;
    await this.load();
  }

  /** Loads now (spec 2 §4: the timer one hour back). */
  async forceRefresh(): Promise<void> {
    runInAction(() => {
      this.timer = forceRefresh(this.timer);
    });
    await this.load();
  }

  async load(): Promise<void> {
    const current = this.latest.begin();
    const search = this.search;
    const from = this.range.from.toZonedDateTime({ timeZone: STOCKHOLM }).toInstant();
    const to = this.range.to.add({ days: 1 }).toZonedDateTime({ timeZone: STOCKHOLM }).toInstant();
    runInAction(() => {
      this.state = 'loading';
    });
    try {
      const rows =
        search.kind === 'number'
          ? await this.ports.source.byNumber(search.number)
          : search.kind === 'keywords'
            ? await this.ports.search.matching(search.keywords, { from, to })
            : await this.ports.source.inPeriod(from, to);
      if (!current()) return;
      runInAction(() => {
        this.rows = rows;
        this.timer = loadedAt(this.ports.clock.now());
        this.state = 'ready';
      });
      this.ports.onLoaded?.(rows);
    } catch {
      // The transport has told the user; the rows already shown stay.
      if (current()) runInAction(() => (this.state = 'failed'));
    }
  }
}
