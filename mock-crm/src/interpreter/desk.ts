import { CUSTOMER_VIEW_AFTER, SUB_STATUSES, offersAction, type ConsolidatedStatus, type InterpreterStatus } from '@tolk/core';
import {
  ErrorCode,
  errorItem,
  type AttachmentFileWire,
  type ErrorItem,
  type InterpreterProfileWire,
  type ResourceRequestWire,
  type WorkAssignmentAction,
  type WorkAssignmentCategory,
  type WorkAssignmentSummaryWire,
  type WorkAssignmentWire,
} from '@tolk/crm-contract';
import type { Database } from 'better-sqlite3';
import type { InterpreterRow } from '../orders/dispatcher.js';
import type { Notifications } from '../orders/notifications.js';
import type { OrderRow } from '../orders/order-row.js';
import type { OrderState } from '../orders/statuses.js';
import {
  interpreterStatusOf,
  progressOf,
  toAssignmentWire,
  toRequestWire,
  toSummaryWire,
  workAssignmentIdOf,
  type ProgressRow,
} from './assignment-wire.js';
import { AssignmentAttachments } from './assignment-attachments.js';
import { ResourceRequests } from './resource-requests.js';
import { draftOf, fileProblemsOf, problemsOf, storeTimeReport, type TimeReportRequest } from './time-report-submission.js';

const CATEGORY_OF: Record<InterpreterStatus, WorkAssignmentCategory | null> = {
  available: null,
  accepted: 'upcoming',
  'confirmed by client': 'upcoming',
  working: 'upcoming',
  fullfilled: 'to-report',
  submitted: 'history',
  done: 'history',
  cancelled: 'history',
  rejected: 'history',
  losted: 'history',
};
const HISTORY_LIMIT = 500;

/** The stored order state of each consolidated status an interpreter's action can lead to. */
const STATE_OF: Partial<Record<ConsolidatedStatus, OrderState>> = {
  booked: 'booked',
  performed: 'fulfilled',
  rejected: 'rejected',
};

/**
 * What an interpreter does in the CRM (issue 15): reads their offers and assignments, answers
 * offers, and moves an assignment through spec 3 §4's statuses. Every lookup is by the
 * interpreter's id as well as the object's, so another interpreter's ids are simply not found.
 * The caller settles the order lifecycle first, so offers and statuses are as of `nowMs`.
 */
export class InterpreterDesk {
  private readonly requests: ResourceRequests;
  private readonly attachments: AssignmentAttachments;

  constructor(
    private readonly db: Database,
    private readonly notifications: Notifications,
  ) {
    this.requests = new ResourceRequests(db);
    this.attachments = new AssignmentAttachments(db);
  }

  interpreter(id: string): InterpreterRow | undefined {
    return this.db.prepare('SELECT * FROM interpreters WHERE id = ?').get(id) as InterpreterRow | undefined;
  }

  /** The portal user with this e-mail and number (both must match), or undefined. */
  portalUser(email: string, number: string): InterpreterRow | undefined {
    return this.db
      .prepare('SELECT * FROM interpreters WHERE lower(email) = lower(?) AND number = ?')
      .get(email.trim(), number.trim()) as InterpreterRow | undefined;
  }

  profile(interpreterId: string): InterpreterProfileWire | null {
    const i = this.interpreter(interpreterId);
    if (!i) return null;
    const skills = this.db
      .prepare(
        'SELECT s.id AS SkillIdentifier, s.name AS SkillName FROM interpreter_skills x JOIN skills s ON s.id = x.skill_id WHERE x.interpreter_id = ? ORDER BY s.name',
      )
      .all(interpreterId) as { SkillIdentifier: string; SkillName: string }[];
    return {
      InterpreterNumber: i.number,
      FirstName: i.first_name,
      LastName: i.last_name,
      Email: i.email ?? '',
      PhoneNumberMobile: i.phone,
      GenderId: i.gender,
      CompetenceLevel: i.competence_level,
      Skills: skills,
    };
  }

