import { randomUUID } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';

const MINUTE_MS = 60_000;
/** How long an interpreter has to answer an offer (docs/decisions.md, issue 15). */
export const OFFER_LIFETIME_MS = 60 * MINUTE_MS;
/** However near the start, an offer gets at least this long. */
export const SHORTEST_OFFER_MS = 10 * MINUTE_MS;
/** An offer ends this long before the start at the latest, so the rest of the pool can still be asked. */
export const OFFER_ENDS_BEFORE_START_MS = 2 * 60 * MINUTE_MS;

/** When an offer made at `offeredMs` for an assignment starting at `startMs` expires. */
export const offerExpiry = (offeredMs: number, startMs: number): number =>
  Math.min(offeredMs + OFFER_LIFETIME_MS, Math.max(offeredMs + SHORTEST_OFFER_MS, startMs - OFFER_ENDS_BEFORE_START_MS));

export type RequestState = 'offered' | 'accepted' | 'declined' | 'expired' | 'withdrawn';

export interface ResourceRequestRow {
  id: string;
  order_id: string;
  interpreter_id: string;
  based_on_substitute: number;
  offered_ms: number;
  expires_ms: number;
  state: RequestState;
  answered_ms: number | null;
}

/** Offers of orders to the interpreters who use the portal: at most one live offer per order. */
export class ResourceRequests {
  private readonly liveOfOrder: Statement;

  constructor(private readonly db: Database) {
    this.liveOfOrder = db.prepare(`SELECT * FROM resource_requests WHERE order_id = ? AND state = 'offered'`);
  }

  live(orderId: string): ResourceRequestRow | undefined {
    return this.liveOfOrder.get(orderId) as ResourceRequestRow | undefined;
  }

  /** Those who declined the order or let its offer expire: the dispatcher asks someone else. */
  passedOn(orderId: string): Set<string> {
    const ids = this.db
      .prepare(`SELECT interpreter_id FROM resource_requests WHERE order_id = ? AND state IN ('declined', 'expired')`)
      .pluck()
      .all(orderId) as string[];
    return new Set(ids);
  }

  offer(orderId: string, interpreterId: string, basedOnSubstitute: boolean, offeredMs: number, expiresMs: number): string {
    const id = randomUUID();
    this.db
      .prepare(
        `INSERT INTO resource_requests (id, order_id, interpreter_id, based_on_substitute, offered_ms, expires_ms, state) VALUES (?, ?, ?, ?, ?, ?, 'offered')`,
      )
      .run(id, orderId, interpreterId, basedOnSubstitute ? 1 : 0, offeredMs, expiresMs);
    return id;
  }

  close(id: string, state: Exclude<RequestState, 'offered'>, atMs: number): void {
    this.db.prepare('UPDATE resource_requests SET state = ?, answered_ms = ? WHERE id = ?').run(state, atMs, id);
  }

  /** One of this interpreter's offers, whatever its state; another interpreter's is not found. */
  ofInterpreter(interpreterId: string, id: string): ResourceRequestRow | undefined {
    return this.db.prepare('SELECT * FROM resource_requests WHERE id = ? AND interpreter_id = ?').get(id, interpreterId) as
      ResourceRequestRow | undefined;
  }

  /** The interpreter's offers still to be answered, of orders still open, soonest start first. */
  openFor(interpreterId: string, nowMs: number): ResourceRequestRow[] {
    return this.db
      .prepare(
        `SELECT r.* FROM resource_requests r JOIN orders o ON o.id = r.order_id
         WHERE r.interpreter_id = ? AND r.state = 'offered' AND r.expires_ms > ? AND o.status = 'open'
         ORDER BY o.start_ms`,
      )
      .all(interpreterId, nowMs) as ResourceRequestRow[];
  }
}
