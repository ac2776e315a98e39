import type { Database, Statement } from 'better-sqlite3';
import { InterpreterReach } from '../interpreter/availability-reach.js';
import { AssignmentPreferencesStore } from '../interpreter/preferences.js';
import type { InterpreterRow } from '../orders/dispatcher.js';
import { DIRECT_BOOKING, alternativeStarts } from './rules.js';

const MINUTE_MS = 60_000;

/** Whose hold it is: a client's session, within one customer (another customer's session is not it). */
export interface SessionOwner {
  readonly customerId: string;
  readonly sessionId: string;
}

export interface HoldRow {
  id: number;
  customer_id: string;
  session_id: string;
  interpreter_id: string;
  skill_id: string;
  start_ms: number;
  end_ms: number;
  expires_ms: number;
}

export interface Availability {
  readonly originalIsFree: boolean;
  /** Alternatives when the original period is not free: starts with their free interpreters (none empty). */
  readonly slots: readonly { readonly startMs: number; readonly available: number }[];
}

/**
 * The direct-booking desk of the mock: which interpreters of a language are free for a period (no
 * booked order overlapping, not held by another session, no live offer of an overlapping order),
 * and the holds an availability check places for its session so that the order that follows gets
 * the interpreter. The simulated pool is free whenever that holds; an interpreter who uses the
 * portal only while they are also available without inquiry for phone over the whole period (issue
 * 16: article type 2, from a default slot, an exception or "Tolka nu";
 * interpreter/availability-reach.ts) and the order fits their assignment-chooser preferences.
 */
export class DirectBookings {
  private readonly reach: InterpreterReach;
  private readonly preferences: AssignmentPreferencesStore;
  private readonly autoAssignService: Statement;

  constructor(private readonly db: Database) {
    this.reach = new InterpreterReach(db);
    this.preferences = new AssignmentPreferencesStore(db);
    this.autoAssignService = db.prepare(
      'SELECT id, name FROM services WHERE is_default_for_auto_assign = 1 ORDER BY sort_order LIMIT 1',
    );
  }

  /** The one service direct orders are made with (IsDefaultServiceForAutoAssignOrder). */
  autoAssignServiceId(): string | null {
    return (this.autoAssignService.get() as { id: string } | undefined)?.id ?? null;
  }

  /**
   * The availability check: the session's earlier holds are replaced. When the period is free one
   * interpreter is held for it; otherwise one is held for each alternative start offered (the
   * client books one of them without checking again), the same interpreter where possible.
   */
  check(owner: SessionOwner, skillId: string, startMs: number, endMs: number, nowMs: number): Availability {
    return this.db.transaction((): Availability => {
      this.release(owner);
      const free = this.freeInterpreters(skillId, startMs, endMs, owner, nowMs);
      if (free.length > 0) {
        this.hold(owner, free[0]!.id, skillId, startMs, endMs, nowMs);
        return { originalIsFree: true, slots: [] };
      }
      const slots: { startMs: number; available: number }[] = [];
      let held: string | null = null;
      for (const slotStart of alternativeStarts(startMs, endMs - startMs, nowMs)) {
        if (slots.length >= DIRECT_BOOKING.maxSlots) break;
        const slotEnd = slotStart + (endMs - startMs);
        const slotFree = this.freeInterpreters(skillId, slotStart, slotEnd, owner, nowMs);
        if (slotFree.length === 0) continue;
        const chosen = slotFree.find((i) => i.id === held) ?? slotFree[0]!;
        held = chosen.id;
        this.hold(owner, chosen.id, skillId, slotStart, slotEnd, nowMs);
        slots.push({ startMs: slotStart, available: slotFree.length });
      }
      return { originalIsFree: false, slots };
    })();
  }

  /** The session's hold for exactly this language and a period covering this one; the live one first. */
  holdFor(owner: SessionOwner, skillId: string, startMs: number, endMs: number): HoldRow | undefined {
    return this.db
      .prepare(
        `SELECT * FROM direct_booking_holds
         WHERE customer_id = ? AND session_id = ? AND skill_id = ? AND start_ms <= ? AND end_ms >= ?
         ORDER BY expires_ms DESC, id DESC LIMIT 1`,
      )
      .get(owner.customerId, owner.sessionId, skillId, startMs, endMs) as HoldRow | undefined;
  }

