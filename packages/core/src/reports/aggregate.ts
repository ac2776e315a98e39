import { bitsetOfCodes, intersect, type Bitset } from './bitset.js';
import { MISSING_VALUE, type ColumnarTable, type DictionaryColumn } from './columns.js';

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

/** Up to this many combinations the accumulators are indexed by the combined code itself. */
const DENSE_LIMIT = 1 << 22;

/**
 * The group-key column of a set of dimensions: each row's slot, and the dimension values of a slot.
 * It depends on the rows only, never on the filters, so a FilteredTable keeps it across toggles.
 * Always an Int32Array, so that the accumulating loop sees one array type.
 */
export interface GroupKeys {
  readonly slotOf: Int32Array;
  readonly slots: number;
  /** The dimension values of a slot. */
  readonly keysOf: (slot: number) => string[];
}

/** The group-key column of `dimensions` (a dimension the table lacks is an error). */
export function groupKeys(table: ColumnarTable, dimensions: readonly string[]): GroupKeys {
  const columns = dimensions.map((name) => {
    const column = table.dimensions[name];
    if (!column) throw new Error(`groupBy: no dimension "${name}"`);
    return column;
  });
  const radices = columns.map((column) => Math.max(1, column.values.length));
  const combinations = radices.reduce((product, radix) => product * radix, 1);
  return combinations <= DENSE_LIMIT
    ? mixedRadixKeys(table.length, columns, radices)
    : occurringKeys(table.length, columns, radices);
}

/**
 * Groups the rows in `selected` (all rows when null) by `dimensions`, counting them and summing
 * `measures`, in one pass over the selected rows. Groups come in order of their combined code (the
 * first dimension's first value first), or of their first row when the dimensions have too many
 * combinations to index directly. `keys`, when given, is `groupKeys(table, dimensions)` kept from before.
 */
export function groupBy(
  table: ColumnarTable,
  dimensions: readonly string[],
  measures: readonly string[],
  selected: Bitset | null = null,
  keys: GroupKeys = groupKeys(table, dimensions),
): GroupedRows {
  const measureColumns = measures.map((name) => {
    const column = table.measures[name];
    if (!column) throw new Error(`groupBy: no measure "${name}"`);
    return column;
  });
  const stride = measures.length + 1;
  const totals = new Float64Array(keys.slots * stride);
  if (selected === null) accumulateAll(keys.slotOf, measureColumns, totals, stride);
  else accumulateSelected(keys.slotOf, measureColumns, selected, totals, stride);

  const groups: Group[] = [];
  for (let slot = 0; slot < keys.slots; slot++) {
    const at = slot * stride;
    if (totals[at] === 0) continue;
    const sums: Record<string, number> = {};
    for (let m = 0; m < measures.length; m++) sums[measures[m]!] = totals[at + 1 + m]!;
    groups.push({ keys: keys.keysOf(slot), count: totals[at]!, sums });
  }
  return { dimensions, measures, groups };
}

/**
 * One row into `totals` (slot × stride: the count, then each measure side by side), so that a row
 * touches one place. Small enough for V8 to inline into both loops below.
 */
function addRow(slotOf: Int32Array, measures: readonly Float64Array[], totals: Float64Array, stride: number, row: number): void {
  const at = slotOf[row]! * stride;
  totals[at]! += 1;
  for (let m = 1; m < stride; m++) totals[at + m]! += measures[m - 1]![row]!;
}

/** Without a filter: every row in order, with no bitset to read. */
function accumulateAll(slotOf: Int32Array, measures: readonly Float64Array[], totals: Float64Array, stride: number): void {
  for (let row = 0; row < slotOf.length; row++) addRow(slotOf, measures, totals, stride, row);
}

/**
 * Under a filter: each set bit of the selection (word by word, lowest bit first), so that the rows
 * filtered out cost nothing but their share of a word. No closure, object or map per row.
 */
function accumulateSelected(
  slotOf: Int32Array,
  measures: readonly Float64Array[],
  selected: Bitset,
  totals: Float64Array,
  stride: number,
): void {
  for (let word = 0; word < selected.length; word++) {
    let bits = selected[word]! | 0;
    const base = word << 5;
    while (bits !== 0) {
      const lowest = bits & -bits;
      bits ^= lowest;
      addRow(slotOf, measures, totals, stride, base + 31 - Math.clz32(lowest));
    }
  }
}

/** Slots for every combination of the dimensions' codes, in mixed radix (the last dimension fastest). */
function mixedRadixKeys(length: number, columns: readonly DictionaryColumn[], radices: readonly number[]): GroupKeys {
  const keysOf = (slot: number) => {
    const keys = new Array<string>(columns.length);
    let rest = slot;
    for (let d = columns.length - 1; d >= 0; d--) {
      keys[d] = columns[d]!.values[rest % radices[d]!] ?? MISSING_VALUE;
      rest = Math.floor(rest / radices[d]!);
    }
    return keys;
  };
  const slots = radices.reduce((product, radix) => product * radix, 1);
  // Fits 31 bits: at most DENSE_LIMIT combinations.
  const slotOf = new Int32Array(length);
  columns.forEach(({ codes }, d) => {
    const radix = radices[d]!;
    for (let row = 0; row < length; row++) slotOf[row] = slotOf[row]! * radix + codes[row]!;
  });
  return { slotOf, slots, keysOf };
}

/**
 * Too many combinations to index: the combinations that occur are numbered instead, folding in one
 * dimension at a time (a code below the row count times a radix stays an exact integer), and each
 * slot's values are read from its first row.
 */
function occurringKeys(length: number, columns: readonly DictionaryColumn[], radices: readonly number[]): GroupKeys {
  // Each fold reads a row's code so far before it writes that row's next one, so one array serves.
  const slotOf = Int32Array.from(columns[0]!.codes);
  let slots = radices[0]!;
  for (let d = 1; d < columns.length; d++) {
    const numbered = new Map<number, number>();
    const radix = radices[d]!;
    const dimension = columns[d]!.codes;
    for (let row = 0; row < length; row++) {
      const combined = slotOf[row]! * radix + dimension[row]!;
      let code = numbered.get(combined);
      if (code === undefined) numbered.set(combined, (code = numbered.size));
      slotOf[row] = code;
    }
    slots = numbered.size;
  }
  const firstRow = new Int32Array(slots).fill(-1);
  for (let row = length - 1; row >= 0; row--) firstRow[slotOf[row]!] = row;
  const keysOf = (slot: number) => columns.map((column) => column.values[column.codes[firstRow[slot]!]!]!);
  return { slotOf, slots, keysOf };
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
  /** The group-key column of each set of dimensions asked for: the rows never change, so neither do these. */
  private readonly keys = new Map<string, GroupKeys>();

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
    const id = dimensions.join('\u241f');
    let keys = this.keys.get(id);
    if (!keys) this.keys.set(id, (keys = groupKeys(this.table, dimensions)));
    return groupBy(this.table, dimensions, measures, this.selection, keys);
  }

  /** The bytes of the bitsets and group-key columns kept beside the table's columns (the benchmark's memory figure). */
  get keptBytes(): number {
    let bytes = this.selection?.byteLength ?? 0;
    for (const mask of this.masks.values()) bytes += mask.byteLength;
    for (const keys of this.keys.values()) bytes += keys.slotOf.byteLength;
    return bytes;
  }
}
