import type { Assignment } from './assignment.js';
import { matchesStatus, type StatusSelection } from './status-filter.js';

/** The interpretation types the list filters by (spec 2 §9). */
export const INTERPRETATION_TYPES = ['Kontakttolkning', 'Telefontolkning', 'Skypetolkning', 'Videotolkning'] as const;
export type InterpretationType = (typeof INTERPRETATION_TYPES)[number];

/** all (default); rated keeps rated orders; unrated keeps those that can be rated and are not. */
export type RatingFilter = 'all' | 'rated' | 'unrated';

export interface ListFilter {
  readonly types: readonly InterpretationType[];
  readonly statuses: StatusSelection;
  readonly rating: RatingFilter;
}

export function matchesFilter(assignment: Assignment, filter: ListFilter): boolean {
  if (filter.types.length > 0 && !filter.types.some((type) => assignment.articleName === type)) return false;
  if (!matchesStatus(filter.statuses, assignment.status)) return false;
  if (filter.rating === 'rated') return assignment.rating !== null;
  if (filter.rating === 'unrated') return assignment.canBeRated && assignment.rating === null;
  return true;
}

/** The list's sortable columns, by what they show (the CRM's field names stay in crm-client). */
export const SORT_COLUMNS = ['type', 'start', 'number', 'contact', 'language', 'rating', 'status'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'none' | 'descending' | 'ascending';
export interface Sort {
  readonly column: SortColumn;
  readonly direction: SortDirection;
}

/** The list starts sorted by booking type (spec 2 §2). */
export const DEFAULT_SORT: Sort = { column: 'type', direction: 'ascending' };

/** Clicking a column cycles none → descending → ascending → none; another column starts over. */
export function nextSort(current: Sort, column: SortColumn): Sort {
  if (current.column !== column) return { column, direction: 'descending' };
  const next: Record<SortDirection, SortDirection> = { none: 'descending', descending: 'ascending', ascending: 'none' };
  return { column, direction: next[current.direction] };
}

const swedish = new Intl.Collator('sv', { numeric: true });

const keyOf: Record<SortColumn, (a: Assignment) => string | number> = {
  type: (a) => a.articleName,
  start: (a) => a.start.epochMilliseconds,
  number: (a) => a.number,
  contact: (a) => a.contact?.name ?? '',
  language: (a) => a.skill,
  rating: (a) => a.rating ?? 0,
  status: (a) => a.status,
};

/** Sorted in Swedish collation; ties keep the start order, so the result is stable and predictable. */
export function sortAssignments(assignments: readonly Assignment[], sort: Sort): Assignment[] {
  const byStart = [...assignments].sort((a, b) => a.start.epochMilliseconds - b.start.epochMilliseconds);
  if (sort.direction === 'none') return byStart;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const key = keyOf[sort.column];
  return byStart.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : swedish.compare(String(x), String(y)));
  });
}

/** Multi-date orders are shown together (spec 2 §2): each group where its first member stands. */
export function groupByOrderGroup(assignments: readonly Assignment[]): Assignment[][] {
  const groups = new Map<string, Assignment[]>();
  for (const assignment of assignments) {
    const key = assignment.groupId ?? `single:${assignment.id}`;
    groups.set(key, [...(groups.get(key) ?? []), assignment]);
  }
  return [...groups.values()];
}
