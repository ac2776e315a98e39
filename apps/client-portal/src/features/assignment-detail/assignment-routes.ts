import type { Assignment } from '@tolk/core';

/**
 * Where the drawer's actions lead, with the navigation state each screen reads (spec 2 §2). Only
 * ids travel in history state (it must survive a reload; Temporal values do not): each screen
 * looks the order up again, so it also sees the CRM's latest flags.
 */
export interface RouteTarget {
  readonly pathname: string;
  readonly state: Record<string, unknown>;
}

export interface CancelRouteState {
  readonly assignmentId: string;
  readonly orderNumber: string;
}

/** /cancel-assignment (this issue): without this state it redirects to /my-assignment. */
export const cancelRoute = (assignment: Assignment): RouteTarget => ({
  pathname: '/cancel-assignment',
  state: { assignmentId: assignment.id, orderNumber: assignment.number } satisfies CancelRouteState,
});

/** /time-sheet (issue 13): the previous location and the assignment. */
export const timeReportRoute = (assignment: Assignment, from: string): RouteTarget => ({
  pathname: '/time-sheet',
  state: { from, assignmentId: assignment.id, orderNumber: assignment.number },
});

/** /report-quality (issue 13) with the deviation form open for this order. */
export const sendDeviationRoute = (assignment: Assignment, from: string): RouteTarget => ({
  pathname: '/report-quality',
  state: { from, newDeviation: { assignmentId: assignment.id, orderNumber: assignment.number } },
});

/**
 * /report-quality (issue 13) filtered to this order: the page looks up the order's first
 * deviation (spec 2 §2: "the first deviation found for the order and a filtered flag").
 */
export const goToDeviationRoute = (assignment: Assignment, from: string): RouteTarget => ({
  pathname: '/report-quality',
  state: { from, filtered: true, orderIdentifier: assignment.id, orderNumber: assignment.number },
});

/** /create-single-assignment (issue 4) to change the order (only where CanBeUpdated), or to book a copy of it. */
export const bookingRoute = (assignment: Assignment, mode: 'edit' | 'copy'): RouteTarget => ({
  pathname: '/create-single-assignment',
  state: { mode, assignmentId: assignment.id },
});

/** Where the user returns after a rating (spec 2 §2): the dashboard, or else the list. */
export const feedbackOrigin = (pathname: string): string => (pathname === '/' ? '/' : '/my-assignment');
