import type { Temporal } from 'temporal-polyfill';
import type { Assignment } from './assignment.js';

/** The customer's assignments, as the CRM's order search finds them. */
export interface AssignmentSource {
  /** Assignments overlapping [from, to). */
  inPeriod(from: Temporal.Instant, to: Temporal.Instant): Promise<Assignment[]>;
  byNumber(orderNumber: string): Promise<Assignment[]>;
}
