import type { TimeSlot } from './availability.js';

/**
 * What the availability rules refuse, as data (DESIGN: expected outcomes are data). The UI words each
 * kind in Swedish and English; a problem carries what the message names (the slots, the limits).
 */

/** The default-schedule editor (spec 3 §2, §5; issue 16 item 1). */
export type SlotProblem =
  /** No weekday is chosen for the slots ("at least one day must be selected"). */
  | { readonly kind: 'no-day' }
  /** The slot's end equals its start. */
  | { readonly kind: 'empty-slot'; readonly slot: TimeSlot }
  /** An available slot for neither on-site nor phone. */
  | { readonly kind: 'no-available-for'; readonly slot: TimeSlot }
  /** Two slots of the same day overlap; the earlier-starting one first. */
  | { readonly kind: 'overlap'; readonly slots: readonly [TimeSlot, TimeSlot] };

/** An exception being created or changed (spec 3 §4). */
export type ExceptionProblem =
  /** Its end is not after its start. */
  | { readonly kind: 'end-not-after-start' }
  /** It is over already: its end is not after now. */
  | { readonly kind: 'ends-in-past' }
  /** A change would make it start at or before now (an exception is changed only while it starts in the future). */
  | { readonly kind: 'starts-in-past' }
  /** The exception being changed may not be changed: CanBeUpdated is false or it has started. */
  | { readonly kind: 'not-updatable' }
  /** An available exception for neither on-site nor phone. */
  | { readonly kind: 'no-available-for' };

/** "Tolka nu" being started. */
export type AcuteProblem =
  /** The length asked is not a whole number of minutes from `min` to `max`. */
  | { readonly kind: 'duration-out-of-range'; readonly minMinutes: number; readonly maxMinutes: number }
  /** Neither on-site nor phone is chosen. */
  | { readonly kind: 'no-available-for' };

export type AvailabilityProblem = SlotProblem | ExceptionProblem | AcuteProblem;

/** A rule's answer: the value, or why not. */
export type AvailabilityOutcome<T, P> =
  { readonly kind: 'ok'; readonly value: T } | { readonly kind: 'rejected'; readonly problems: readonly P[] };
