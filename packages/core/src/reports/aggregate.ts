import { bitsetOfCodes, fullBitset, intersect, type Bitset } from './bitset.js';
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

type Codes = DictionaryColumn['codes'];

/**
 * How each row's group is found: slot = high[row] × lowRadix + low[row]. One or two dimensions are
 * read straight from their codes (one dimension as high = low with lowRadix 0, so that the
 * accumulating loop has a single shape); more are first folded into `high`.
 */
interface GroupKeys {
  readonly high: Codes;
  readonly low: Codes;
  readonly lowRadix: number;
  readonly slots: number;
  /** The dimension values of a slot. */
  readonly keysOf: (slot: number) => string[];
}

/**
 * Groups the rows in `selected` (all rows when null) by `dimensions`, counting them and summing
 * `measures`, in one pass over the selected rows. Groups come in order of their combined code (the
 * first dimension's first value first), or of their first row when the dimensions have too many
 * combinations to index directly.
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
  const radices = columns.map((column) => Math.max(1, column.values.length));
  const combinations = radices.reduce((product, radix) => product * radix, 1);
  const keys =
    combinations <= DENSE_LIMIT ? mixedRadixKeys(table.length, columns, radices) : occurringKeys(table.length, columns, radices);
  const stride = measures.length + 1;
  const totals = accumulate(
    keys.high,
    keys.low,
    keys.lowRadix,
    keys.slots,
    measureColumns,
    selected ?? fullBitset(table.length),
    stride,
  );

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
 * The one loop over the rows: for each set bit of the selection (word by word, lowest bit first),
 * the row's slot, then its count and sums side by side in `totals` (slot × stride: the count, then
 * each measure), so that one row touches one place. No closure, object or map per row. The codes
 * come as arguments, not in an object, whose field types would change with the code arrays' types
 * and throw the optimised loop away.
 */
function accumulate(
  high: Codes,
  low: Codes,
  lowRadix: number,
  slots: number,
  measures: readonly Float64Array[],
  selected: Bitset,
  stride: number,
): Float64Array {
  const totals = new Float64Array(slots * stride);
  const measureCount = measures.length;
  for (let word = 0; word < selected.length; word++) {
    let bits = selected[word]! | 0;
    const base = word << 5;
    while (bits !== 0) {
      const lowest = bits & -bits;
      const row = base + 31 - Math.clz32(lowest);
      bits ^= lowest;
      const at = (high[row]! * lowRadix + low[row]!) * stride;
      totals[at]! += 1;
      for (let m = 0; m < measureCount; m++) totals[at + 1 + m]! += measures[m]![row]!;
    }
  }
  return totals;
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
  const last = columns.length - 1;
  if (last < 0) {
    const none = new Uint8Array(length);
    return { high: none, low: none, lowRadix: 0, slots, keysOf };
  }
  const low = columns[last]!.codes;
  if (last === 0) return { high: low, low, lowRadix: 0, slots, keysOf };
  const high = last === 1 ? columns[0]!.codes : foldCodes(length, columns.slice(0, last), radices);
  return { high, low, lowRadix: radices[last]!, slots, keysOf };
}

/** The combined code of several dimensions per row (fits 32 bits: at most DENSE_LIMIT combinations). */
function foldCodes(length: number, columns: readonly DictionaryColumn[], radices: readonly number[]): Uint32Array {
  const folded = new Uint32Array(length);
  columns.forEach(({ codes }, d) => {
    const radix = radices[d]!;
    for (let row = 0; row < length; row++) folded[row] = folded[row]! * radix + codes[row]!;
  });
  return folded;
}

/**
 * Too many combinations to index: the combinations that occur are numbered instead, folding in one
 * dimension at a time (a code below the row count times a radix stays an exact integer), and each
 * slot's values are read from its first row.
 */
function occurringKeys(length: number, columns: readonly DictionaryColumn[], radices: readonly number[]): GroupKeys {
  let codes: Codes = columns[0]!.codes;
  let slots = radices[0]!;
  for (let d = 1; d < columns.length; d++) {
    const next = new Uint32Array(length);
    const numbered = new Map<number, number>();
    const radix = radices[d]!;
    const dimension = columns[d]!.codes;
    for (let row = 0; row < length; row++) {
      const combined = codes[row]! * radix + dimension[row]!;
      let code = numbered.get(combined);
      if (code === undefined) numbered.set(combined, (code = numbered.size));
      next[row] = code;
    }
    codes = next;
    slots = numbered.size;
  }
  const firstRow = new Int32Array(slots).fill(-1);
  for (let row = length - 1; row >= 0; row--) firstRow[codes[row]!] = row;
  const keysOf = (slot: number) => columns.map((column) => column.values[column.codes[firstRow[slot]!]!]!);
  return { high: codes, low: codes, lowRadix: 0, slots, keysOf };
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
