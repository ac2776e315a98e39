import { Temporal } from 'temporal-polyfill';

/**
 * The interpreter's time report (spec 3 §2 "time report with signature, expenses and home trip",
 * §4 "submit timesheet (optionally without customer signature with a reason)", §5 "Interpreter
 * timesheet order rules"; issue 15). Pure: the portal checks a draft with these rules before it
 * sends it, and mock-crm refuses what they refuse, so the two never disagree.
 *
 * Times are compared as instants, never as wall-clock readings: a report across a change of
 * Stockholm's offset (the spring-forward gap, the repeated autumn hour) is judged by the time that
 * really passed.
 */

/** A leg of travel as the form holds it: either end may still be empty. */
export interface TravelLegDraft {
  readonly start: Temporal.ZonedDateTime | null;
  readonly end: Temporal.ZonedDateTime | null;
}

export const EXPENSE_TYPES = { parking: 1, other: 2 } as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[keyof typeof EXPENSE_TYPES];

/** The receipt photo's types (spec 3 §5: "timesheet photos must be images"). */
export const RECEIPT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/heif'] as const;

export interface ExpenseDraft {
  /** 1 parking, 2 other (spec 2 §3). Any other number is a problem, not a type error: it comes from a form or the wire. */
  readonly type: number;
  /** Including VAT, in kronor. */
  readonly amount: number;
  /** The receipt's content type, when a receipt is attached. */
  readonly receiptContentType: string | null;
}

export interface TimeReportDraft {
  /** When the interpreting started and ended (the "interpreter time"). */
  readonly workStart: Temporal.ZonedDateTime;
  readonly workEnd: Temporal.ZonedDateTime;
  readonly breakMinutes: number;
  /** The trip to the assignment; null when none is reported. */
  readonly travelTo: TravelLegDraft | null;
  /** The trip from the assignment (the home trip when `homeTrip`); null when none is reported. */
  readonly travelFrom: TravelLegDraft | null;
  readonly distanceToKm: number | null;
  readonly distanceFromKm: number | null;
  /** The interpreter claims a home trip: its times are then needed. */
  readonly homeTrip: boolean;
  readonly expenses: readonly ExpenseDraft[];
  /** The assignment was performed remotely: there is no trip (docs/decisions.md, issue 15). */
  readonly remote: boolean;
  /** The client signed on the interpreter's device. */
  readonly signed: boolean;
  /** Why the client did not sign (spec 3 §4); needed when unsigned. */
  readonly noSignatureReason: string | null;
}

/**
 * What can be wrong with a draft, in the order a form shows them. The portal words each in Swedish
 * and English; the time-order ones are spec 3 §5's "double-check date and time".
 */
export const TIME_REPORT_PROBLEMS = [
  /** The interpreter time's start is not before its end (spec 3 §5). */
  'work-start-not-before-end',
  /** The break is not a whole number of minutes, or negative. */
  'break-invalid',
  /** The interpreter time is not longer than the break (spec 3 §5). */
  'break-not-shorter-than-work',
  /** Only one end of the trip to the assignment is given. */
  'travel-to-incomplete',
  'travel-to-start-not-before-end',
  /** The trip to the assignment ends after the work started. */
  'travel-to-ends-after-work-start',
  /** Only one end of the trip from the assignment is given. */
  'travel-from-incomplete',
  /** The trip from the assignment starts before the work ended (spec 3 §5: the end before the home trip's start). */
  'travel-from-starts-before-work-end',
  /** The trip from the assignment: its start is not before its end (spec 3 §5). */
  'travel-from-start-not-before-end',
  /** A home trip is claimed without its times. */
  'home-trip-without-times',
  /** A time after now: a report is of what has happened. */
  'time-in-future',
  /** Travel, distance or home trip on a remote assignment. */
  'travel-on-remote-assignment',
  'distance-invalid',
  'expense-type-unknown',
  'expense-amount-invalid',
  /** A receipt that is not an image (the dictionary's "Please submit a valid file"). */
  'receipt-not-an-image',
  /** Neither the client's signature nor a reason for its absence. */
  'signature-or-reason-missing',
  /** Both a signature and a reason for its absence. */
  'signature-and-reason',
] as const;
export type TimeReportProblem = (typeof TIME_REPORT_PROBLEMS)[number];

/** The problems of the order of times: the portal's one message "double-check date and time" covers them (spec 3 §5). */
export const TIME_ORDER_PROBLEMS: readonly TimeReportProblem[] = [
  'work-start-not-before-end',
  'break-not-shorter-than-work',
  'travel-to-start-not-before-end',
  'travel-to-ends-after-work-start',
  'travel-from-starts-before-work-end',
  'travel-from-start-not-before-end',
];

