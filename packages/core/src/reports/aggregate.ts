import { bitsetOfCodes, intersect, type Bitset } from './bitset.js';
import type { ColumnarTable } from './columns.js';

/** One group of a group-by: its value of each dimension asked for, its row count and its sums. */
export interface Group {
  readonly keys: readonly string[];
  readonly count: number;
  readonly sums: Readonly<Record<string, number>>;
}

export interface GroupedRows {
  readonly dimensions: readonly string[];
  readonly measures: readonly string[];
  readonly groups: readonly Group[];
}

/** Up to this many combinations the accumulators are plain arrays indexed by the combined code. */
const DENSE_LIMIT = 1 << 22;

/**
 * Groups the rows in `selected` (all rows when null) by `dimensions`, counting them and summing
 * `measures`. Each row's group is its dimension codes combined in mixed radix; rows outside the
 * selection go to one extra, discarded slot, so that the accumulating loops have no branch.
 * Groups come in order of their combined code (the first dimension's first value first).
 */
export function groupBy(
  table: ColumnarTable,
  dimensions: readonly string[],
  measures: readonly string[],
  selected: Bitset | null = null,
): GroupedRows {
  const columns = dimensions.map((name) => {
    const column = table.dimensions[name];
    if (!column) throw new Error(`groupBy: no dimension "${name}"`);
    return column;
  });
  const measureColumns = measures.map((name) => {
    const column = table.measures[name];
    if (!column) throw new Error(`groupBy: no measure "${name}"`);
    return column;
  });
  const combinations = columns.reduce((product, column) => product * Math.max(1, column.values.length), 1);
  if (combinations > DENSE_LIMIT) return sparseGroupBy(table, dimensions, measures, selected);

  const length = table.length;
  const discarded = combinations;
  const slots = combinations + 1;
  const keys = new Uint32Array(length);
  let stride = 1;
  for (let d = columns.length - 1; d >= 0; d--) {
    const codes = columns[d]!.codes;
    if (stride === 1) for (let row = 0; row < length; row++) keys[row] = codes[row]!;
    else for (let row = 0; row < length; row++) keys[row] = keys[row]! + codes[row]! * stride;
    stride *= Math.max(1, columns[d]!.values.length);
  }
  if (selected) {
    for (let row = 0; row < length; row++) {
      if (((selected[row >>> 5]! >>> (row & 31)) & 1) === 0) keys[row] = discarded;
    }
  }
  const counts = new Float64Array(slots);
  for (let row = 0; row < length; row++) counts[keys[row]!]! += 1;
  const sums = measureColumns.map((values) => {
    const sum = new Float64Array(slots);
    for (let row = 0; row < length; row++) sum[keys[row]!]! += values[row]!;
    return sum;
  });

  const groups: Group[] = [];
  for (let slot = 0; slot < combinations; slot++) {
    if (counts[slot] === 0) continue;
    groups.push(groupAt(slot, columns, measures, counts[slot]!, sums));
  }
  return { dimensions, measures, groups };
}

function groupAt(
  slot: number,
  columns: readonly { readonly values: readonly string[] }[],
  measures: readonly string[],
  count: number,
  sums: readonly Float64Array[],
): Group {
  const keys: string[] = new Array<string>(columns.length);
  let rest = slot;
  for (let d = columns.length - 1; d >= 0; d--) {
    const size = Math.max(1, columns[d]!.values.length);
    keys[d] = columns[d]!.values[rest % size]!;
    rest = Math.floor(rest / size);
  }
  const groupSums: Record<string, number> = {};
  measures.forEach((name, m) => (groupSums[name] = sums[m]![slot]!));
  return { keys, count, sums: groupSums };
}

/** Many combinations (more than rows, mostly): groups found through a map of the combined code. */
function sparseGroupBy(
  table: ColumnarTable,
  dimensions: readonly string[],
  measures: readonly string[],
  selected: Bitset | null,
): GroupedRows {
  const columns = dimensions.map((name) => table.dimensions[name]!);
  const slotOf = new Map<string, number>();
  const found: { keys: string[]; count: number; sums: number[] }[] = [];
  for (let row = 0; row < table.length; row++) {
    if (selected && ((selected[row >>> 5]! >>> (row & 31)) & 1) === 0) continue;
    const key = columns.map((column) => column.codes[row]).join(',');
    let slot = slotOf.get(key);
    if (slot === undefined) {
      slot = found.length;
      slotOf.set(key, slot);
      found.push({ keys: columns.map((column) => column.values[column.codes[row]!]!), count: 0, sums: measures.map(() => 0) });
    }
    const group = found[slot]!;
    group.count += 1;
    measures.forEach((name, m) => (group.sums[m]! += table.measures[name]![row]!));
  }
  return {
    dimensions,
    measures,
    groups: found.map((group) => ({
      keys: group.keys,
      count: group.count,
      sums: Object.fromEntries(measures.map((name, m) => [name, group.sums[m]!])),
    })),
  };
}

/** Which values of which dimensions a row must have to count; a dimension not named is not filtered. */
export type Filters = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * A table and its filters. Each filtered dimension keeps its own bitset, so that toggling one
 * filter rebuilds that bitset and the intersection, and the next group-by reads the columns only.
 * A filter on a dimension the table does not have leaves the table unfiltered by it.
 */
export class FilteredTable {
  private readonly masks = new Map<string, Bitset>();
  private selection: Bitset | null = null;

  constructor(readonly table: ColumnarTable) {}

  /** Keeps only rows whose `dimension` is in `values`; null removes that filter. */
  setFilter(dimension: string, values: ReadonlySet<string> | null): void {
    const column = this.table.dimensions[dimension];
    if (values === null || !column) this.masks.delete(dimension);
    else {
      const allowed = new Uint8Array(column.values.length);
      column.values.forEach((value, code) => (allowed[code] = values.has(value) ? 1 : 0));
      this.masks.set(dimension, bitsetOfCodes(column.codes, allowed));
    }
    this.selection = this.masks.size === 0 ? null : intersect(this.table.length, [...this.masks.values()]);
  }

  /** Replaces every filter by `filters`. */
  setFilters(filters: Filters): void {
    for (const dimension of [...this.masks.keys()]) if (!filters.has(dimension)) this.masks.delete(dimension);
    for (const [dimension, values] of filters) this.setFilter(dimension, values);
    if (filters.size === 0) this.selection = null;
  }

  groupBy(dimensions: readonly string[], measures: readonly string[]): GroupedRows {
    return groupBy(this.table, dimensions, measures, this.selection);
  }
}