  openRequests(interpreterId: string, nowMs: number): ResourceRequestWire[] {
    const name = this.fullName(interpreterId);
    return this.requests.openFor(interpreterId, nowMs).map((request) => {
      const order = this.order(request.order_id)!;
      return toRequestWire(request, order, this.customerName(order), name);
    });
  }

  accept(interpreterId: string, requestId: string, nowMs: number): { workAssignmentId: string } | ErrorItem {
    const checked = this.answerable(interpreterId, requestId, nowMs);
    if ('ErrorCode' in checked) return checked;
    const { request, order } = checked;
    // Booked meanwhile at an overlapping time (by another accept, or by a customer's "Boka nu"):
    // the offer passes on at once rather than waiting out its hour (3009: not available then).
    if (this.bookedOverlapping(interpreterId, order)) {
      this.decline(interpreterId, requestId, nowMs);
      return errorItem(ErrorCode.InvalidAvailability, 'already booked at an overlapping time');
    }
    this.db.transaction(() => {
      this.db
        .prepare(`UPDATE orders SET status = 'booked', sub_status = ?, interpreter_id = ? WHERE id = ?`)
        .run(subStatusId('interpreter-accepted'), interpreterId, order.id);
      this.requests.close(request.id, 'accepted', nowMs);
      this.notifications.raise(
        order,
        nowMs,
        'Tolk tillsatt',
        `${this.fullName(interpreterId)} tolkar på uppdrag ${order.number}.`,
      );
    })();
    return { workAssignmentId: workAssignmentIdOf(order) };
  }

  private bookedOverlapping(interpreterId: string, order: OrderRow): boolean {
    return (
      this.db
        .prepare(
          `SELECT 1 FROM orders WHERE interpreter_id = ? AND status = 'booked' AND id <> ? AND start_ms < ? AND end_ms > ?`,
        )
        .get(interpreterId, order.id, order.end_ms, order.start_ms) !== undefined
    );
  }

  /** Declines an offer: the order is due for dispatch at once, to the next interpreter. */
  decline(interpreterId: string, requestId: string, nowMs: number): true | ErrorItem {
    const checked = this.answerable(interpreterId, requestId, nowMs);
    if ('ErrorCode' in checked) return checked;
    this.db.transaction(() => {
      this.requests.close(checked.request.id, 'declined', nowMs);
      this.db
        .prepare(`UPDATE orders SET sub_status = ?, dispatch_at_ms = ? WHERE id = ?`)
        .run(subStatusId('searching-for-interpreter'), nowMs, checked.order.id);
    })();
    return true;
  }

  assignments(
    interpreterId: string,
    filter: { category: WorkAssignmentCategory | null; number: string | null },
  ): WorkAssignmentSummaryWire[] {
    const orders = (
      filter.number
        ? this.db.prepare('SELECT * FROM orders WHERE interpreter_id = ? AND number = ?').all(interpreterId, filter.number)
        : this.db.prepare('SELECT * FROM orders WHERE interpreter_id = ? ORDER BY start_ms').all(interpreterId)
    ) as OrderRow[];
    const listed = orders
      .map((order) => ({ order, status: this.statusOf(order) }))
      .filter(({ status }) => CATEGORY_OF[status] !== null)
      .filter(({ status }) => filter.category === null || CATEGORY_OF[status] === filter.category);
    const sorted = filter.category === 'history' ? listed.reverse().slice(0, HISTORY_LIMIT) : listed;
    return sorted.map(({ order, status }) => toSummaryWire(order, status, this.customerName(order)));
  }

  assignment(interpreterId: string, workAssignmentId: string, nowMs: number): WorkAssignmentWire | ErrorItem {
    const order = this.assigned(interpreterId, workAssignmentId);
    if (!order) return errorItem(ErrorCode.WorkAssignmentNotFound);
    return toAssignmentWire(
      order,
      this.progress(order.id),
      this.statusOf(order),
      this.customerName(order),
      nowMs,
      this.attachments.listOf(order.id),
    );
  }

