import { REPORT_SOURCE_FIELDS } from './sources.js';

/** How a column's values are shown and exported (Excel number formats follow from it). */
export type ColumnFormat = 'text' | 'count' | 'kronor' | 'minutes' | 'kilometres';
export const COLUMN_FORMATS: readonly ColumnFormat[] = ['text', 'count', 'kronor', 'minutes', 'kilometres'];

/** A column of a report table; `title` is a message id of the portal's catalogue. */
export interface ColumnStruct {
  readonly field: string;
  readonly title: string;
  readonly showOnGrid: boolean;
  readonly format: ColumnFormat;
  readonly width: number;
  readonly sortable: boolean;
  /** A distributed table's columns under each value of `columGroup.aggregateOn`. */
  readonly subColumn?: readonly ColumnStruct[];
}

/**
 * property group: one row per value of `groupTable`; distribute property group: the same rows with
 * the `columGroup.aggregateElements` measures spread over the values of `columGroup.aggregateOn`;
 * other: one row per combination of the table's text columns.
 */
export type TableType = 'property-group' | 'distribute-property-group' | 'other';
export const TABLE_TYPES: readonly TableType[] = ['property-group', 'distribute-property-group', 'other'];

export interface ReportTableDefinition {
  readonly id: string;
  readonly title: string;
  readonly type: TableType;
  /** Which of the definition's data sources the table reads. */
  readonly dataSource: string;
  readonly groupTable: string | null;
  readonly columGroup: { readonly aggregateOn: string; readonly aggregateElements: readonly string[] } | null;
  readonly columnStruct: readonly ColumnStruct[];
  /** The table's sheet in the Excel file (at most 31 characters, none of : \ / ? * [ ]). */
  readonly excelSheetName: string;
}

export type ChartType = 'bar' | 'pie';

export interface ReportChartDefinition {
  readonly id: string;
  readonly title: string;
  readonly type: ChartType;
  readonly dataSource: string;
  /** The dimension whose values are the chart's items (and what a click filters on). */
  readonly dimension: string;
  readonly measure: string;
}

export interface ReportDataSource {
  /** The path after `/api/v1/reportData/`. */
  readonly source: string;
  /** The finest grain fetched; the engine re-aggregates from it. */
  readonly groupColumns: readonly string[];
}

export interface Agreement {
  readonly id: number;
  readonly name: string;
}

export interface ReportDefinition {
  readonly id: number;
  readonly title: string;
  readonly dataSources: readonly ReportDataSource[];
  readonly tables: readonly ReportTableDefinition[];
  readonly charts: readonly ReportChartDefinition[];
  readonly excelFileName: string;
  /** The default range: the detail report's (spec 3 §9). */
  readonly range: 'last-11-months';
  readonly agreements: readonly Agreement[];
}

/** The fields a data source's rows carry, as fetched by a definition. */
export function fieldsOf(source: ReportDataSource): {
  readonly dimensions: readonly string[];
  readonly measures: readonly string[];
} {
  return { dimensions: source.groupColumns, measures: REPORT_SOURCE_FIELDS[source.source]?.measures ?? [] };
}
