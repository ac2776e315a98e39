import {
  FIRST_PAGE,
  FilteredTable,
  REPORT_DEFINITIONS,
  applyCrossFilter,
  chartView,
  fieldsOf,
  sortRows,
  tablePage,
  tableView,
  toColumns,
  withMonthYearLabels,
  type ChartView,
  type CrossFilter,
  type ReportDataPort,
  type ReportDefinition,
  type ReportRange,
  type ReportRow,
  type TablePage,
  type TableQuery,
  type TableSort,
  type TableView,
  type ViewRow,
} from '@tolk/core';
import { workbookBytes } from './excel-export.js';

export interface SourceRows {
  readonly source: string;
  readonly rows: readonly ReportRow[];
}

/** What the page shows: each table's page (never all of a large table's rows) and every chart's series. */
export interface ReportViews {
  readonly tables: readonly TablePage[];
  readonly charts: readonly ChartView[];
}

/** Each table's sort and page, by table id (a table not named gets its first page, unsorted). */
export type TableQueries = Readonly<Record<string, TableQuery>>;

/** One sheet of an export: a table's visible columns under their titles, in the grid's order. */
export interface SheetRequest {
  readonly tableId: string;
  readonly name: string;
  readonly fields: readonly string[];
  readonly headers: readonly string[];
  readonly sort: TableSort | null;
}

/** Called as each of a definition's sources has been fetched. */
export type FetchProgress = (done: number, total: number) => void;

/**
 * Where a report's rows are fetched and aggregated: a Web Worker in the browser (the answer is
 * parsed, checked against the contract and decoded there, never on the main thread), in process
 * in unit tests.
 */
export interface ReportAggregator {
  /** Fetches every source of a definition for the range and decodes the rows into columns, once. */
  extract(definitionId: number, range: ReportRange, agreementIds: readonly number[], progress: FetchProgress): Promise<void>;
  /** Every table (the page each query asks for) and chart of the definition, following the cross-filter. */
  views(filter: CrossFilter | null, queries: TableQueries): Promise<ReportViews>;
  /** Another page or sort of one table of the last views. */
  page(tableId: string, query: TableQuery): Promise<TablePage>;
  /** The .xlsx of the last views' tables: all their rows, sorted as asked. */
  workbook(sheets: readonly SheetRequest[]): Promise<ArrayBuffer>;
  dispose(): void;
}

/**
 * The engine's side of the aggregation: columns per source, re-aggregated for each filter; the
 * tables' rows of the last filter stay here, sorted as asked (each sort kept until the filter changes).
 */
export class ReportEngine {
  private definition: ReportDefinition | null = null;
  private tables = new Map<string, FilteredTable>();
  private current = new Map<string, TableView>();
  private readonly sorted = new Map<string, { readonly sort: string; readonly rows: readonly ViewRow[] }>();

  /** Fetches the definition's sources at once, then loads them. */
  async extract(
    definitionId: number,
    data: ReportDataPort,
    range: ReportRange,
    agreementIds: readonly number[],
    progress: FetchProgress,
  ): Promise<void> {
    const sources = definitionOf(definitionId).dataSources;
    let done = 0;
    const fetched = await Promise.all(
      sources.map(async (source): Promise<SourceRows> => {
        const { rows } = await data.rows(source, range, agreementIds);
        progress(++done, sources.length);
        return { source: source.source, rows };
      }),
    );
    this.load(definitionId, fetched);
  }

  load(definitionId: number, sources: readonly SourceRows[]): void {
    const definition = definitionOf(definitionId);
    this.definition = definition;
    this.tables = new Map(
      definition.dataSources.map((source) => {
        const rows = withMonthYearLabels(sources.find((s) => s.source === source.source)?.rows ?? []);
        const fields = fieldsOf(source);
        return [source.source, new FilteredTable(toColumns(rows, fields.dimensions, fields.measures))];
      }),
    );
  }

  views(filter: CrossFilter | null, queries: TableQueries): ReportViews {
    const definition = this.definition;
    this.current.clear();
    this.sorted.clear();
    if (!definition) return { tables: [], charts: [] };
    for (const table of this.tables.values()) applyCrossFilter(table, filter);
    for (const t of definition.tables) this.current.set(t.id, tableView(t, this.tables.get(t.dataSource)!));
    return {
      tables: definition.tables.map((t) => this.page(t.id, queries[t.id] ?? FIRST_PAGE)),
      charts: definition.charts.map((c) => chartView(c, this.tables.get(c.dataSource)!)),
    };
  }

  page(tableId: string, query: TableQuery): TablePage {
    const view = this.view(tableId);
    return tablePage(view, this.sortedRows(view, query.sort), query.page);
  }

  workbook(sheets: readonly SheetRequest[]): Promise<ArrayBuffer> {
    return workbookBytes(
      sheets.map((sheet) => {
        const view = this.view(sheet.tableId);
        const columns = sheet.fields.map((field) => {
          const column = view.columns.find((c) => c.field === field);
          if (!column) throw new Error(`table ${sheet.tableId} has no column ${field}`);
          return column;
        });
        return { name: sheet.name, columns, headers: sheet.headers, rows: this.sortedRows(view, sheet.sort) };
      }),
    );
  }

  private view(tableId: string): TableView {
    const view = this.current.get(tableId);
    if (!view) throw new Error(`no table ${tableId} in the report's views`);
    return view;
  }

  private sortedRows(view: TableView, sort: TableSort | null): readonly ViewRow[] {
    if (!sort) return view.rows;
    const id = `${sort.field}\u241f${sort.direction}`;
    const kept = this.sorted.get(view.id);
    if (kept?.sort === id) return kept.rows;
    const rows = sortRows(view.rows, sort.field, sort.direction);
    this.sorted.set(view.id, { sort: id, rows });
    return rows;
  }
}

function definitionOf(definitionId: number): ReportDefinition {
  const definition = REPORT_DEFINITIONS.find((d) => d.id === definitionId);
  if (!definition) throw new Error(`no report definition ${definitionId}`);
  return definition;
}

/** The engine in the calling thread, fetching through the given port (unit tests). */
export class InProcessAggregator implements ReportAggregator {
  private readonly engine = new ReportEngine();

  constructor(private readonly data: ReportDataPort) {}

  extract(definitionId: number, range: ReportRange, agreementIds: readonly number[], progress: FetchProgress): Promise<void> {
    return this.engine.extract(definitionId, this.data, range, agreementIds, progress);
  }

  async views(filter: CrossFilter | null, queries: TableQueries): Promise<ReportViews> {
    return this.engine.views(filter, queries);
  }

  async page(tableId: string, query: TableQuery): Promise<TablePage> {
    return this.engine.page(tableId, query);
  }

  workbook(sheets: readonly SheetRequest[]): Promise<ArrayBuffer> {
    return this.engine.workbook(sheets);
  }

  dispose(): void {}
}
