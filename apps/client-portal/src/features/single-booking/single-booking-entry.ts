import { Temporal } from 'temporal-polyfill';

/** How the single form was opened: add-new (with the calendar's day), or from an order to copy or change. */
export type SingleBookingEntry =
  | { readonly kind: 'new'; readonly date: Temporal.PlainDate | null }
  | { readonly kind: 'copy'; readonly orderId: string }
  | { readonly kind: 'edit'; readonly orderId: string };

/**
 * The navigation state /create-single-assignment reads: the dashboard's `{ date }`, the detail
 * drawer's `{ mode, assignmentId }` (docs/decisions.md), or `{ copyOf }` / `{ editOf }` with an order id.
 */
export function entryOf(state: unknown): SingleBookingEntry {
  const s = (state ?? {}) as Record<string, unknown>;
  const id = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  if (id(s.editOf)) return { kind: 'edit', orderId: id(s.editOf)! };
  if (id(s.copyOf)) return { kind: 'copy', orderId: id(s.copyOf)! };
  if ((s.mode === 'edit' || s.mode === 'copy') && id(s.assignmentId)) return { kind: s.mode, orderId: id(s.assignmentId)! };
  if (typeof s.date === 'string') {
    try {
      return { kind: 'new', date: Temporal.PlainDate.from(s.date) };
    } catch {
      // Not a date: a plain new booking.
    }
  }
  return { kind: 'new', date: null };
}

export const keyOfEntry = (entry: SingleBookingEntry): string =>
  entry.kind === 'new' ? `new:${entry.date?.toString() ?? ''}` : `${entry.kind}:${entry.orderId}`;
