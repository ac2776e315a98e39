import type { Database, Statement } from 'better-sqlite3';
import type { OrderRow } from '../orders/order-row.js';
import { crmTime, workAssignmentIdOf } from './assignment-wire.js';
import { InterpreterNotifications } from './interpreter-notifications.js';
import { ResourceRequests } from './resource-requests.js';

type Order = Pick<OrderRow, 'id' | 'number' | 'start_ms' | 'end_ms' | 'service_name' | 'interpreter_id' | 'status'>;

/** `2026-11-24 kl. 08:00–08:45`, Stockholm time. */
function when(order: Pick<OrderRow, 'start_ms' | 'end_ms'>): string {
  const start = crmTime(order.start_ms);
  const end = crmTime(order.end_ms);
  const endText = end.slice(0, 10) === start.slice(0, 10) ? end.slice(11, 16) : `${end.slice(0, 10)} ${end.slice(11, 16)}`;
  return `${start.slice(0, 10)} kl. ${start.slice(11, 16)}–${endText}`;
}
const at = (ms: number) => `${crmTime(ms).slice(0, 10)} kl. ${crmTime(ms).slice(11, 16)}`;

/**
 * What the order world tells an interpreter who uses the portal (issue 15; docs/decisions.md): an
 * offer made to them, an offer withdrawn because the customer changed or cancelled the order, their
 * assignment cancelled by the customer or taken from them by a critical change, and their time
 * report signed online by the customer. The simulated pool has no portal, so it is told nothing.
 * Called inside the transaction that makes the change, at the CRM clock's time of it.
 */
export class InterpreterNews {
  private readonly notifications: InterpreterNotifications;
  private readonly requests: ResourceRequests;
  private readonly portalUser: Statement;

  constructor(db: Database) {
    this.notifications = new InterpreterNotifications(db);
    this.requests = new ResourceRequests(db);
    this.portalUser = db.prepare('SELECT email IS NOT NULL FROM interpreters WHERE id = ?').pluck();
  }

  private usesPortal(interpreterId: string | null): interpreterId is string {
    return interpreterId !== null && this.portalUser.get(interpreterId) === 1;
  }

  /** A new request: the dispatcher offered the order to this interpreter. */
  offered(order: Order, requestId: string, interpreterId: string, expiresMs: number, atMs: number): void {
    this.notifications.raise(
      {
        interpreterId,
        event: 'request-offered',
        order,
        resourceRequestId: requestId,
        workAssignmentId: null,
        headline: 'Ny förfrågan',
        message: `Du har fått en förfrågan om uppdrag ${order.number}, ${order.service_name}, ${when(order)}. Svara senast ${at(expiresMs)}.`,
      },
      atMs,
    );
  }

  /**
   * The customer changed the order critically or cancelled it while it was offered: the live offer
   * is withdrawn now (3004 from then on) and its interpreter told. The order is dispatched anew
   * after a change, and the same interpreter may be asked again (a new request).
   */
  withdrawOffer(order: Order, why: 'changed' | 'cancelled', atMs: number): void {
    const live = this.requests.live(order.id);
    if (!live) return;
    if (live.expires_ms <= atMs) {
      // Expired already (the lifecycle settles before every call, so hardly ever): passed on, not withdrawn.
      this.requests.close(live.id, 'expired', live.expires_ms);
      return;
    }
    this.requests.close(live.id, 'withdrawn', atMs);
    this.notifications.raise(
      {
        interpreterId: live.interpreter_id,
        event: 'request-withdrawn',
        order,
        resourceRequestId: live.id,
        workAssignmentId: null,
        headline: 'Förfrågan återkallad',
        message:
          why === 'cancelled'
            ? `Kunden har avbokat uppdrag ${order.number}. Förfrågan gäller inte längre.`
            : `Kunden har ändrat uppdrag ${order.number}. Förfrågan gäller inte längre.`,
      },
      atMs,
    );
  }

  /**
   * The customer cancelled a booked order (or replaced it by a new one, a critical change close to
   * the start): its interpreter's assignment is cancelled and still theirs to open.
   */
  assignmentCancelled(order: Order, replacedBy: string | null, atMs: number): void {
    if (order.status !== 'booked' || !this.usesPortal(order.interpreter_id)) return;
    this.notifications.raise(
      {
        interpreterId: order.interpreter_id,
        event: 'assignment-cancelled',
        order,
        resourceRequestId: null,
        workAssignmentId: workAssignmentIdOf(order),
        headline: 'Uppdraget är avbokat',
        message:
          replacedBy === null
            ? `Kunden har avbokat uppdrag ${order.number} (${when(order)}).`
            : `Kunden har ändrat uppdrag ${order.number} (${when(order)}) så att det ersätts av en ny bokning. Uppdraget är avbokat för dig.`,
      },
      atMs,
    );
  }

  /**
   * A critical change far from the start took a booked order back to Open: the interpreter is no
   * longer on it (GetWorkAssignment answers 3001), so the notice links to nothing. They are asked
   * first when it is dispatched again (a new request).
   */
  assignmentTakenAway(order: Order, atMs: number): void {
    if (order.status !== 'booked' || !this.usesPortal(order.interpreter_id)) return;
    this.notifications.raise(
      {
        interpreterId: order.interpreter_id,
        event: 'assignment-changed',
        order,
        resourceRequestId: null,
        workAssignmentId: null,
        headline: 'Bokningen är ändrad',
        message: `Kunden har ändrat tid, språk eller plats för uppdrag ${order.number} (${when(order)}). Du är inte längre tolk på uppdraget; det tillsätts på nytt och du kan få en ny förfrågan.`,
      },
      atMs,
    );
  }

  /**
   * A direct booking ("Boka nu", issue 16) booked the interpreter without asking: they had said they
   * were available without inquiry for phone at that time.
   */
  bookedWithoutAsking(order: Order, atMs: number): void {
    if (!this.usesPortal(order.interpreter_id)) return;
    this.notifications.raise(
      {
        interpreterId: order.interpreter_id,
        event: 'assignment-booked',
        order,
        resourceRequestId: null,
        workAssignmentId: workAssignmentIdOf(order),
        headline: 'Nytt uppdrag',
        message: `Du är bokad på uppdrag ${order.number}, ${order.service_name}, ${when(order)} (direktbokning: du var tillgänglig utan förfrågan).`,
      },
      atMs,
    );
  }

  /** The customer signed the interpreter's unsigned time report online (SignTimeReport). */
  timeReportSigned(order: Order, interpreterId: string | null, signerName: string, atMs: number): void {
    if (!this.usesPortal(interpreterId)) return;
    this.notifications.raise(
      {
        interpreterId,
        event: 'time-report-signed',
        order,
        resourceRequestId: null,
        workAssignmentId: workAssignmentIdOf(order),
        headline: 'Tidrapporten är signerad',
        message: `${signerName} har signerat tidrapporten för uppdrag ${order.number} (${when(order)}).`,
      },
      atMs,
    );
  }
}
