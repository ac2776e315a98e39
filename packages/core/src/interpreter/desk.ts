import { Temporal } from 'temporal-polyfill';
import type { AssignmentPreferenceOptions, AssignmentPreferences } from './assignment-preferences.js';
import type { InterpreterAction, InterpreterStatus } from './status-machine.js';

/**
 * What the interpreter portal shows and does (spec 3 §2 "Interpreter portal screens", §4; issue 15).
 * The spec shows none of its calls: the CRM's interpreter calls (docs/api.md) sit behind this port.
 */

/** An order offered to the interpreter, waiting for their accept or reject. */
export interface AssignmentRequest {
  readonly id: string;
  readonly orderNumber: string;
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  /** After this the request passes to another interpreter. */
  readonly expires: Temporal.ZonedDateTime;
  readonly service: string;
  readonly remote: boolean;
  readonly language: string;
  /** The language is the substitute the customer accepts. */
  readonly substitute: boolean;
  /** The competence level the order requires (1–5), null when none. */
  readonly levelRequired: number | null;
  readonly genderRequired: 'male' | 'female' | null;
  /** The customer asked for this interpreter by name. */
  readonly requestedByName: boolean;
  readonly customerName: string;
  readonly city: string | null;
}

export const ASSIGNMENT_LISTS = ['upcoming', 'to-report', 'history'] as const;
export type AssignmentList = (typeof ASSIGNMENT_LISTS)[number];

/** One of the interpreter's assignments as the lists show it. */
export interface InterpreterAssignmentSummary {
  readonly id: string;
  readonly number: string;
  readonly status: InterpreterStatus;
  readonly start: Temporal.ZonedDateTime;
  readonly end: Temporal.ZonedDateTime;
  readonly service: string;
  readonly remote: boolean;
  readonly language: string;
  readonly customerName: string;
  readonly city: string | null;
}

/** A file the customer attached to the order (spec 3 §2 assignment detail, "attachments"). */
export interface InterpreterAssignmentAttachment {
  readonly reference: string;
  readonly filename: string;
  readonly contentType: string;
  readonly description: string | null;
}

export interface InterpreterAssignment extends InterpreterAssignmentSummary {
  readonly address: {
    readonly street: string;
    readonly careOf: string | null;
    readonly postalCode: string;
    readonly city: string;
  } | null;
  readonly meeting: {
    readonly platform: string | null;
    readonly url: string | null;
    readonly phone: string | null;
    readonly passCode: string | null;
  } | null;
  readonly contact: { readonly name: string; readonly phone: string | null } | null;
  readonly notes: string | null;
  readonly additionalRequirements: string | null;
  readonly tripStarted: Temporal.ZonedDateTime | null;
  readonly checkedIn: Temporal.ZonedDateTime | null;
  readonly workStarted: Temporal.ZonedDateTime | null;
  readonly done: Temporal.ZonedDateTime | null;
  /** The customer's rating (1–5), read only. */
  readonly customerRating: number | null;
  /** The files the customer attached to the order, each fetched with `InterpreterDesk.attachment`. */
  readonly attachments: readonly InterpreterAssignmentAttachment[];
  /** What the status offers now, in the screen's order (the CRM's answer of interpreterActions). */
  readonly actions: readonly InterpreterAction[];
}

/**
 * Whether the interpreter can still send this assignment's time report: its status offers the time
 * report (spec 3 §4) and none has been sent yet (submitted reports are final, 3007).
 */
export const canSendTimeReport = (assignment: Pick<InterpreterAssignment, 'actions' | 'status'>): boolean =>
  assignment.actions.includes('time-report') && assignment.status !== 'submitted';

/** The actions an assignment's screen sends to the CRM (accept and reject are the request's, the time report its own screen). */
export type AssignmentStatusAction = Extract<
  InterpreterAction,
  'start-trip' | 'check-in' | 'start-working' | 'done' | 'cannot-complete'
>;

export interface InterpreterProfile {
  readonly number: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly mobile: string;
  readonly competenceLevel: number;
  readonly languages: readonly string[];
}

/** A file as base64: a receipt photo or the client's drawn signature the time report carries, or an order's attachment. */
export interface ReportFile {
  readonly filename: string;
  readonly contentType: string;
  readonly base64: string;
}

