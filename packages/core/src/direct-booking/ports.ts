import type { Temporal } from 'temporal-polyfill';
import type { ContactPerson } from '../contact-persons/contact-person.js';
import type { Problem } from '../problems/problems.js';
import type { DirectAvailability, DirectPeriod, OpeningHours } from './rules.js';

/** What an availability check asks: the language, the period and the attempt's session. */
export interface DirectAvailabilityRequest {
  readonly skillId: string;
  readonly period: DirectPeriod;
  readonly sessionId: string;
}

/** The order: the service the check answered for, the period, the session and both saved persons. */
export interface DirectOrderRequest extends DirectAvailabilityRequest {
  readonly serviceId: string;
  readonly orderer: ContactPerson;
  readonly contact: ContactPerson;
}

/** The order booked with its interpreter (ReturnedAutoAssignOrder). */
export interface DirectOrder {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly from: Temporal.ZonedDateTime;
  readonly to: Temporal.ZonedDateTime;
  readonly interpreterName: string;
  readonly interpreterPhone: string | null;
}

export type DirectOrderOutcome =
  | { readonly kind: 'booked'; readonly order: DirectOrder }
  /** Code 1075: the slot was taken in between (spec 1 §8). */
  | { readonly kind: 'slot-taken' }
  /** Refused or failed otherwise: what the user must be told (null: already told). */
  | { readonly kind: 'refused'; readonly problem: Problem | null };

/**
 * The four direct-booking calls (spec 1 §7). `openingHours` answers null when they could not be
 * read; `availability` never rejects (a failure is logged and answers the empty result);
 * `clearResources` releases what the session holds and never rejects.
 */
export interface DirectBooking {
  openingHours(day: Temporal.PlainDate): Promise<OpeningHours | null>;
  availability(request: DirectAvailabilityRequest): Promise<DirectAvailability>;
  order(request: DirectOrderRequest): Promise<DirectOrderOutcome>;
  clearResources(sessionId: string): Promise<void>;
}

/** New unique ids (a session identifier per attempt). */
export interface IdGenerator {
  next(): string;
}

/** Waits (the searching animation's minimum); the core owns no timers. */
export interface Pause {
  wait(ms: number): Promise<void>;
}
