import {
  ServiceErrorsRaised,
  TransportFailed,
  type AuthenticationOutcome,
  type AuthSession,
  type Credentials,
  type ProblemNotifier,
  type ServiceError,
  type ServiceErrorKind,
  type SessionStore,
} from '@tolk/core';
import type { ClientRequest, Endpoint, WireResponse } from '@tolk/crm-contract';
import { decodeInSlices } from './decode-in-slices.js';
import type { ErrorLog } from './error-log.js';
import { exchange, type HttpOutcome } from './http.js';
import { loggedErrors, serviceErrorsIn } from './service-errors.js';

export type SessionEndReason = 'no-credentials' | 'relogin-failed';

export interface TransportOptions {
  /** Where the gateway forwards CRM calls: `/crm` in the browser. */
  readonly baseUrl: string;
  /** The gateway's own session calls (log in, session info, log out): `/session` in the browser. */
  readonly sessionUrl?: string;
  /** Cleared when the gateway says the session is over (a customer's or an interpreter's). */
  readonly sessions: Pick<SessionStore, 'clear'>;
  readonly notifier: ProblemNotifier;
  readonly errorLog: ErrorLog;
  /** The session is over: the app logs out and goes to /login. */
  readonly onSessionEnded: (reason: SessionEndReason) => void;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

export interface CallOptions {
  /** Nothing is toasted (GetTimeReportSignature, spec 2 §8; article lookup, spec 3 §8); the call still rejects. */
  readonly quiet?: boolean;
  readonly signal?: AbortSignal;
}

/** Thrown to callers whose session ended while they waited; the app is already on its way out. */
export class SessionEnded extends Error {
  constructor(readonly reason: SessionEndReason) {
    super(`session ended: ${reason}`);
    this.name = 'SessionEnded';
  }
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** The login errors a refused re-login toasts: the customer's login refused or locked, the interpreter's renewal expired. */
const LOGIN_ERRORS = new Set<ServiceErrorKind>(['invalid-customer-login', 'login-locked', 'interpreter-login-expired']);

/** The session info as the gateway answers it (docs/api.md, "The gateway"). */
interface SessionInfoWire {
  readonly CustomerNumber: string;
  readonly DisplayKPIReports: boolean;
  readonly LoginId: string;
}

/**
 * The one way to call the CRM (spec 3 §8), through the gateway, which holds the session: the
 * browser sends its cookie and no token. Every answer is decoded with the contract, and Errors are
 * handled centrally. The gateway does the one automatic re-login on 1003 and replays; what comes
 * back here is one of three: no session (6060: the marker goes, the guards show /login, no toast),
 * a failed re-login (6061: the login error's toast, then /login), or the call's own Errors (toasts).
 */
export class CrmTransport {
  constructor(private readonly options: TransportOptions) {}

  async call<E extends Endpoint>(endpoint: E, body: ClientRequest<E>, options: CallOptions = {}): Promise<WireResponse<E>> {
    const outcome =
      endpoint.method === 'GET'
        ? await this.sendQuery(`${this.options.baseUrl}${endpoint.path}`, body, options.signal)
        : await this.send(`${this.options.baseUrl}${endpoint.path}`, body, options.signal);
    if (outcome.kind === 'failed') return this.fail(endpoint.name, options, outcome);
    const errors = serviceErrorsIn(outcome.body);
    if (errors.length > 0) {
      this.endIfSessionEnded(errors);
      return this.raise(endpoint.name, errors, options, outcome);
    }
    // A long list (a quarter's orders) is decoded in slices, so the page stays responsive meanwhile.
    const decoded = await decodeInSlices(endpoint.response, outcome.body);
    if (!decoded.ok) {
      void this.options.errorLog.report('error', {
        httpStatus: failureStatus(outcome.status),
        statusText: `${endpoint.name}: answer does not match the contract`,
        responseData: decoded.errors,
      });
      return this.fail(endpoint.name, options, { ...outcome, kind: 'failed', failure: 'not-completed' });
    }
    if (outcome.status >= 400) return this.fail(endpoint.name, options, { ...outcome, kind: 'failed', failure: 'not-completed' });
    return decoded.value;
  }

  /**
   * The login (spec 3 §3): the client-side hash goes to the gateway, which keeps it as the re-login
   * secret with the CRM's token and answers the session's info; nothing secret comes back.
   */
  async logIn(credentials: Credentials, options: CallOptions = {}): Promise<AuthenticationOutcome> {
    const outcome = await this.send(
      `${this.sessionUrl()}/login`,
      { CustomerNumber: credentials.customerNumber, PasswordHash: credentials.passwordHash },
      options.signal,
    );
    if (outcome.kind === 'failed') return this.fail('login', options, outcome);
    const errors = serviceErrorsIn(outcome.body);
    if (errors.length > 0) {
      if (!options.quiet) this.options.notifier.notify({ kind: 'service-errors', errors });
      return { kind: 'rejected', errors };
    }
    const session = sessionIn(outcome.body);
    if (session) return { kind: 'session', session };
    if (outcome.status >= 400) return this.fail('login', options, { ...outcome, kind: 'failed', failure: 'not-completed' });
    return { kind: 'no-token' };
  }

