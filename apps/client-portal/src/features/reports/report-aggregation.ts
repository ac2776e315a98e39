import {
  FilteredTable,
  REPORT_DEFINITIONS,
  applyCrossFilter,
  chartView,
  fieldsOf,
  tableView,
  toColumns,
  withMonthYearLabels,
  type ChartView,
  type CrossFilter,
  type ReportDataPort,
  type ReportDefinition,
  type ReportRange,
  type ReportRow,
  type TableView,
} from '@tolk/core';

export interface SourceRows {
  readonly source: string;
  readonly rows: readonly ReportRow[];
}

export interface ReportViews {
  readonly tables: readonly TableView[];
  readonly charts: readonly ChartView[];
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
  /** Every table and chart of the definition, following the cross-filter. */
  views(filter: CrossFilter | null): Promise<ReportViews>;
  dispose(): void;
}

/** The engine's side of the aggregation: columns per source, re-aggregated for each view. */
export class ReportEngine {
  private definition: ReportDefinition | null = null;
  private tables = new Map<string, FilteredTable>();

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

  views(filter: CrossFilter | null): ReportViews {
    const definition = this.definition;
    if (!definition) return { tables: [], charts: [] };
    for (const table of this.tables.values()) applyCrossFilter(table, filter);
    return {
      tables: definition.tables.map((t) => tableView(t, this.tables.get(t.dataSource)!)),
      charts: definition.charts.map((c) => chartView(c, this.tables.get(c.dataSource)!)),
    };
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

  async views(filter: CrossFilter | null): Promise<ReportViews> {
    return this.engine.views(filter);
  }

  dispose(): void {}
}
