import { Temporal } from 'temporal-polyfill';
import type { Assignment } from './assignment.js';
import type { DateRange } from './calendar.js';

/** Spec 2 §2: the list shows from 2 days before today to 1 day after by default. */
export const defaultListRange = (today: Temporal.PlainDate): DateRange => ({
  from: today.subtract({ days: 2 }),
  to: today.add({ days: 1 }),
});

/** What the dashboard passes when it opens the list ("View all" of a day): ISO date-time strings. */
export interface ListNavigationState {
  readonly isFromDashboard?: boolean;
  readonly from?: string;
  readonly to?: string;
}

const dateOf = (text: unknown, zone: string): Temporal.PlainDate | null => {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const value = text.trim();
  try {
    if (/[zZ]|[+-]\d\d:?\d\d$/.test(value)) return Temporal.Instant.from(value).toZonedDateTimeISO(zone).toPlainDate();
    return Temporal.PlainDateTime.from(value).toPlainDate();
  } catch {
    try {
      return Temporal.PlainDate.from(value);
    } catch {
      return null;
    }
  }
};

/**
 * The list's range: the dashboard's day when the list was opened from it (its start and end of
 * day, read in the portal's zone), otherwise the default. A backwards or unreadable range is
 * ignored.
 */
export function listRangeFor(state: unknown, today: Temporal.PlainDate, zone: string): DateRange {
  const navigation = (state ?? {}) as ListNavigationState;
  if (navigation.isFromDashboard) {
    const from = dateOf(navigation.from, zone);
    const to = dateOf(navigation.to, zone) ?? from;
    if (from && to && Temporal.PlainDate.compare(from, to) <= 0) return { from, to };
  }
  return defaultListRange(today);
}

/** A search typed in the list: trimmed; empty means none; digits only are an order number. */
export type ListSearch =
  | { readonly kind: 'none' }
  | { readonly kind: 'number'; readonly number: string }
  | { readonly kind: 'keywords'; readonly keywords: string };

export function listSearchOf(text: string): ListSearch {
  const value = text.trim();
  if (value === '') return { kind: 'none' };
  return /^\d+$/.test(value) ? { kind: 'number', number: value } : { kind: 'keywords', keywords: value };
}

/** Orders whose searchable fields hold keywords (SearchOrders Keywords), within a period or at any time. */
export interface AssignmentSearch {
  matching(
    keywords: string,
    period: { readonly from: Temporal.Instant; readonly to: Temporal.Instant } | null,
  ): Promise<Assignment[]>;
}
