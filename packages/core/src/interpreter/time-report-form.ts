import { Temporal } from 'temporal-polyfill';
import { STOCKHOLM } from '../time/clock.js';
import type { InterpreterAssignment, ReportFile, TimeReportSubmission } from './desk.js';
import {
  TIME_ORDER_PROBLEMS,
  isReceiptContentType,
  timeReportProblems,
  type TimeReportDraft,
  type TimeReportProblem,
} from './time-report-rules.js';

/**
 * The time report form's values as the interpreter edits them, and what they make: the core
 * rule's draft and the submission. Plain data, so that it is kept as a draft at every change and
 * read back after a reload (issue 15: nothing typed is lost).
 */
export interface ExpenseRow {
  readonly type: 1 | 2;
  readonly amount: string;
  readonly receipt: ReportFile | null;
}

export interface TimeReportForm {
  readonly date: string;
  readonly start: string;
  readonly end: string;
  readonly breakMinutes: string;
  readonly travelTo: { readonly start: string; readonly end: string; readonly km: string } | null;
  readonly homeTrip: { readonly start: string; readonly end: string; readonly km: string } | null;
  readonly expenses: readonly ExpenseRow[];
  /** The client's signature drawn on this screen, as a PNG's base64. */
  readonly signature: string | null;
  /** The client cannot sign here: the reason, and the client signs online instead. */
  readonly noSignature: boolean;
  readonly reason: string;
}

const hhmm = (time: Temporal.PlainTime) => time.toString({ smallestUnit: 'minute' });

/** A new form: the times the interpreter reported by their actions, else the booked ones. */
export function initialTimeReportForm(assignment: InterpreterAssignment): TimeReportForm {
  const start = assignment.workStarted ?? assignment.start;
  const end = assignment.done ?? assignment.end;
  return {
    date: start.toPlainDate().toString(),
    start: hhmm(start.toPlainTime()),
    end: hhmm(end.toPlainTime()),
    breakMinutes: '0',
    travelTo: null,
    homeTrip: null,
    expenses: [],
    signature: null,
    noSignature: false,
    reason: '',
  };
}

const time = (text: string): Temporal.PlainTime | null => {
  try {
    return Temporal.PlainTime.from(text);
  } catch {
    return null;
  }
};

const number = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/**
 * The interpreter time on the report's date; an end before the start is on the next day when the
 * booked assignment itself ends on a later day (a night), otherwise it stays on the same day and the
 * order rule refuses it ("double-check date and time", docs/decisions.md).
 */
function workTimes(form: TimeReportForm, assignment: InterpreterAssignment) {
  const date = Temporal.PlainDate.from(form.date);
  const start = date.toZonedDateTime({ timeZone: STOCKHOLM, plainTime: time(form.start) ?? undefined });
  const endTime = time(form.end) ?? Temporal.PlainTime.from('00:00');
  const crossesMidnight = !assignment.end.toPlainDate().equals(assignment.start.toPlainDate());
  const endDate =
    crossesMidnight && Temporal.PlainTime.compare(endTime, time(form.start) ?? endTime) < 0 ? date.add({ days: 1 }) : date;
  return { start, end: endDate.toZonedDateTime({ timeZone: STOCKHOLM, plainTime: endTime }) };
}

/** A trip's times on the day they belong to: the trip there before the work, the home trip after it. */
function trip(day: Temporal.PlainDate, leg: { start: string; end: string }) {
  const at = (text: string) => {
    const t = time(text);
    return t ? day.toZonedDateTime({ timeZone: STOCKHOLM, plainTime: t }) : null;
  };
  const start = at(leg.start);
  let end = at(leg.end);
  // A trip over midnight ends the next day.
  if (
    start &&
    end &&
    Temporal.ZonedDateTime.compare(end, start) < 0 &&
    Temporal.PlainTime.compare(end.toPlainTime(), start.toPlainTime()) < 0
  )
    end = end.add({ days: 1 });
  return { start, end };
}

export function timeReportDraftOf(form: TimeReportForm, assignment: InterpreterAssignment): TimeReportDraft {
  const work = workTimes(form, assignment);
  const breakMinutes = number(form.breakMinutes);
  return {
    workStart: work.start,
    workEnd: work.end,
    breakMinutes: Number.isNaN(breakMinutes) ? -1 : breakMinutes,
    travelTo: form.travelTo ? trip(work.start.toPlainDate(), form.travelTo) : null,
    travelFrom: form.homeTrip ? trip(work.end.toPlainDate(), form.homeTrip) : null,
    distanceToKm: form.travelTo && form.travelTo.km.trim() !== '' ? number(form.travelTo.km) : null,
    distanceFromKm: form.homeTrip && form.homeTrip.km.trim() !== '' ? number(form.homeTrip.km) : null,
    homeTrip: form.homeTrip !== null,
    expenses: form.expenses.map((expense) => ({
      type: expense.type,
      amount: number(expense.amount),
      receiptContentType: expense.receipt?.contentType ?? null,
    })),
    remote: assignment.remote,
    signed: !form.noSignature && form.signature !== null,
    noSignatureReason: form.noSignature ? form.reason : null,
  };
}

/** What the form lacks, in the order it shows them; the time-order ones as the one "double-check" message. */
export function timeReportFormProblems(
  form: TimeReportForm,
  assignment: InterpreterAssignment,
  now: Temporal.Instant,
): TimeReportProblem[] {
  return timeReportProblems(timeReportDraftOf(form, assignment), now);
}

export const isTimeOrderProblem = (problem: TimeReportProblem) => TIME_ORDER_PROBLEMS.includes(problem);

/** The submission of a form whose draft has no problems. */
export function timeReportSubmissionOf(form: TimeReportForm, assignment: InterpreterAssignment): TimeReportSubmission {
  const draft = timeReportDraftOf(form, assignment);
  const leg = (value: TimeReportDraft['travelTo']) =>
    value && value.start && value.end ? { start: value.start, end: value.end } : null;
  return {
    workStart: draft.workStart,
    workEnd: draft.workEnd,
    breakMinutes: draft.breakMinutes,
    travelTo: leg(draft.travelTo),
    travelFrom: leg(draft.travelFrom),
    distanceToKm: draft.distanceToKm,
    distanceFromKm: draft.distanceFromKm,
    homeTrip: draft.homeTrip,
    expenses: form.expenses.map((expense) => ({ type: expense.type, amount: number(expense.amount), receipt: expense.receipt })),
    signature:
      draft.signed && form.signature ? { filename: 'signatur.png', contentType: 'image/png', base64: form.signature } : null,
    noSignatureReason: draft.signed ? null : form.reason.trim(),
  };
}

export const acceptsReceipt = (file: { readonly type: string }): boolean => isReceiptContentType(file.type);