  /** A file the customer attached to the order of one of the interpreter's assignments: 3001 not theirs, 3003 not that order's. */
  attachment(interpreterId: string, workAssignmentId: string, reference: string): AttachmentFileWire | ErrorItem {
    const order = this.assigned(interpreterId, workAssignmentId);
    if (!order) return errorItem(ErrorCode.WorkAssignmentNotFound);
    return this.attachments.fileOf(order.id, reference.trim()) ?? errorItem(ErrorCode.AttachmentNotFound);
  }

  /**
   * A status action of spec 3 §4, when the assignment's status offers it (core's
   * interpreterActions); what the customer sees follows core's CUSTOMER_VIEW_AFTER.
   */
  act(
    interpreterId: string,
    workAssignmentId: string,
    action: WorkAssignmentAction,
    reason: string | null,
    nowMs: number,
  ): WorkAssignmentWire | ErrorItem {
    const order = this.assigned(interpreterId, workAssignmentId);
    if (!order) return errorItem(ErrorCode.WorkAssignmentNotFound);
    const progress = this.progress(order.id);
    const status = this.statusOf(order);
    if (!offersAction(status, progressOf(order, progress, nowMs), action)) return notOffered(status, action);
    if (action === 'cannot-complete' && !reason?.trim())
      return errorItem(ErrorCode.CannotCompleteWithAnomalyType, 'a reason is required');
    const column = PROGRESS_COLUMN[action];
    const view = CUSTOMER_VIEW_AFTER[action];
    this.db.transaction(() => {
      this.db
        .prepare('INSERT OR IGNORE INTO assignment_progress (order_id, interpreter_id) VALUES (?, ?)')
        .run(order.id, interpreterId);
      this.db.prepare(`UPDATE assignment_progress SET ${column} = ? WHERE order_id = ?`).run(nowMs, order.id);
      if (action === 'cannot-complete')
        this.db
          .prepare('UPDATE assignment_progress SET cannot_complete_reason = ? WHERE order_id = ?')
          .run(reason!.trim(), order.id);
      if (view) {
        this.db
          .prepare('UPDATE orders SET status = ?, sub_status = ? WHERE id = ?')
          .run(STATE_OF[view.status], subStatusId(view.subStatus), order.id);
      }
      if (action === 'cannot-complete')
        this.notifications.raise(
          order,
          nowMs,
          'Uppdraget kunde inte genomföras',
          `Tolken kunde inte genomföra uppdrag ${order.number}. Kontakta oss om du behöver en ny tolk.`,
        );
    })();
    return this.assignment(interpreterId, workAssignmentId, nowMs);
  }

  /**
   * The interpreter's time report (issue 15 item 7), once the status offers it (core's
   * interpreterActions: performed, or accepted and ended) and only once: 3007 otherwise. Its
   * problems are core's timeReportProblems, the rule the portal checks before sending. Stored as
   * received now, so the customer reads it at once and sees "time report received" (core's
   * CUSTOMER_VIEW_AFTER), and the interpreter sees it submitted.
   */
  submitTimeReport(interpreterId: string, request: TimeReportRequest, nowMs: number): WorkAssignmentWire | ErrorItem[] {
    const order = this.assigned(interpreterId, request.WorkAssignmentIdentifier);
    if (!order) return [errorItem(ErrorCode.WorkAssignmentNotFound)];
    const status = this.statusOf(order);
    if (status === 'submitted' || status === 'done')
      return [errorItem(ErrorCode.CannotUpdateTimeReport, 'the time report has been submitted already')];
    if (!offersAction(status, progressOf(order, this.progress(order.id), nowMs), 'time-report'))
      return [errorItem(ErrorCode.CannotUpdateTimeReport, `no time report while the assignment is ${status}`)];
    const problems = problemsOf(draftOf(request, order.is_remote === 1), nowMs);
    if (problems.length > 0) return problems;
    const fileProblems = fileProblemsOf(request);
    if (fileProblems.length > 0) return fileProblems;
    const view = CUSTOMER_VIEW_AFTER['time-report']!;
    this.db.transaction(() => {
      storeTimeReport(this.db, order, interpreterId, request, nowMs);
      this.db
        .prepare('UPDATE orders SET status = ?, sub_status = ? WHERE id = ?')
        .run(STATE_OF[view.status], subStatusId(view.subStatus), order.id);
    })();
    return this.assignment(interpreterId, request.WorkAssignmentIdentifier, nowMs) as WorkAssignmentWire;
  }

