import type { Temporal } from 'temporal-polyfill';
import { firstProblem, maxLength, required, type FieldProblem } from '../validation/problems.js';
import type { Assignment } from './assignment.js';

/**
 * The terms (spec 3 §9): a cancellation is charged when it comes less than 18 hours before an
 * on-site start, or less than 2 hours before a remote (telephone, video, Skype) one.
 */
export const LATE_CANCELLATION_HOURS = { onSite: 18, remote: 2 } as const;

const HOUR_MS = 3_600_000;

export const lateCancellationHours = (isRemote: boolean): number =>
  isRemote ? LATE_CANCELLATION_HOURS.remote : LATE_CANCELLATION_HOURS.onSite;

/**
 * Would cancelling with `leftMs` milliseconds to the start (negative once started) be charged? The
 * one home of the rule: mock-crm's CRM decides with it (CancelOrder and every order's
 * IsLateCancellation, from its rows' epoch milliseconds), and the portal's notice names its limit.
 */
export const isLateCancellationWithLeft = (leftMs: number, isRemote: boolean): boolean =>
  leftMs < lateCancellationHours(isRemote) * HOUR_MS;

/** Would cancelling at `now` be charged? */
export function isLateCancellation(
  start: Temporal.ZonedDateTime | Temporal.Instant,
  isRemote: boolean,
  now: Temporal.Instant,
): boolean {
  return isLateCancellationWithLeft(start.epochMilliseconds - now.epochMilliseconds, isRemote);
}

export interface CancellationCharge {
  readonly chargeable: boolean;
  /** The limit that applies to this assignment, for the notice: 18 or 2 hours. */
  readonly hours: number;
}

/**
 * What the user is told before confirming. The CRM's IsLateCancellation of the order is the answer
 * (it knows the agreement); the rule above gives the limit the notice names.
 */
export const cancellationChargeOf = (assignment: Assignment): CancellationCharge => ({
  chargeable: assignment.isLateCancellation,
  hours: lateCancellationHours(assignment.isRemote),
});

export interface CancellationReason {
  readonly id: string;
  readonly text: string;
}

/** The SMS that tells the client of the cancellation: the additional service and its receiver. */
export interface CancellationSms {
  readonly serviceId: string;
  readonly receiver: string;
  readonly sendHoursBefore: number | null;
  readonly sendHoursAfter: number | null;
}

export interface CancellationRequest {
  readonly assignmentId: string;
  readonly reasonId: string;
  readonly sms: CancellationSms | null;
}

export interface CancellationDone {
  readonly orderNumber: string;
  /** The CRM's word on whether the cancellation is charged. */
  readonly isLate: boolean;
}

/** Cancelling orders (spec 2 §7: GetOrderCancellationReasons, CancelOrder). */
export interface Cancellations {
  reasons(): Promise<CancellationReason[]>;
  cancel(request: CancellationRequest): Promise<CancellationDone>;
}

/** The cancellation SMS's receiver: required once the SMS is chosen, at most 300 characters (spec 2 §5). */
export const CANCELLATION_SMS_MAX_LENGTH = 300;

export const validateCancellationSmsReceiver = (receiver: string): FieldProblem | undefined =>
  firstProblem(receiver, [required, maxLength(CANCELLATION_SMS_MAX_LENGTH)]);

/** Why the cancel button is disabled, for the message beside it (spec 2 §2, §8; spec 3 §8). */
export type CancelRefusal = 'already-cancelled' | 'started' | 'not-cancellable' | 'too-near';

/**
 * Null when the assignment may be cancelled now (exactly when `actionsFor` enables cancel);
 * otherwise the reason: already cancelled, started (or over), nothing to cancel in its status, or
 * the CRM no longer allows it before the start — the start is too near, the user calls instead.
 */
export function cancelRefusalOf(assignment: Assignment, now: Temporal.Instant): CancelRefusal | null {
  if (assignment.status === 'cancelled') return 'already-cancelled';
  if (assignment.start.epochMilliseconds <= now.epochMilliseconds) return 'started';
  if (assignment.status !== 'available' && assignment.status !== 'accepted') return 'not-cancellable';
  return assignment.canCancel ? null : 'too-near';
}
