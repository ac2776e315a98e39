import type { SingleBookingEntry } from './single-booking-entry.js';

export const SINGLE_BOOKING_PATH = '/create-single-assignment';
export const PREVIEW_ASSIGNMENT_PATH = '/preview-assignment';

/** The navigation state that opens the form for an entry again (read back by `entryOf`). */
export function stateOfEntry(entry: SingleBookingEntry | null): Record<string, string> {
  if (!entry) return {};
  switch (entry.kind) {
    case 'new':
      return entry.date ? { date: entry.date.toString() } : {};
    case 'copy':
      return { copyOf: entry.orderId };
    case 'edit':
      return { editOf: entry.orderId };
  }
}
