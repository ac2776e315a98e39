import { TransportFailed, type ServiceError } from '@tolk/core';
import { exchange } from '../transport/http.js';
import { serviceErrorsIn } from '../transport/service-errors.js';

/** The interpreter's session as the gateway tells it: nothing secret (the CRM token stays on the gateway). */
export interface InterpreterSessionInfo {
  readonly interpreterNumber: string;
  readonly loginId: string;
}

export type LinkOutcome = { readonly kind: 'sent' } | { readonly kind: 'rejected'; readonly errors: readonly ServiceError[] };
export type TicketOutcome =
  | { readonly kind: 'session'; readonly session: InterpreterSessionInfo }
  | { readonly kind: 'rejected'; readonly errors: readonly ServiceError[] };

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The gateway's interpreter session routes (docs/api.md, "The interpreter's session in the
 * gateway"): ask for a login link by e-mail and interpreter number, log in with the mailed link's
 * ticket, read the session, log out. A transport failure rejects with TransportFailed; the CRM's
 * refusals come back as `rejected` for the login page to word.
 */
export class InterpreterSessionGateway {
  constructor(
    private readonly baseUrl = '/interpreter/session',
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  async requestLink(email: string, interpreterNumber: string): Promise<LinkOutcome> {
    const body = await this.post('link', { Email: email, InterpreterNumber: interpreterNumber });
    const errors = serviceErrorsIn(body);
    return errors.length > 0 ? { kind: 'rejected', errors } : { kind: 'sent' };
  }

  async logIn(ticket: string): Promise<TicketOutcome> {
    const body = await this.post('login', { LoginTicket: ticket });
    const errors = serviceErrorsIn(body);
    if (errors.length > 0) return { kind: 'rejected', errors };
    const session = sessionIn(body);
    if (!session) throw new TransportFailed('interpreter login', 'not-completed');
    return { kind: 'session', session };
  }

  /** The session's info, null when there is none. */
  async info(): Promise<InterpreterSessionInfo | null> {
    const outcome = await exchange(this.fetchImpl, this.baseUrl, { method: 'GET' }, this.timeoutMs);
    if (outcome.kind === 'failed') throw new TransportFailed('interpreter session', outcome.failure, outcome.status ?? undefined);
    return sessionIn(outcome.body);
  }

  async logOut(): Promise<void> {
    try {
      await this.fetchImpl(`${this.baseUrl}/logout`, { method: 'POST', keepalive: true });
    } catch {
      // The gateway's idle lifetime ends it all the same; the browser has forgotten it already.
    }
  }

  private async post(route: string, payload: object): Promise<unknown> {
    const outcome = await exchange(
      this.fetchImpl,
      `${this.baseUrl}/${route}`,
      { method: 'POST', body: JSON.stringify(payload) },
      this.timeoutMs,
    );
    if (outcome.kind === 'failed')
      throw new TransportFailed(`interpreter ${route}`, outcome.failure, outcome.status ?? undefined);
    return outcome.body;
  }
}

function sessionIn(body: unknown): InterpreterSessionInfo | null {
  const info = typeof body === 'object' && body !== null ? (body as { Session?: Record<string, unknown> | null }).Session : null;
  if (!info || typeof info.InterpreterNumber !== 'string' || typeof info.LoginId !== 'string') return null;
  return { interpreterNumber: info.InterpreterNumber, loginId: info.LoginId };
}
