import {
  agreementIdsFor,
  defaultDetailRange,
  nowInStockholm,
  pageOf,
  sortRows,
  toggleCrossFilter,
  type Clock,
  type ColumnSortDirection,
  type CrossFilter,
  type CrossFilterClick,
  type ReportDefinition,
  type TableView,
  type ViewRow,
} from '@tolk/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { DateRangeStore } from './date-range-store.js';
import type { ReportAggregator, ReportViews } from './report-aggregation.js';

export type ReportPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'fetching'; readonly done: number; readonly total: number }
  | { readonly kind: 'aggregating' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed' };

/** What the user chose for one table: hidden columns, the sort and the page. */
interface TableChoice {
  hidden: ReadonlySet<string>;
  sort: { readonly field: string; readonly direction: ColumnSortDirection } | null;
  page: number;
}

/**
 * A detail report (spec 3 §2, /reports/{id}): the range, the agreement kept under SELECTED_AGREEMENT,
 * fetching the definition's sources, and the views the aggregator computes off the main thread;
 * the page's one cross-filter, and each table's columns, sort and page.
 */
export class ReportStore {
  readonly range: DateRangeStore;
  phase: ReportPhase = { kind: 'idle' };
  views: ReportViews | null = null;
  filter: CrossFilter | null = null;
  /** The filter `views` were computed for: until the worker answers a new filter, it lags `filter`. */
  private viewsFilter: CrossFilter | null = null;
  private readonly choices = new Map<string, TableChoice>();
  private request = 0;

  constructor(
    readonly definition: ReportDefinition,
    private readonly aggregator: ReportAggregator,
    private readonly selectedAgreement: () => number,
    clock: Clock,
  ) {
    this.range = new DateRangeStore(defaultDetailRange(nowInStockholm(clock).toPlainDate()));
    for (const table of definition.tables) {
      const hidden = new Set(table.columnStruct.filter((c) => !c.showOnGrid).map((c) => c.field));
      this.choices.set(table.id, { hidden, sort: null, page: 0 });
    }
    makeAutoObservable<ReportStore, 'aggregator' | 'selectedAgreement' | 'request' | 'viewsFilter'>(this, {
      definition: false,
      // Views are replaced whole, never changed in place: a reference, not tens of thousands of
      // rows made observable one property at a time on the main thread.
      views: observable.ref,
      filter: observable.ref,
      viewsFilter: observable.ref,
      aggregator: false,
      selectedAgreement: false,
      request: false,
    });
  }

  get busy(): boolean {
    return this.phase.kind === 'fetching' || this.phase.kind === 'aggregating';
  }

  /**
   * True from a click on a chart item or row until the views follow it: the tables still show the
   * old filter's rows then, so they are marked busy and nothing is exported from them.
   */
  get filtering(): boolean {
    return this.views !== null && this.viewsFilter !== this.filter;
  }

  /** Fetches every source of the definition for the range, then aggregates (nothing while the range is wrong). */
  async extract(): Promise<void> {
    const range = this.range.range;
    if (!range) return;
    const request = ++this.request;
    const sources = this.definition.dataSources;
    const agreements = agreementIdsFor(this.selectedAgreement());
    this.phase = { kind: 'fetching', done: 0, total: sources.length };
    try {
      // Fetched, decoded and aggregated by the aggregator (in a worker): the main thread only hears how far it got.
      await this.aggregator.extract(this.definition.id, range, agreements, (done, total) =>
        runInAction(() => {
          if (request === this.request) this.phase = done < total ? { kind: 'fetching', done, total } : { kind: 'aggregating' };
        }),
      );
      if (request !== this.request) return;
      const filter = this.filter;
      const views = await this.aggregator.views(filter);
      runInAction(() => {
        if (request !== this.request) return;
        this.views = views;
        this.viewsFilter = filter;
        this.phase = { kind: 'ready' };
        for (const choice of this.choices.values()) choice.page = 0;
      });
    } catch {
      // The adapter logged it (spec 3 §8).
      runInAction(() => {
        if (request === this.request) this.phase = { kind: 'failed' };
      });
    }
  }

  /** A click on a chart item or a table row toggles the page's cross-filter; every view follows. */
  async toggleFilter(click: CrossFilterClick): Promise<void> {
    await this.applyFilter(toggleCrossFilter(this.filter, click));
  }

  async clearFilter(): Promise<void> {
    await this.applyFilter(null);
  }

  private async applyFilter(filter: CrossFilter | null): Promise<void> {
    this.filter = filter;
    if (!this.views) return;
    const request = ++this.request;
    const views = await this.aggregator.views(filter);
    runInAction(() => {
      if (request !== this.request) return;
      this.views = views;
      this.viewsFilter = filter;
      for (const choice of this.choices.values()) choice.page = 0;
    });
  }

  get empty(): boolean {
    return this.phase.kind === 'ready' && (this.views?.tables.every((t) => t.rows.length === 0) ?? true);
  }

  private choice(tableId: string): TableChoice {
    return this.choices.get(tableId)!;
  }

  isHidden(tableId: string, field: string): boolean {
    return this.choice(tableId).hidden.has(field);
  }

  /** Shows or hides a column; the last visible column stays. */
  toggleColumn(table: TableView, field: string): void {
    const choice = this.choice(table.id);
    const hidden = new Set(choice.hidden);
    if (hidden.has(field)) hidden.delete(field);
    else if (table.columns.filter((c) => !hidden.has(c.field)).length > 1) hidden.add(field);
    choice.hidden = hidden;
  }

  visibleColumns(table: TableView) {
    return table.columns.filter((c) => !this.choice(table.id).hidden.has(c.field));
  }

  sortOf(tableId: string) {
    return this.choice(tableId).sort;
  }

  /** A header click sorts ascending, then descending. */
  sortBy(tableId: string, field: string): void {
    const choice = this.choice(tableId);
    const direction = choice.sort?.field === field && choice.sort.direction === 'asc' ? 'desc' : 'asc';
    choice.sort = { field, direction };
    choice.page = 0;
  }

  /** The table's rows in the chosen order (all of them: what the export writes). */
  sortedRows(table: TableView): readonly ViewRow[] {
    const sort = this.choice(table.id).sort;
    return sort ? sortRows(table.rows, sort.field, sort.direction) : table.rows;
  }

  pageOf(table: TableView) {
    const page = this.choice(table.id).page;
    return { ...pageOf(this.sortedRows(table), page), page };
  }

  setPage(tableId: string, page: number): void {
    this.choice(tableId).page = page;
  }

  dispose(): void {
    this.request += 1;
    this.aggregator.dispose();
  }
}