  /**
   * The session's info, or null when there is none (ended, expired, logged out elsewhere). A session
   * that ended on a refused re-login while the previous page was being left is told here (6061): the
   * login error's toast, as for any call.
   */
  async sessionInfo(): Promise<AuthSession | null> {
    const outcome = await exchange(this.fetchImpl(), this.sessionUrl(), { method: 'GET' }, this.timeoutMs());
    if (outcome.kind === 'failed') throw new TransportFailed('session', outcome.failure, outcome.status ?? undefined);
    const errors = serviceErrorsIn(outcome.body);
    if (errors.some((e) => e.kind === 'relogin-failed')) this.reportFailedRelogin(errors);
    return sessionIn(outcome.body);
  }

  /** Ends the session on the gateway at once; sent even when the page is being left. */
  async logOut(): Promise<void> {
    try {
      await this.fetchImpl()(`${this.sessionUrl()}/logout`, { method: 'POST', keepalive: true });
    } catch {
      // The gateway's idle lifetime ends it all the same; the browser has forgotten it already.
    }
  }

  /**
   * A GET call (CustomerStatistics, the reporting API, spec 3 §7): the input as a query string; the
   * gateway adds the session's Token header and the reporting API's customer.
   */
  private sendQuery(url: string, query: object, signal?: AbortSignal): Promise<HttpOutcome> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const queryText = search.toString();
    return exchange(
      this.fetchImpl(),
      queryText === '' ? url : `${url}?${queryText}`,
      { method: 'GET' },
      this.timeoutMs(),
      signal,
    );
  }

  private send(url: string, payload: unknown, signal?: AbortSignal): Promise<HttpOutcome> {
    return exchange(this.fetchImpl(), url, { method: 'POST', body: JSON.stringify(payload) }, this.timeoutMs(), signal);
  }

  private fetchImpl(): typeof fetch {
    return this.options.fetch ?? ((...args) => fetch(...args));
  }

  private timeoutMs(): number {
    return this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  private sessionUrl(): string {
    return this.options.sessionUrl ?? '/session';
  }

  /** 6060 and 6061: the session is over; the second says why, with the login's own error. */
  private endIfSessionEnded(errors: readonly ServiceError[]): void {
    if (errors.some((e) => e.kind === 'no-session')) this.endSession('no-credentials');
    if (errors.some((e) => e.kind === 'relogin-failed')) {
      this.reportFailedRelogin(errors);
      this.endSession('relogin-failed');
    }
  }

  /** A refused re-login is logged, and its login error toasted (spec 3 §8: the LoginError toast). */
  private reportFailedRelogin(errors: readonly ServiceError[]): void {
    void this.options.errorLog.report('error', {
      httpStatus: 401,
      statusText: 'automatic re-login failed',
      responseData: loggedErrors(errors),
    });
    // The customer's login refused, or the interpreter's renewal key expired (a new login link is needed).
    const loginErrors = errors.filter((e) => LOGIN_ERRORS.has(e.kind));
    if (loginErrors.length > 0) this.options.notifier.notify({ kind: 'service-errors', errors: loginErrors });
  }

  private endSession(reason: SessionEndReason): never {
    this.options.sessions.clear();
    this.options.onSessionEnded(reason);
    throw new SessionEnded(reason);
  }

  private raise(name: string, errors: readonly ServiceError[], options: CallOptions, outcome?: HttpOutcome): never {
    if (!options.quiet) this.options.notifier.notify({ kind: 'service-errors', errors });
    if (outcome && outcome.status !== null && outcome.status >= 400) {
      void this.options.errorLog.report('error', {
        httpStatus: outcome.status,
        statusText: outcome.statusText,
        responseData: loggedErrors(errors),
      });
    }
    throw new ServiceErrorsRaised(name, errors);
  }

  private fail(name: string, options: CallOptions, outcome: Extract<HttpOutcome, { kind: 'failed' }>): never {
    if (outcome.failure !== 'aborted' && !options.quiet)
      this.options.notifier.notify({ kind: 'transport', failure: outcome.failure });
    void this.options.errorLog.report('error', {
      httpStatus: failureStatus(outcome.status),
      statusText: `${name}: ${outcome.statusText}`,
      responseData: null,
    });
    throw new TransportFailed(name, outcome.failure, outcome.status ?? undefined);
  }
}

/** The HTTP status of a failure, or null when HTTP itself went well (so the log keeps it, spec 3 §7). */
const failureStatus = (status: number | null): number | null => (status !== null && status < 400 ? null : status);

function sessionIn(body: unknown): AuthSession | null {
  const info = typeof body === 'object' && body !== null ? (body as { Session?: Partial<SessionInfoWire> | null }).Session : null;
  if (!info || typeof info.CustomerNumber !== 'string' || typeof info.LoginId !== 'string') return null;
  return { customerNumber: info.CustomerNumber, displayKPIReports: info.DisplayKPIReports === true, loginId: info.LoginId };
}