const isBefore = (a: Temporal.ZonedDateTime, b: Temporal.ZonedDateTime) => Temporal.ZonedDateTime.compare(a, b) < 0;
const isAfter = (a: Temporal.ZonedDateTime, b: Temporal.ZonedDateTime) => Temporal.ZonedDateTime.compare(a, b) > 0;

/** The time that really passed between two instants, in minutes (not the wall-clock difference). */
const elapsedMinutes = (from: Temporal.ZonedDateTime, to: Temporal.ZonedDateTime) =>
  from.toInstant().until(to.toInstant(), { largestUnit: 'second' }).total({ unit: 'minute' });

export const isExpenseType = (type: number): type is ExpenseType =>
  type === EXPENSE_TYPES.parking || type === EXPENSE_TYPES.other;

export const isReceiptContentType = (contentType: string): boolean =>
  (RECEIPT_CONTENT_TYPES as readonly string[]).includes(contentType.trim().toLowerCase());

/** The problems of one expense row, so a form can mark that row. */
export function expenseProblems(expense: ExpenseDraft): TimeReportProblem[] {
  const problems: TimeReportProblem[] = [];
  if (!isExpenseType(expense.type)) problems.push('expense-type-unknown');
  if (!Number.isFinite(expense.amount) || expense.amount <= 0) problems.push('expense-amount-invalid');
  if (expense.receiptContentType !== null && !isReceiptContentType(expense.receiptContentType))
    problems.push('receipt-not-an-image');
  return problems;
}

const legGiven = (leg: TravelLegDraft | null) => leg !== null && (leg.start !== null || leg.end !== null);

/**
 * Checks a time report draft as of `now` (spec 3 §5): the problems found, each once, in
 * TIME_REPORT_PROBLEMS' order; empty when the report may be sent.
 */
export function timeReportProblems(draft: TimeReportDraft, now: Temporal.ZonedDateTime | Temporal.Instant): TimeReportProblem[] {
  const found = new Set<TimeReportProblem>();
  const nowInstant = now instanceof Temporal.Instant ? now : now.toInstant();
  const { workStart, workEnd } = draft;

  const workInOrder = isBefore(workStart, workEnd);
  if (!workInOrder) found.add('work-start-not-before-end');
  const breakValid = Number.isInteger(draft.breakMinutes) && draft.breakMinutes >= 0;
  if (!breakValid) found.add('break-invalid');
  // Spec 3 §5: "interpreter time longer than break" – strictly, by the time that really passed.
  if (workInOrder && breakValid && elapsedMinutes(workStart, workEnd) <= draft.breakMinutes)
    found.add('break-not-shorter-than-work');

  const to = draft.travelTo;
  if (legGiven(to)) {
    if (to!.start === null || to!.end === null) found.add('travel-to-incomplete');
    if (to!.start !== null && to!.end !== null && !isBefore(to!.start, to!.end)) found.add('travel-to-start-not-before-end');
    // The trip may end the moment the work starts, not after.
    if (to!.end !== null && isAfter(to!.end, workStart)) found.add('travel-to-ends-after-work-start');
  }
  const from = draft.travelFrom;
  if (legGiven(from)) {
    if (from!.start === null || from!.end === null) found.add('travel-from-incomplete');
    // The home trip may start the moment the work ends, not before.
    if (from!.start !== null && isBefore(from!.start, workEnd)) found.add('travel-from-starts-before-work-end');
    if (from!.start !== null && from!.end !== null && !isBefore(from!.start, from!.end))
      found.add('travel-from-start-not-before-end');
  }
  if (draft.homeTrip && (from === null || from.start === null || from.end === null) && !draft.remote)
    found.add('home-trip-without-times');

  const times = [workStart, workEnd, to?.start, to?.end, from?.start, from?.end].filter(
    (time): time is Temporal.ZonedDateTime => time !== null && time !== undefined,
  );
  if (times.some((time) => Temporal.Instant.compare(time.toInstant(), nowInstant) > 0)) found.add('time-in-future');

  const distances = [draft.distanceToKm, draft.distanceFromKm].filter((d): d is number => d !== null);
  if (draft.remote && (legGiven(to) || legGiven(from) || distances.length > 0 || draft.homeTrip))
    found.add('travel-on-remote-assignment');
  if (distances.some((d) => !Number.isFinite(d) || d < 0)) found.add('distance-invalid');

  for (const expense of draft.expenses) for (const problem of expenseProblems(expense)) found.add(problem);

  const reason = draft.noSignatureReason?.trim() ?? '';
  if (!draft.signed && reason === '') found.add('signature-or-reason-missing');
  if (draft.signed && reason !== '') found.add('signature-and-reason');

  return TIME_REPORT_PROBLEMS.filter((problem) => found.has(problem));
}