  private answerable(
    interpreterId: string,
    requestId: string,
    nowMs: number,
  ): { request: NonNullable<ReturnType<ResourceRequests['ofInterpreter']>>; order: OrderRow } | ErrorItem {
    const request = this.requests.ofInterpreter(interpreterId, requestId);
    if (!request) return errorItem(ErrorCode.ResourceRequestNotFound);
    if (request.state === 'accepted') return errorItem(ErrorCode.AlreadyAccepted);
    if (request.state === 'declined') return errorItem(ErrorCode.AlreadyDeclined);
    const order = this.order(request.order_id)!;
    // Expired, withdrawn by a change of the order, or the order is no longer open (cancelled).
    if (request.state !== 'offered' || request.expires_ms <= nowMs || order.status !== 'open')
      return errorItem(ErrorCode.RequestExpired);
    return { request, order };
  }

  private assigned(interpreterId: string, workAssignmentId: string): OrderRow | undefined {
    const number = /^WA-(\d{1,20})$/.exec(workAssignmentId.trim())?.[1];
    if (!number) return undefined;
    return this.db.prepare('SELECT * FROM orders WHERE number = ? AND interpreter_id = ?').get(number, interpreterId) as
      OrderRow | undefined;
  }

  private statusOf(order: OrderRow): InterpreterStatus {
    const reported = this.db.prepare('SELECT 1 FROM time_reports WHERE order_id = ?').get(order.id) !== undefined;
    return interpreterStatusOf(order, this.progress(order.id), reported);
  }

  private progress(orderId: string): ProgressRow | undefined {
    return this.db.prepare('SELECT * FROM assignment_progress WHERE order_id = ?').get(orderId) as ProgressRow | undefined;
  }

  private order(id: string): OrderRow | undefined {
    return this.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  }

  private customerName(order: OrderRow): string {
    return (this.db.prepare('SELECT name FROM customers WHERE id = ?').pluck().get(order.customer_id) as string) ?? '';
  }

  private fullName(interpreterId: string): string {
    const i = this.interpreter(interpreterId);
    return i ? `${i.first_name} ${i.last_name}` : '';
  }
}

const PROGRESS_COLUMN: Record<WorkAssignmentAction, keyof ProgressRow> = {
  'start-trip': 'trip_started_ms',
  'check-in': 'checked_in_ms',
  'start-working': 'work_started_ms',
  done: 'done_ms',
  'cannot-complete': 'cannot_complete_ms',
};

const subStatusId = (name: (typeof SUB_STATUSES)[number]) => SUB_STATUSES.indexOf(name) + 1;

/** Why an action is refused: the assignment is over (3015), cancelled (3012), or the status does not offer it now (6073). */
function notOffered(status: InterpreterStatus, action: WorkAssignmentAction): ErrorItem {
  if (status === 'fullfilled' || status === 'submitted' || status === 'done') return errorItem(ErrorCode.AlreadyComplete);
  if (status === 'cancelled') return errorItem(ErrorCode.AlreadyCancelled);
  return errorItem(ErrorCode.ActionNotOffered, `${action} is not offered while the assignment is ${status}`);
}
