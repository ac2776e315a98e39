import { randomBytes } from 'node:crypto';

/** How long a link to the external report works, on the mock's clock. */
export const TICKET_TTL_MS = 5 * 60_000;

/**
 * The short-lived tickets of the external report's links (GetLoginLinkExternalReport): a ticket
 * opens its customer's report page until it expires; reloading the page within that time works.
 * In memory: a restart ends every link, as a real login link would.
 */
export class ExternalReportTickets {
  private readonly tickets = new Map<string, { customerId: string; expiresMs: number }>();

  issue(customerId: string, nowMs: number): string {
    for (const [ticket, entry] of this.tickets) if (entry.expiresMs <= nowMs) this.tickets.delete(ticket);
    const ticket = randomBytes(24).toString('base64url');
    this.tickets.set(ticket, { customerId, expiresMs: nowMs + TICKET_TTL_MS });
    return ticket;
  }

  /** The customer a live ticket is for, or null. */
  customerOf(ticket: string, nowMs: number): string | null {
    const entry = this.tickets.get(ticket);
    return entry && entry.expiresMs > nowMs ? entry.customerId : null;
  }
}
