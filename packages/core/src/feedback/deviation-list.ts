import { Temporal } from 'temporal-polyfill';
import { answerDeadline, isOverdue } from './working-days.js';

/** Spec 2 §4: the three statuses and their filter values; anything else a CRM may name is "other". */
export type DeviationStatus = 'newregistered' | 'underInvestigation' | 'completed' | 'other';
export const DEVIATION_STATUSES: readonly Exclude<DeviationStatus, 'other'>[] = [
  'newregistered',
  'underInvestigation',
  'completed',
];

const STATUS_OF_NAME: Readonly<Record<string, DeviationStatus>> = {
  nyregistrerad: 'newregistered',
  'under utredning': 'underInvestigation',
  avslutad: 'completed',
};

export const deviationStatusOf = (name: string): DeviationStatus => STATUS_OF_NAME[name.trim().toLowerCase()] ?? 'other';

export interface DeviationDocumentRef {
  readonly reference: string;
  readonly filename: string;
  readonly contentType: string;
}

/** A deviation as the quality page lists it (spec 2 §3). */
export interface Deviation {
  readonly number: string;
  readonly status: DeviationStatus;
  /** The CRM's own words for the status. */
  readonly statusName: string;
  readonly reason: string | null;
  readonly arrived: Temporal.ZonedDateTime;
  readonly orderNumber: string | null;
  readonly orderId: string | null;
  readonly articleName: string | null;
  readonly responsible: string | null;
  readonly description: string;
  readonly answer: string | null;
  readonly documents: readonly DeviationDocumentRef[];
}

/** The channel label the CRM shows as responsible while nobody is; the list hides it (spec 2 §2). */
const WEB_SERVICE = /webbtj[äa]nst|web ?service/i;

/** Responsible, unless it holds a web-service label. */
export const shownResponsible = (deviation: Pick<Deviation, 'responsible'>): string | null =>
  deviation.responsible && !WEB_SERVICE.test(deviation.responsible) ? deviation.responsible : null;

export interface DeadlineView {
  readonly deadline: Temporal.ZonedDateTime;
  readonly overdue: boolean;
}

export function deadlineOf(deviation: Pick<Deviation, 'arrived' | 'status'>, now: Temporal.Instant): DeadlineView {
  const deadline = answerDeadline(deviation.arrived.toInstant());
  return { deadline, overdue: isOverdue(deadline, deviation.status === 'completed', now) };
}

/** Sorted by arrival, newest first by default (the list's toggle flips it). */
export function sortByArrival(deviations: readonly Deviation[], newestFirst: boolean): Deviation[] {
  const sign = newestFirst ? -1 : 1;
  return [...deviations].sort(
    (a, b) => sign * Temporal.Instant.compare(a.arrived.toInstant(), b.arrived.toInstant()) || a.number.localeCompare(b.number),
  );
}

/** Deviations of the chosen statuses; none chosen means all. */
export const withStatuses = (deviations: readonly Deviation[], statuses: readonly DeviationStatus[]): Deviation[] =>
  statuses.length === 0 ? [...deviations] : deviations.filter((d) => statuses.includes(d.status));

/**
 * The period the quality page asks for (docs/decisions.md, issue 13): the last twelve months up to
 * today, so that every open or overdue deviation stays in view however old the newest one is.
 */
export const QUALITY_PERIOD_MONTHS = 12;
export function qualityPeriod(today: Temporal.PlainDate): { readonly from: Temporal.PlainDate; readonly to: Temporal.PlainDate } {
  return { from: today.subtract({ months: QUALITY_PERIOD_MONTHS }), to: today };
}
