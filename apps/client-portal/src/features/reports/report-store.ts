import {
  agreementIdsFor,
  defaultDetailRange,
  nowInStockholm,
  toggleCrossFilter,
  type Clock,
  type CrossFilter,
  type CrossFilterClick,
  type ReportDefinition,
  type TablePage,
  type TableSort,
  type ViewColumn,
} from '@tolk/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { DateRangeStore } from './date-range-store.js';
import type { ReportAggregator, ReportViews, TableQueries } from './report-aggregation.js';

export type ReportPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'fetching'; readonly done: number; readonly total: number }
  | { readonly kind: 'aggregating' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed' };

/** What the user chose for one table: hidden columns, the sort and the page. */
interface TableChoice {
  hidden: ReadonlySet<string>;
  sort: TableSort | null;
  page: number;
}

/**
 * A detail report (spec 3 §2, /reports/{id}): the range, the agreement kept under SELECTED_AGREEMENT,
 * fetching the definition's sources, and the views the aggregator computes off the main thread;
 * the page's one cross-filter, and each table's columns, sort and page. The tables' rows stay with
 * the aggregator: a table's sort and page are asked of it, and it answers the page's rows only.
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
  /** The tables whose new sort or page is being asked of the aggregator, with the number of the last ask. */
  private readonly pagesAsked = new Map<string, number>();
  private asks = 0;

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
    makeAutoObservable<ReportStore, 'aggregator' | 'selectedAgreement' | 'request' | 'viewsFilter' | 'asks'>(this, {
      definition: false,
      // Views are replaced whole, never changed in place: a reference, not tens of thousands of
      // rows made observable one property at a time on the main thread.
      views: observable.ref,
      filter: observable.ref,
      viewsFilter: observable.ref,
      aggregator: false,
      selectedAgreement: false,
      request: false,
      asks: false,
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
      const views = await this.aggregator.views(
        filter,
        runInAction(() => this.firstPages()),
      );
      runInAction(() => {
        if (request !== this.request) return;
        this.views = views;
        this.viewsFilter = filter;
        this.phase = { kind: 'ready' };
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
    const views = await this.aggregator.views(filter, this.firstPages());
    runInAction(() => {
      if (request !== this.request) return;
      this.views = views;
      this.viewsFilter = filter;
    });
  }

  /** New views start each table on its first page, in the order the user chose. */
  private firstPages(): TableQueries {
    const queries: Record<string, { sort: TableSort | null; page: number }> = {};
    for (const [id, choice] of this.choices) {
      choice.page = 0;
      queries[id] = { sort: plainSort(choice.sort), page: 0 };
    }
    return queries;
  }

  get empty(): boolean {
    return this.phase.kind === 'ready' && (this.views?.tables.every((t) => t.rowCount === 0) ?? true);
  }

  private choice(tableId: string): TableChoice {
    return this.choices.get(tableId)!;
  }

  isHidden(tableId: string, field: string): boolean {
    return this.choice(tableId).hidden.has(field);
  }

  /** Shows or hides a column; the last visible column stays. */
  toggleColumn(table: TablePage, field: string): void {
    const choice = this.choice(table.id);
    const hidden = new Set(choice.hidden);
    if (hidden.has(field)) hidden.delete(field);
    else if (table.columns.filter((c) => !hidden.has(c.field)).length > 1) hidden.add(field);
    choice.hidden = hidden;
  }

  visibleColumns(table: TablePage): readonly ViewColumn[] {
    return table.columns.filter((c) => !this.choice(table.id).hidden.has(c.field));
  }

  sortOf(tableId: string) {
    return this.choice(tableId).sort;
  }

  /** A header click sorts ascending, then descending, from the first page. */
  async sortBy(tableId: string, field: string): Promise<void> {
    const choice = this.choice(tableId);
    const direction = choice.sort?.field === field && choice.sort.direction === 'asc' ? 'desc' : 'asc';
    choice.sort = { field, direction };
    choice.page = 0;
    await this.showPage(tableId);
  }

  async setPage(tableId: string, page: number): Promise<void> {
    this.choice(tableId).page = page;
    await this.showPage(tableId);
  }

  /** True from a sort or page click until the table shows that page (its rows are the previous ones until then). */
  paging(tableId: string): boolean {
    return this.pagesAsked.has(tableId);
  }

  /**
   * Asks the aggregator for the table's page as chosen now. An answer is dropped when a later ask
   * of the same table, or new views (a filter or an extract, which start from the first page in the
   * chosen order), came after it.
   */
  private async showPage(tableId: string): Promise<void> {
    if (!this.views) return;
    const { sort, page } = this.choice(tableId);
    const request = this.request;
    const asked = ++this.asks;
    this.pagesAsked.set(tableId, asked);
    try {
      const shown = await this.aggregator.page(tableId, { sort: plainSort(sort), page });
      runInAction(() => {
        if (request !== this.request || !this.views) return;
        if (this.pagesAsked.get(tableId) === asked)
          this.views = { ...this.views, tables: this.views.tables.map((t) => (t.id === tableId ? shown : t)) };
      });
    } finally {
      runInAction(() => {
        if (this.pagesAsked.get(tableId) === asked) this.pagesAsked.delete(tableId);
      });
    }
  }

  /** The .xlsx of the tables as shown: their rows under the cross-filter, sorted, with the visible columns. */
  async workbook(header: (column: ViewColumn) => string): Promise<ArrayBuffer> {
    const views = this.views;
    if (!views || this.filtering) throw new Error('the report is not ready to export');
    return this.aggregator.workbook(
      views.tables.map((table, index) => {
        const columns = this.visibleColumns(table);
        return {
          tableId: table.id,
          name: this.definition.tables[index]!.excelSheetName,
          fields: columns.map((c) => c.field),
          headers: columns.map(header),
          sort: plainSort(this.choice(table.id).sort),
        };
      }),
    );
  }

  dispose(): void {
    this.request += 1;
    this.aggregator.dispose();
  }
}

/**
 * A sort as a plain object: the store's choices are observable (proxies), which a worker's
 * postMessage cannot clone.
 */
const plainSort = (sort: TableSort | null): TableSort | null => (sort ? { field: sort.field, direction: sort.direction } : null);
