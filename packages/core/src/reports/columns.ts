/**
 * Report rows decoded once into typed columns (spec 3 §2 Detailed report page): every dimension
 * is dictionary-encoded (a code per row into a list of its distinct values), every measure a
 * Float64Array. Filters and group-bys then read small integer codes, never the rows again.
 */

/** A dimension: each row's code into `values`; the narrowest unsigned array that fits the codes. */
export interface DictionaryColumn {
  readonly values: readonly string[];
  readonly codes: Uint8Array | Uint16Array | Uint32Array;
}

export interface ColumnarTable {
  readonly length: number;
  readonly dimensions: Readonly<Record<string, DictionaryColumn>>;
  readonly measures: Readonly<Record<string, Float64Array>>;
}

export type ReportRow = Readonly<Record<string, unknown>>;

/** The empty text a missing dimension value is read as, so that every row has a code. */
export const MISSING_VALUE = '';

/** Codes for `size` distinct values fit in this array type. */
export function codeArray(length: number, size: number): Uint8Array | Uint16Array | Uint32Array {
  if (size <= 0x100) return new Uint8Array(length);
  if (size <= 0x10000) return new Uint16Array(length);
  return new Uint32Array(length);
}

/** Encodes one dimension: values in order of first appearance. */
export function encodeDimension(read: (row: number) => string, length: number): DictionaryColumn {
  const index = new Map<string, number>();
  const values: string[] = [];
  const raw = new Uint32Array(length);
  for (let row = 0; row < length; row++) {
    const value = read(row);
    let code = index.get(value);
    if (code === undefined) {
      code = values.length;
      index.set(value, code);
      values.push(value);
    }
    raw[row] = code;
  }
  const codes = codeArray(length, values.length);
  codes.set(raw);
  return { values, codes };
}

/** Decodes plain rows (the reporting API's answer) into columns; a missing measure counts as 0. */
export function toColumns(rows: readonly ReportRow[], dimensions: readonly string[], measures: readonly string[]): ColumnarTable {
  const length = rows.length;
  const dimensionColumns: Record<string, DictionaryColumn> = {};
  for (const name of dimensions) {
    dimensionColumns[name] = encodeDimension((row) => {
      const value = rows[row]![name];
      return value === undefined || value === null ? MISSING_VALUE : String(value);
    }, length);
  }
  const measureColumns: Record<string, Float64Array> = {};
  for (const name of measures) {
    const column = new Float64Array(length);
    for (let row = 0; row < length; row++) {
      const value = rows[row]![name];
      column[row] = typeof value === 'number' && Number.isFinite(value) ? value : 0;
    }
    measureColumns[name] = column;
  }
  return { length, dimensions: dimensionColumns, measures: measureColumns };
}

/** The bytes a table's columns take (for the benchmark's memory figure). */
export const columnBytes = (table: ColumnarTable): number =>
  Object.values(table.dimensions).reduce((sum, d) => sum + d.codes.byteLength, 0) +
  Object.values(table.measures).reduce((sum, m) => sum + m.byteLength, 0);