  /** Whether the interpreter is free for the period: no booked order overlapping, no other session's live hold. */
  isFree(interpreterId: string, startMs: number, endMs: number, owner: SessionOwner, nowMs: number): boolean {
    const row = this.db
      .prepare(`SELECT i.* FROM interpreters i WHERE i.id = @interpreterId AND ${FREE_CONDITION}`)
      .get({ interpreterId, startMs, endMs, nowMs, customerId: owner.customerId, sessionId: owner.sessionId }) as
      InterpreterRow | undefined;
    return row !== undefined && this.bookableWithoutAsking(row, startMs, endMs, owner);
  }

  /** The pool always; an interpreter who uses the portal by their availability and preferences (see the class). */
  private bookableWithoutAsking(interpreter: InterpreterRow, startMs: number, endMs: number, owner: SessionOwner): boolean {
    if (!interpreter.email) return true;
    if (!this.reach.reaches(interpreter.id, startMs, endMs, 'phone', 'booked-without-asking')) return false;
    const service = this.autoAssignServiceName();
    return (
      service === null ||
      this.preferences.admits(
        interpreter.id,
        this.preferences.factsOf({ customer_id: owner.customerId, is_remote: 1, service_name: service }),
      )
    );
  }

  private autoAssignServiceName(): string | null {
    return (this.autoAssignService.get() as { name: string } | undefined)?.name ?? null;
  }

  interpreter(id: string): InterpreterRow | undefined {
    return this.db.prepare('SELECT * FROM interpreters WHERE id = ?').get(id) as InterpreterRow | undefined;
  }

  /** Releases every hold of the session (this customer's only); answers how many there were. */
  release(owner: SessionOwner): number {
    return this.db
      .prepare('DELETE FROM direct_booking_holds WHERE customer_id = ? AND session_id = ?')
      .run(owner.customerId, owner.sessionId).changes;
  }

  /** Forgets holds whose period is over: they can no longer be booked. */
  purge(nowMs: number): void {
    this.db.prepare('DELETE FROM direct_booking_holds WHERE end_ms <= ?').run(nowMs);
  }

  /**
   * Interpreters of the language free for the period, best first (highest level, then number): the
   * pool and those who use the portal alike (NumberOfAvailableResources counts them all).
   */
  private freeInterpreters(
    skillId: string,
    startMs: number,
    endMs: number,
    owner: SessionOwner,
    nowMs: number,
  ): InterpreterRow[] {
    const free = this.db
      .prepare(
        `SELECT i.* FROM interpreters i JOIN interpreter_skills s ON s.interpreter_id = i.id
         WHERE s.skill_id = @skillId AND ${FREE_CONDITION}
         ORDER BY i.competence_level DESC, i.number`,
      )
      .all({ skillId, startMs, endMs, nowMs, customerId: owner.customerId, sessionId: owner.sessionId }) as InterpreterRow[];
    return free.filter((interpreter) => this.bookableWithoutAsking(interpreter, startMs, endMs, owner));
  }

  private hold(owner: SessionOwner, interpreterId: string, skillId: string, startMs: number, endMs: number, nowMs: number): void {
    this.db
      .prepare(
        `INSERT INTO direct_booking_holds (customer_id, session_id, interpreter_id, skill_id, start_ms, end_ms, expires_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        owner.customerId,
        owner.sessionId,
        interpreterId,
        skillId,
        startMs,
        endMs,
        nowMs + DIRECT_BOOKING.holdMinutes * MINUTE_MS,
      );
  }
}

/**
 * `i` is free over [@startMs, @endMs): no booked order overlaps (as the dispatcher reads it), no live
 * hold of another session, and no live offer of an overlapping order (an interpreter who uses the
 * portal may still accept it; the pool is never offered anything).
 */
const FREE_CONDITION = `
  NOT EXISTS (SELECT 1 FROM orders o WHERE o.interpreter_id = i.id AND o.status = 'booked'
              AND o.start_ms < @endMs AND o.end_ms > @startMs)
  AND NOT EXISTS (SELECT 1 FROM resource_requests r JOIN orders ro ON ro.id = r.order_id
                  WHERE r.interpreter_id = i.id AND r.state = 'offered' AND r.expires_ms > @nowMs
                    AND ro.start_ms < @endMs AND ro.end_ms > @startMs)
  AND NOT EXISTS (SELECT 1 FROM direct_booking_holds h WHERE h.interpreter_id = i.id AND h.expires_ms > @nowMs
                  AND h.start_ms < @endMs AND h.end_ms > @startMs
                  AND NOT (h.customer_id = @customerId AND h.session_id = @sessionId))`;
