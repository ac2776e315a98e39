import type { Temporal } from 'temporal-polyfill';
import type { Assignment } from './assignment.js';

/** What the cancel action is called for a status; empty where there is nothing to cancel. */
export type CancelLabel = 'cancel-request' | 'cancel-booking' | '';

export const cancelLabelOf = (status: Assignment['status']): CancelLabel =>
  status === 'available' ? 'cancel-request' : status === 'accepted' ? 'cancel-booking' : '';

export type CancelAvailability =
  { readonly kind: 'enabled' } | { readonly kind: 'disabled'; readonly reason: 'started' | 'not-allowed' | 'nothing-to-cancel' };

export interface AssignmentActions {
  readonly edit: boolean;
  readonly feedback: boolean;
  readonly sendDeviation: boolean;
  readonly goToDeviation: boolean;
  readonly cancel: CancelAvailability;
  readonly copy: boolean;
  readonly timeReport: boolean;
}

/** Action visibility of spec 2 §4, as of `now`. */
export function actionsFor(assignment: Assignment, now: Temporal.Instant): AssignmentActions {
  const startsInFuture = assignment.start.toInstant().epochMilliseconds > now.epochMilliseconds;
  const cancelLabel = cancelLabelOf(assignment.status);
  return {
    edit: assignment.canBeUpdated,
    feedback: assignment.canBeRated,
    sendDeviation: !assignment.canBeRated && !assignment.hasDeviation,
    goToDeviation: assignment.hasDeviation,
    cancel:
      cancelLabel === ''
        ? { kind: 'disabled', reason: 'nothing-to-cancel' }
        : !startsInFuture
          ? { kind: 'disabled', reason: 'started' }
          : assignment.canCancel
            ? { kind: 'enabled' }
            : { kind: 'disabled', reason: 'not-allowed' },
    copy: !(
      (assignment.submittedAt === null && cancelLabel !== '') ||
      assignment.subStatus === 'deviation-registered' ||
      assignment.subStatus === 'unexpected-event-occured'
    ),
    timeReport: assignment.orderedStart !== null && assignment.orderedEnd !== null,
  };
}

/** Spec 2 §4: a time-report candidate is performed, or booked and starting within a minute. */
export function isTimeReportCandidate(assignment: Assignment, now: Temporal.Instant): boolean {
  if (assignment.status === 'fullfilled') return true;
  return assignment.status === 'accepted' && assignment.start.toInstant().epochMilliseconds - now.epochMilliseconds < 60_000;
}
