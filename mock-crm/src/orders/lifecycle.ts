import type { Database, Statement } from 'better-sqlite3';
import { Dispatcher, hash } from './dispatcher.js';
import type { OrderRow } from './order-row.js';
import { SUB_STATUS } from './statuses.js';
import { type TimeReports } from './time-reports.js';
import { type Notifications } from './notifications.js';
import { ResourceRequests, offerExpiry } from '../interpreter/resource-requests.js';
import { InterpreterNews } from '../interpreter/interpreter-news.js';

export interface LifecycleSettings {
  /** Minutes from order to the dispatcher's attempt (issue 3: a configurable delay). */
  readonly dispatchDelayMinutes: number;
  /** Share of dispatch attempts the provider turns down (rare: Rejected). */
  readonly rejectRate: number;
}

const MINUTE_MS = 60_000;
/** When no interpreter is free, the dispatcher tries again this much later (on the mock's clock). */
const RETRY_MS = 6 * 60 * MINUTE_MS;
/** Bounds one settle; what is left is settled by the next call. */
const MAX_ROUNDS = 20;
/** An open order that still has no interpreter this close to its start is rejected. */
const GIVE_UP_BEFORE_START_MS = 2 * 60 * MINUTE_MS;

/**
 * Moves orders along on the mock's clock: Open → Booked when the dispatcher finds an interpreter
 * (an interpreter who uses the portal is offered the order instead and books it by accepting; an
 * offer that expires passes to the next, issue 15),
 * Open → Rejected when none can be found in time, Booked → Fulfilled (with a time report) once the
 * end has passed. It runs before every order call, so the state is always as of "now", whatever
 * the clock was set to; the indexes make it cheap when nothing is due.
 */
export class Lifecycle {
  private readonly dispatcher: Dispatcher;
  private readonly requests: ResourceRequests;
  /** The interpreter is told of each offer (issue 15). */
  private readonly news: InterpreterNews;
  private readonly portalUser: Statement;
  private readonly dueQuery: Statement;
  private readonly finishedQuery: Statement;
  private readonly nextDueQuery: Statement;
  private readonly changes: Statement;
  /** The database's version after the last settle, and the first instant something was due then. */
  private settled = { version: -1, nextDueMs: -Infinity };

  constructor(
    private readonly db: Database,
    private readonly settings: LifecycleSettings,
    private readonly timeReports: TimeReports,
    private readonly notifications: Notifications,
  ) {
    this.dispatcher = new Dispatcher(db);
    this.requests = new ResourceRequests(db);
    this.news = new InterpreterNews(db);
    this.portalUser = db.prepare('SELECT email IS NOT NULL FROM interpreters WHERE id = ?').pluck();
    // Prepared once: settle runs before every order call.
    this.dueQuery = db.prepare(
      `SELECT * FROM orders WHERE status = 'open' AND dispatch_at_ms <= ? ORDER BY dispatch_at_ms LIMIT 500`,
    );
    this.finishedQuery = db.prepare(`SELECT * FROM orders WHERE status = 'booked' AND end_ms <= ? LIMIT 2000`);
    // Each NULL when no order is in that state (a two-argument min() would be NULL then too).
    this.nextDueQuery = db
      .prepare(
        `SELECT (SELECT min(dispatch_at_ms) FROM orders WHERE status = 'open'), (SELECT min(end_ms) FROM orders WHERE status = 'booked')`,
      )
      .raw();
    this.changes = db.prepare('SELECT total_changes()').pluck();
  }

