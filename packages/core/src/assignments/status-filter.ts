import type { OrderStatus } from './status.js';

/** The statuses the customer filters by (spec 2 §2), and the "all" choice. */
export const FILTERABLE_STATUSES = ['available', 'accepted', 'fullfilled', 'cancelled', 'rejected'] as const;
export type FilterableStatus = (typeof FILTERABLE_STATUSES)[number];
export type StatusChoice = FilterableStatus | 'all';
export type StatusSelection = readonly StatusChoice[];

/** The default filter is every status (spec 2 §2). */
export const DEFAULT_STATUS_SELECTION: StatusSelection = [...FILTERABLE_STATUSES];

/**
 * Spec 2 §2: choosing all resets to all only; choosing a specific status removes all; clearing
 * everything reverts to all. Toggling a chosen status un-chooses it.
 */
export function toggleStatus(selection: StatusSelection, choice: StatusChoice): StatusSelection {
  if (choice === 'all') return ['all'];
  const specific = selection.filter((s): s is FilterableStatus => s !== 'all');
  const next = specific.includes(choice) ? specific.filter((s) => s !== choice) : [...specific, choice];
  return next.length === 0 ? ['all'] : FILTERABLE_STATUSES.filter((s) => next.includes(s));
}

/** The clear-all toggle: from all to every specific status, otherwise back to all. */
export const toggleClearAll = (selection: StatusSelection): StatusSelection =>
  selection.includes('all') ? [...FILTERABLE_STATUSES] : ['all'];

/** Statuses the filter groups under another: working under accepted, submitted and done under fullfilled. */
const FILTER_GROUP: Partial<Record<OrderStatus, FilterableStatus>> = {
  working: 'accepted',
  submitted: 'fullfilled',
  done: 'fullfilled',
};

export function matchesStatus(selection: StatusSelection, status: OrderStatus | 'unknown'): boolean {
  if (selection.includes('all')) return true;
  if (status === 'unknown' || status === 'losted') return false;
  const group = FILTER_GROUP[status] ?? status;
  return (selection as readonly string[]).includes(group);
}
