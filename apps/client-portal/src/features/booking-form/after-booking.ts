import type { BookingOutcome } from '@tolk/core';

export interface AfterBookingDeps {
  /** The persons added in the booking's contact dialog. */
  readonly contacts: { clearNew(): void };
  readonly refreshAssignments: () => void;
}

/**
 * What every booking screen does once the CRM made orders (spec 1 §4), written once: the persons
 * added in the form go (they travelled inline with the order) and the assignment lists reload. When
 * only some of several were made, the lists reload and the added persons stay for the drafts still
 * to send. A refusal changes nothing.
 */
export function afterBooking(outcome: BookingOutcome, deps: AfterBookingDeps): void {
  if (outcome.kind === 'refused') return;
  if (outcome.kind !== 'partly-created') deps.contacts.clearNew();
  deps.refreshAssignments();
}
