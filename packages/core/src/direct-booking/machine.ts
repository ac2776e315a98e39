import type { ContactPerson } from '../contact-persons/contact-person.js';
import type { DirectOrder, DirectOrderOutcome } from './ports.js';
import {
  directAvailabilityOutcome,
  slotPeriod,
  retryPeriod,
  directServiceState,
  type DirectAvailability,
  type DirectBookingLimits,
  type DirectPeriod,
  type OpeningHours,
  type OpeningWindow,
  type AlternativeSlot,
} from './rules.js';

/** One submit of the form: its session identifier ties the checks to the order. */
export interface DirectAttempt {
  readonly sessionId: string;
  readonly skillId: string;
  readonly period: DirectPeriod;
  readonly orderer: ContactPerson;
  readonly contact: ContactPerson;
}

/** What the searching state is waiting for: the availability check, or the order with the service found. */
export type DirectSearchStep = { readonly kind: 'availability' } | { readonly kind: 'order'; readonly serviceId: string };

/**
 * The direct booking's states (spec 1 §4): loading the opening hours, unavailable, the form,
 * searching (the animation, while checking and ordering), choosing an alternative slot, no free
 * interpreter, completion. `retried` is the retry message after code 1075: on from the retry
 * until the user starts over.
 */
export type DirectBookingState =
  | { readonly name: 'closed' }
  | { readonly name: 'loading' }
  | { readonly name: 'unavailable'; readonly window: OpeningWindow | null }
  | { readonly name: 'form'; readonly limits: DirectBookingLimits }
  | {
      readonly name: 'searching';
      readonly limits: DirectBookingLimits;
      readonly attempt: DirectAttempt;
      readonly step: DirectSearchStep;
      readonly retried: boolean;
    }
  | {
      readonly name: 'choosing';
      readonly limits: DirectBookingLimits;
      readonly attempt: DirectAttempt;
      readonly serviceId: string;
      readonly slots: readonly AlternativeSlot[];
      readonly retried: boolean;
    }
  | {
      readonly name: 'no-interpreter';
      readonly limits: DirectBookingLimits;
      readonly attempt: DirectAttempt;
      readonly retried: boolean;
    }
  | { readonly name: 'completed'; readonly attempt: DirectAttempt; readonly order: DirectOrder };

export type DirectBookingStateName = DirectBookingState['name'];

/** The state of the given name(s), with the data it holds. */
export type DirectBookingStateOf<N extends DirectBookingStateName> = Extract<DirectBookingState, { readonly name: N }>;

export type DirectBookingEvent =
  | { readonly type: 'open' }
  | { readonly type: 'hours-loaded'; readonly hours: OpeningHours | null }
  | { readonly type: 'submit'; readonly attempt: DirectAttempt }
  | { readonly type: 'availability-answered'; readonly answer: DirectAvailability }
  | { readonly type: 'order-answered'; readonly outcome: DirectOrderOutcome }
  | { readonly type: 'slot-chosen'; readonly slot: AlternativeSlot }
  | { readonly type: 'back' }
  | { readonly type: 'book-new' }
  | { readonly type: 'close' };

export const DIRECT_BOOKING_CLOSED: DirectBookingState = { name: 'closed' };

/**
 * The direct booking's state machine (spec 1 §4), pure: the next state for an event, or the same
 * state when the event means nothing there. Closing works from anywhere.
 */
export function nextDirectBookingState(state: DirectBookingState, event: DirectBookingEvent): DirectBookingState {
  if (event.type === 'close') return DIRECT_BOOKING_CLOSED;
  switch (state.name) {
    case 'closed':
      return event.type === 'open' ? { name: 'loading' } : state;
    case 'loading': {
      if (event.type !== 'hours-loaded') return state;
      const service = directServiceState(event.hours);
      return service.kind === 'open' ? { name: 'form', limits: service.limits } : { name: 'unavailable', window: service.window };
    }
    case 'unavailable':
      return state;
    case 'form':
      return event.type === 'submit'
        ? { name: 'searching', limits: state.limits, attempt: event.attempt, step: { kind: 'availability' }, retried: false }
        : state;
    case 'searching':
      return searching(state, event);
    case 'choosing': {
      if (event.type === 'back') return { name: 'form', limits: state.limits };
      if (event.type !== 'slot-chosen') return state;
      const slot = state.slots.find((offered) => offered.from.equals(event.slot.from));
      if (!slot) return state;
      return {
        name: 'searching',
        limits: state.limits,
        attempt: { ...state.attempt, period: slotPeriod(state.attempt.period, slot.from) },
        step: { kind: 'order', serviceId: state.serviceId },
        retried: state.retried,
      };
    }
    case 'no-interpreter':
      return event.type === 'back' ? { name: 'form', limits: state.limits } : state;
    case 'completed':
      return event.type === 'book-new' ? { name: 'loading' } : state;
  }
}

function searching(state: Extract<DirectBookingState, { name: 'searching' }>, event: DirectBookingEvent): DirectBookingState {
  const { limits, attempt, retried } = state;
  if (event.type === 'availability-answered' && state.step.kind === 'availability') {
    const outcome = directAvailabilityOutcome(event.answer);
    switch (outcome.kind) {
      case 'book-original':
        return { ...state, step: { kind: 'order', serviceId: outcome.serviceId } };
      case 'choose-slot':
        return { name: 'choosing', limits, attempt, serviceId: outcome.serviceId, slots: outcome.slots, retried };
      case 'no-interpreter':
        return { name: 'no-interpreter', limits, attempt, retried };
    }
  }
  if (event.type === 'order-answered' && state.step.kind === 'order') {
    switch (event.outcome.kind) {
      case 'booked':
        return { name: 'completed', attempt, order: event.outcome.order };
      case 'slot-taken':
        // Spec 1 §4: check again from 5 minutes later, with the retry message.
        return {
          name: 'searching',
          limits,
          attempt: { ...attempt, period: retryPeriod(attempt.period) },
          step: { kind: 'availability' },
          retried: true,
        };
      case 'refused':
        return { name: 'form', limits };
    }
  }
  return state;
}

/** The attempt whose session may hold interpreters in a state, if any (to release when it is left). */
export function heldDirectAttempt(state: DirectBookingState): DirectAttempt | null {
  return state.name === 'searching' || state.name === 'choosing' || state.name === 'no-interpreter' ? state.attempt : null;
}
