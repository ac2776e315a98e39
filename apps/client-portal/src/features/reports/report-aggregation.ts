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
  type ReportDefinition,
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

/** Where a report's rows are aggregated: a Web Worker in the browser, in process in unit tests. */
export interface ReportAggregator {
  /** Decodes a definition's fetched rows into columns, once. */
  load(definitionId: number, sources: readonly SourceRows[]): Promise<void>;
  /** Every table and chart of the definition, following the cross-filter. */
  views(filter: CrossFilter | null): Promise<ReportViews>;
  dispose(): void;
}

/** The engine's side of the aggregation: columns per source, re-aggregated for each view. */
export class ReportEngine {
  private definition: ReportDefinition | null = null;
  private tables = new Map<string, FilteredTable>();

  load(definitionId: number, sources: readonly SourceRows[]): void {
    const definition = REPORT_DEFINITIONS.find((d) => d.id === definitionId);
    if (!definition) throw new Error(`no report definition ${definitionId}`);
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

/** The engine in the calling thread (unit tests, and a browser without workers). */
export class InProcessAggregator implements ReportAggregator {
  private readonly engine = new ReportEngine();

  async load(definitionId: number, sources: readonly SourceRows[]): Promise<void> {
    this.engine.load(definitionId, sources);
  }

  async views(filter: CrossFilter | null): Promise<ReportViews> {
    return this.engine.views(filter);
  }

  dispose(): void {}
}
