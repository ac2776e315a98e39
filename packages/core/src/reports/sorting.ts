import { SWEDISH_MONTHS } from './report-dates.js';
import type { ViewRow } from './report-view.js';

export type ColumnSortDirection = 'asc' | 'desc';

/** The month-year label's time order (`oktober 2026` → 202609); null for other text. */
export function monthYearOrder(label: string): number | null {
  const match = /^(\p{L}+) (\d{4})$/u.exec(label);
  const month = match ? SWEDISH_MONTHS.indexOf(match[1] as (typeof SWEDISH_MONTHS)[number]) : -1;
  return match && month >= 0 ? Number(match[2]) * 100 + month : null;
}

/** Compares two cell values: numbers by size, months by time, other text in Swedish order. */
export function compareCells(a: string | number | undefined, b: string | number | undefined): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a ?? '');
  const right = String(b ?? '');
  const [ma, mb] = [monthYearOrder(left), monthYearOrder(right)];
  if (ma !== null && mb !== null) return ma - mb;
  return left.localeCompare(right, 'sv');
}

/** Rows sorted by one column (a stable sort: equal rows keep their order). */
export function sortRows(rows: readonly ViewRow[], field: string, direction: ColumnSortDirection): ViewRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareCells(a[field], b[field]));
}

/** The page of rows shown: all of them up to 10, else pages of 10 (spec 3 §5, §9). */
export const PAGE_SIZE = 10;
export function pageOf<T>(rows: readonly T[], page: number): { readonly rows: readonly T[]; readonly pages: number } {
  if (rows.length <= PAGE_SIZE) return { rows, pages: 1 };
  const pages = Math.ceil(rows.length / PAGE_SIZE);
  const current = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(current * PAGE_SIZE, current * PAGE_SIZE + PAGE_SIZE), pages };
}
