import type { FilteredTable } from './aggregate.js';
import { CHART_TOP, topWithRest, type Slice } from './chart-rules.js';
import type { CrossFilter } from './cross-filter.js';
import type { ColumnFormat, ReportChartDefinition, ReportTableDefinition } from './definition.js';
import { monthYearLabel } from './report-dates.js';

/** A column as the grid and the Excel export show it: a message id for a title, or a value for a distributed one. */
export interface ViewColumn {
  readonly field: string;
  readonly title: { readonly messageId: string } | { readonly text: string };
  readonly format: ColumnFormat;
  readonly width: number;
  readonly sortable: boolean;
  readonly showOnGrid: boolean;
  /** A distributed column's measure title, under the value. */
  readonly subTitle?: string;
}

export type ViewRow = Readonly<Record<string, string | number>>;

export interface TableView {
  readonly id: string;
  readonly columns: readonly ViewColumn[];
  readonly rows: readonly ViewRow[];
  /** The dimension a click on a row filters on. */
  readonly filterKey: string | null;
}

export interface ChartView {
  readonly id: string;
  readonly slices: readonly Slice[];
  readonly dimension: string;
}

/** Rows with a `month` (YYYY-MM) get their month-year label when the source gave none (spec 3 §7). */
export function withMonthYearLabels<T extends Readonly<Record<string, unknown>>>(rows: readonly T[]): T[] {
  return rows.map((row) => {
    if (typeof row.month !== 'string' || typeof row.monthYear === 'string') return row;
    const label = monthYearLabel(row.month);
    return label ? { ...row, monthYear: label } : row;
  });
}

/** The cross-filter as a table's filters: a table without the filter's dimension is not filtered by it. */
export function applyCrossFilter(table: FilteredTable, filter: CrossFilter | null): void {
  table.setFilters(filter && table.table.dimensions[filter.key] ? new Map([[filter.key, new Set([filter.value])]]) : new Map());
}

const separator = '\u241f';

/** The table a definition describes, aggregated from the rows as filtered now. */
export function tableView(definition: ReportTableDefinition, table: FilteredTable): TableView {
  const measureColumns = definition.columnStruct.filter((c) => c.format !== 'text');
  const asColumn = (c: ReportTableDefinition['columnStruct'][number]): ViewColumn => ({
    field: c.field,
    title: { messageId: c.title },
    format: c.format,
    width: c.width,
    sortable: c.sortable,
    showOnGrid: c.showOnGrid,
  });

  if (definition.type === 'distribute-property-group' && definition.groupTable && definition.columGroup) {
    const { aggregateOn, aggregateElements } = definition.columGroup;
    const spread = definition.columnStruct.find((c) => c.field === aggregateOn);
    const subColumns = (spread?.subColumn ?? []).filter((s) => aggregateElements.includes(s.field));
    const grouped = table.groupBy([definition.groupTable, aggregateOn], aggregateElements);
    const values = [...new Set(grouped.groups.map((g) => g.keys[1]!))];
    const rows = new Map<string, Record<string, string | number>>();
    for (const group of grouped.groups) {
      const key = group.keys[0]!;
      const row = rows.get(key) ?? { [definition.groupTable]: key };
      for (const element of aggregateElements) row[`${group.keys[1]!}${separator}${element}`] = group.sums[element]!;
      rows.set(key, row);
    }
    const columns: ViewColumn[] = [
      asColumn(definition.columnStruct.find((c) => c.field === definition.groupTable)!),
      ...values.flatMap((value) =>
        subColumns.map((sub) => ({
          ...asColumn(sub),
          field: `${value}${separator}${sub.field}`,
          title: { text: value },
          subTitle: sub.title,
        })),
      ),
    ];
    // A value missing in a row is zero there.
    const filled = [...rows.values()].map((row) => {
      for (const c of columns) if (c.format !== 'text' && row[c.field] === undefined) row[c.field] = 0;
      return row;
    });
    return { id: definition.id, columns, rows: filled, filterKey: definition.groupTable };
  }

  const dimensions =
    definition.type === 'other'
      ? definition.columnStruct.filter((c) => c.format === 'text').map((c) => c.field)
      : [definition.groupTable!];
  const measures = measureColumns.map((c) => c.field);
  const grouped = table.groupBy(dimensions, measures);
  const rows = grouped.groups.map((group) => {
    const row: Record<string, string | number> = {};
    dimensions.forEach((d, i) => (row[d] = group.keys[i]!));
    for (const m of measures) row[m] = group.sums[m]!;
    return row;
  });
  const columns = [
    ...dimensions.map((d) => asColumn(definition.columnStruct.find((c) => c.field === d)!)),
    ...measureColumns.map(asColumn),
  ];
  return { id: definition.id, columns, rows, filterKey: dimensions[0] ?? null };
}

/**
 * A chart's series: the measure per value of the chart's dimension, top 10 plus "Övriga" (spec 3
 * §9), except months, which keep their time order and are all shown.
 */
export function chartView(definition: ReportChartDefinition, table: FilteredTable): ChartView {
  const grouped = table.groupBy([definition.dimension], [definition.measure]);
  const slices = grouped.groups.map((g) => ({ label: g.keys[0]!, value: g.sums[definition.measure]! }));
  return {
    id: definition.id,
    dimension: definition.dimension,
    slices: definition.dimension === 'monthYear' ? slices : topWithRest(slices, CHART_TOP),
  };
}