/** The time report as the interpreter sends it (spec 3 §2, §4, §5; checked first with timeReportProblems). */
export interface TimeReportSubmission {
  readonly workStart: Temporal.ZonedDateTime;
  readonly workEnd: Temporal.ZonedDateTime;
  readonly breakMinutes: number;
  readonly travelTo: { readonly start: Temporal.ZonedDateTime; readonly end: Temporal.ZonedDateTime } | null;
  readonly travelFrom: { readonly start: Temporal.ZonedDateTime; readonly end: Temporal.ZonedDateTime } | null;
  readonly distanceToKm: number | null;
  readonly distanceFromKm: number | null;
  readonly homeTrip: boolean;
  readonly expenses: readonly { readonly type: 1 | 2; readonly amount: number; readonly receipt: ReportFile | null }[];
  /** The client's signature as a PNG, or null with the reason it is missing. */
  readonly signature: ReportFile | null;
  readonly noSignatureReason: string | null;
}

/** The interpreter's desk at the provider: requests, assignments, status actions. */
export interface InterpreterDesk {
  profile(): Promise<InterpreterProfile>;
  requests(): Promise<AssignmentRequest[]>;
  /** Accepts a request; answers the new assignment's id. */
  accept(requestId: string): Promise<string>;
  decline(requestId: string): Promise<void>;
  assignments(list: AssignmentList): Promise<InterpreterAssignmentSummary[]>;
  /** Browse by assignment number: the interpreter's assignment with that number, if any. */
  findByNumber(number: string): Promise<InterpreterAssignmentSummary[]>;
  assignment(id: string): Promise<InterpreterAssignment>;
  act(id: string, action: AssignmentStatusAction, reason?: string): Promise<InterpreterAssignment>;
  /** One of the assignment's attachments (its `reference` in `attachments`), to save. */
  attachment(assignmentId: string, reference: string): Promise<ReportFile>;
  /** Sends the time report of a performed assignment; answers the assignment after it (submitted). */
  submitTimeReport(id: string, report: TimeReportSubmission): Promise<InterpreterAssignment>;
  /**
   * Changes the interpreter's mobile, the number customers see on their orders (check it first with
   * `phoneProblem(mobile, { required: true })`); answers the profile after the change.
   */
  changePhone(mobile: string): Promise<InterpreterProfile>;
  /** The assignment-chooser preferences (spec 3 §2): what can be chosen and what is chosen (empty lists: all). */
  preferences(): Promise<{ options: AssignmentPreferenceOptions; chosen: AssignmentPreferences }>;
  /** Saves a choice (normalise it with normaliseAssignmentPreferences first); answers it as saved. */
  savePreferences(preferences: AssignmentPreferences): Promise<AssignmentPreferences>;
}

/**
 * Whole minutes until a request passes on, never below zero: what its card counts down. A request
 * whose expiry has come is answered 3004 by the CRM, so the portal stops offering its buttons.
 */
export function minutesToAnswer(request: Pick<AssignmentRequest, 'expires'>, now: Temporal.Instant): number {
  const left = request.expires.toInstant().epochMilliseconds - now.epochMilliseconds;
  return left <= 0 ? 0 : Math.ceil(left / 60_000);
}

export const canAnswer = (request: Pick<AssignmentRequest, 'expires'>, now: Temporal.Instant): boolean =>
  minutesToAnswer(request, now) > 0;

/** An assignment number typed to browse by: trimmed, "WA-" or "#" before it ignored; null when nothing is left. */
export function assignmentNumberQuery(text: string): string | null {
  const trimmed = text
    .trim()
    .replace(/^(wa-|#)/i, '')
    .trim();
  return /^[0-9A-Za-z-]{1,50}$/.test(trimmed) ? trimmed : null;
}

/** The pre-start minute options of spec 3 §9: how long before an assignment starts the interpreter is reminded. */
export const PRE_START_MINUTES = [0, 2, 5, 10, 20, 30, 40, 50, 60] as const;
export type PreStartMinutes = (typeof PRE_START_MINUTES)[number];
export const DEFAULT_PRE_START_MINUTES: PreStartMinutes = 10;

export const isPreStartMinutes = (value: number): value is PreStartMinutes =>
  (PRE_START_MINUTES as readonly number[]).includes(value);

/**
 * The upcoming assignments to remind of now: those whose reminder time (`minutes` before the start)
 * has come and whose start has not passed, not reminded of before, soonest first. An assignment
 * already begun (working) needs no reminder.
 */
export function dueReminders(
  assignments: readonly InterpreterAssignmentSummary[],
  minutes: PreStartMinutes,
  now: Temporal.Instant,
  reminded: ReadonlySet<string>,
): InterpreterAssignmentSummary[] {
  return assignments
    .filter((a) => {
      if (reminded.has(a.id) || a.status === 'working') return false;
      const start = a.start.toInstant();
      const remindAt = start.subtract({ minutes });
      return Temporal.Instant.compare(now, remindAt) >= 0 && Temporal.Instant.compare(now, start) <= 0;
    })
    .sort((a, b) => Temporal.Instant.compare(a.start.toInstant(), b.start.toInstant()));
}