  settle(nowMs: number): void {
    // Nothing written since the last settle (SQLite's total_changes() of the one connection) and
    // nothing due yet: the world is as of now already, without asking for due orders.
    if (this.changes.get() === this.settled.version && nowMs < this.settled.nextDueMs) return;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const due = this.dueQuery.all(nowMs) as OrderRow[];
      if (due.length === 0) break;
      // Each order is dispatched as of its own dispatch time, however far the clock has jumped.
      this.db.transaction(() => due.forEach((order) => this.dispatch(order)))();
    }
    const finished = this.finishedQuery.all(nowMs) as OrderRow[];
    if (finished.length > 0) this.db.transaction(() => finished.forEach((order) => this.fulfil(order)))();
    // What is left due now (a settle cut short) makes the next call settle again.
    const [dispatch, finish] = this.nextDueQuery.get() as [number | null, number | null];
    this.settled = { version: this.changes.get() as number, nextDueMs: Math.min(dispatch ?? Infinity, finish ?? Infinity) };
  }

  private dispatch(order: OrderRow): void {
    // An offer still live is over: it expired (its expiry is why the order is due), or the order
    // changed and is dispatched anew.
    const live = this.requests.live(order.id);
    if (live)
      this.requests.close(live.id, live.expires_ms <= order.dispatch_at_ms ? 'expired' : 'withdrawn', order.dispatch_at_ms);
    const refused = hash(`reject:${order.id}`) % 10_000 < this.settings.rejectRate * 10_000;
    const assignment = refused
      ? null
      : this.dispatcher.assign(
          order.id,
          {
            skillId: order.skill_id,
            substituteSkillId: order.substitute_skill_id,
            competenceLevel: order.competence_level,
            competenceOrHigher: order.competence_or_higher === 1,
            competenceExact: order.competence_exact === 1,
            gender: order.gender,
            genderRequired: order.gender_required === 1,
            preferredResource: order.preferred_resource,
            preferredResourceLevel: order.preferred_resource_level,
            previousInterpreterId: order.previous_interpreter_id,
            groupInterpreterId: this.groupInterpreterOf(order),
            startMs: order.start_ms,
            endMs: order.end_ms,
            remote: order.is_remote === 1,
          },
          this.requests.passedOn(order.id),
        );
    if (assignment?.interpreter.email) {
      // Asked, not assigned: the order waits (assigning an interpreter) until the offer is answered or expires.
      const expiresMs = offerExpiry(order.dispatch_at_ms, order.start_ms);
      const requestId = this.requests.offer(
        order.id,
        assignment.interpreter.id,
        assignment.basedOnSubstitute,
        order.dispatch_at_ms,
        expiresMs,
      );
      this.news.offered(order, requestId, assignment.interpreter.id, expiresMs, order.dispatch_at_ms);
      this.db
        .prepare(`UPDATE orders SET sub_status = ?, dispatch_at_ms = ? WHERE id = ?`)
        .run(SUB_STATUS.assigningInterpreter, expiresMs, order.id);
      return;
    }
    if (assignment) {
      // The substitute stays as ordered; the wire tells whether the interpreter speaks only the substitute.
      this.db
        .prepare(`UPDATE orders SET status = 'booked', sub_status = ?, interpreter_id = ? WHERE id = ?`)
        .run(SUB_STATUS.interpreterAccepted, assignment.interpreter.id, order.id);
      const name = `${assignment.interpreter.first_name} ${assignment.interpreter.last_name}`;
      this.notifications.raise(order, order.dispatch_at_ms, 'Tolk tillsatt', `${name} tolkar på uppdrag ${order.number}.`);
      return;
    }
    if (refused || order.start_ms - order.dispatch_at_ms <= GIVE_UP_BEFORE_START_MS) {
      this.db
        .prepare(`UPDATE orders SET status = 'rejected', sub_status = ? WHERE id = ?`)
        .run(SUB_STATUS.orderRejected, order.id);
      this.notifications.raise(
        order,
        order.dispatch_at_ms,
        'Uppdraget kunde inte tillsättas',
        `Vi hittade ingen tolk till uppdrag ${order.number}.`,
      );
      return;
    }
    this.db
      .prepare(`UPDATE orders SET dispatch_at_ms = ? WHERE id = ?`)
      .run(Math.min(order.dispatch_at_ms + RETRY_MS, order.start_ms - GIVE_UP_BEFORE_START_MS), order.id);
  }

  /** Spec 1 §5: a group asking for the same interpreter gets the one its first booked occasion got. */
  private groupInterpreterOf(order: OrderRow): string | null {
    if (!order.group_id || order.group_same_resource !== 1) return null;
    const row = this.db
      .prepare(
        `SELECT interpreter_id FROM orders WHERE group_id = ? AND id <> ? AND interpreter_id IS NOT NULL ORDER BY start_ms LIMIT 1`,
      )
      .get(order.group_id, order.id) as { interpreter_id: string } | undefined;
    return row?.interpreter_id ?? null;
  }

  private fulfil(order: OrderRow): void {
    this.db
      .prepare(`UPDATE orders SET status = 'fulfilled', sub_status = ? WHERE id = ?`)
      .run(SUB_STATUS.awaitingTimeReport, order.id);
    // The simulated pool reports at once; an interpreter who uses the portal reports themselves.
    if (!order.interpreter_id || this.portalUser.get(order.interpreter_id) !== 1) this.timeReports.createFor(order);
  }
}
