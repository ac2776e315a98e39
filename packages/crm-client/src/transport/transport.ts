import {
  ServiceErrorsRaised,
  TransportFailed,
  type AuthSession,
  type ProblemNotifier,
  type ServiceError,
  type SessionStore,
} from '@tolk/core';
import {
  ErrorCode,
  ValidateCustomerPassword,
  decodeWithCodes,
  type ClientRequest,
  type Endpoint,
  type ErrorItem,
  type WireResponse,
} from '@tolk/crm-contract';
import type { ErrorLog } from './error-log.js';
import { exchange, type HttpOutcome } from './http.js';

export type SessionEndReason = 'no-credentials' | 'relogin-failed';

export interface TransportOptions {
  /** Where the gateway forwards CRM calls: `/crm` in the browser. */
  readonly baseUrl: string;
  readonly sessions: SessionStore;
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
/** The header a GET call carries the session token in (REPORTING_HEADERS.token). */
const TOKEN_HEADER = 'Token';

/**
 * Calls that carry the session token: the token calls, and the reporting API's GET calls, whose
 * customer the gateway finds from the token (docs/api.md, "The reporting API").
 */
const carriesToken = (endpoint: Endpoint): boolean => endpoint.authentication === 'token' || endpoint.method === 'GET';

/**
 * The one way to call the CRM (spec 3 §8). It adds the Token, decodes every answer with the
 * contract, and handles Errors centrally: an invalid token leads to exactly one re-login with the
 * stored credentials, shared by every request that meets it, and then each is replayed once.
 */
export class CrmTransport {
  private renewal: { readonly staleToken: string; readonly session: Promise<AuthSession> } | null = null;

  constructor(private readonly options: TransportOptions) {}

  async call<E extends Endpoint>(endpoint: E, body: ClientRequest<E>, options: CallOptions = {}): Promise<WireResponse<E>> {
    const first = await this.attempt(endpoint, body, options);
    if (first.kind === 'answer') return first.answer;
    const renewed = await this.renew(first.staleToken);
    const second = await this.attempt(endpoint, body, options, renewed.token);
    // A replay carries its token explicitly, and a refused fresh token is raised as any error.
    if (second.kind !== 'answer') throw new Error(`${endpoint.name}: a replay asked for a second re-login`);
    return second.answer;
  }

  private async attempt<E extends Endpoint>(
    endpoint: E,
    body: ClientRequest<E>,
    options: CallOptions,
    token?: string,
  ): Promise<{ kind: 'answer'; answer: WireResponse<E> } | { kind: 'token-invalid'; staleToken: string }> {
    const sessionToken = carriesToken(endpoint) ? (token ?? this.requireSession().token) : undefined;
    const outcome =
      endpoint.method === 'GET'
        ? await this.sendQuery(endpoint, body, sessionToken, options.signal)
        : await this.send(endpoint, sessionToken === undefined ? body : { ...body, Token: sessionToken }, options.signal);
    if (outcome.kind === 'failed') return this.fail(endpoint, options, outcome);

    const errors = errorsIn(outcome.body);
    if (errors.length > 0) {
      if (sessionToken !== undefined && token === undefined && errors.some((e) => e.code === ErrorCode.InvalidToken)) {
        return { kind: 'token-invalid', staleToken: sessionToken };
      }
      return this.raise(endpoint, errors, options, outcome);
    }
    const decoded = decodeWithCodes(endpoint.response, outcome.body);
    if (!decoded.ok) {
      void this.options.errorLog.report('error', {
        httpStatus: failureStatus(outcome.status),
        statusText: `${endpoint.name}: answer does not match the contract`,
        responseData: decoded.errors,
      });
      return this.fail(endpoint, options, {
        kind: 'failed',
        failure: 'not-completed',
        status: outcome.status,
        statusText: outcome.statusText,
      });
    }
    if (outcome.status >= 400) {
      return this.fail(endpoint, options, {
        kind: 'failed',
        failure: 'not-completed',
        status: outcome.status,
        statusText: outcome.statusText,
      });
    }
    return { kind: 'answer', answer: decoded.value };
  }

  private send(endpoint: Endpoint, payload: unknown, signal?: AbortSignal): Promise<HttpOutcome> {
    return exchange(
      this.options.fetch ?? fetch,
      `${this.options.baseUrl}${endpoint.path}`,
      { method: 'POST', body: JSON.stringify(payload) },
      this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal,
    );
  }

  /**
   * A GET call (CustomerStatistics, the reporting API, spec 3 §7): the input as a query string and
   * the session's Token in a header; the gateway resolves the reporting API's customer from it.
   */
  private sendQuery(endpoint: Endpoint, query: object, token: string | undefined, signal?: AbortSignal): Promise<HttpOutcome> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const queryText = search.toString();
    return exchange(
      this.options.fetch ?? fetch,
      `${this.options.baseUrl}${endpoint.path}${queryText === '' ? '' : `?${queryText}`}`,
      { method: 'GET', headers: token === undefined ? {} : { [TOKEN_HEADER]: token } },
      this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      signal,
    );
  }

  /** One re-login for everyone who met the same stale token; later comers reuse the result. */
  private renew(staleToken: string): Promise<AuthSession> {
    const current = this.options.sessions.load();
    if (current && current.token !== staleToken) return Promise.resolve(current);
    // Joined while under way, and kept when it failed, so a late comer does not end the session again.
    if (this.renewal?.staleToken === staleToken) return this.renewal.session;
    const session = this.relogin();
    this.renewal = { staleToken, session };
    // A refused re-login is kept; one that got no answer is forgotten, so the next call tries again.
    const forget = () => {
      if (this.renewal?.session === session) this.renewal = null;
    };
    session.then(forget, (error: unknown) => {
      if (error instanceof TransportFailed) forget();
    });
    return session;
  }

  private async relogin(): Promise<AuthSession> {
    const session = this.options.sessions.load();
    if (!session) return this.endSession('no-credentials');
    const outcome = await this.send(ValidateCustomerPassword, {
      CustomerNumber: session.customerNumber,
      PasswordHash: session.passwordHash,
    });
    // No answer from the CRM is not a refusal: the stored credentials stay for the next try
    // (a reload that aborts the re-login, a network blip, the gateway's 429 or 5xx).
    if (outcome.kind === 'failed') return this.fail(ValidateCustomerPassword, {}, outcome);
    const errors = errorsIn(outcome.body);
    if (errors.length === 0 && outcome.status >= 400) {
      return this.fail(ValidateCustomerPassword, {}, { ...outcome, kind: 'failed', failure: 'not-completed' });
    }
    const token = tokenIn(outcome.body);
    if (token) {
      const renewed = { ...session, token };
      this.options.sessions.save(renewed);
      return renewed;
    }
    void this.options.errorLog.report('error', {
      httpStatus: failureStatus(outcome.status),
      statusText: 'automatic re-login failed',
      responseData: outcome.body,
    });
    const loginErrors = errors.filter((e) => e.code === ErrorCode.InvalidCustomerNumber);
    if (loginErrors.length > 0) this.options.notifier.notify({ kind: 'service-errors', errors: loginErrors });
    return this.endSession('relogin-failed');
  }

  private endSession(reason: SessionEndReason): never {
    this.options.sessions.clear();
    this.options.onSessionEnded(reason);
    throw new SessionEnded(reason);
  }

  private requireSession(): AuthSession {
    return this.options.sessions.load() ?? this.endSession('no-credentials');
  }

  private raise(endpoint: Endpoint, errors: readonly ServiceError[], options: CallOptions, outcome?: HttpOutcome): never {
    if (!options.quiet) this.options.notifier.notify({ kind: 'service-errors', errors });
    if (outcome && outcome.status !== null && outcome.status >= 400) {
      void this.options.errorLog.report('error', {
        httpStatus: outcome.status,
        statusText: outcome.statusText,
        responseData: errors,
      });
    }
    throw new ServiceErrorsRaised(endpoint.name, errors);
  }

  private fail(endpoint: Endpoint, options: CallOptions, outcome: Extract<HttpOutcome, { kind: 'failed' }>): never {
    if (outcome.failure !== 'aborted' && !options.quiet)
      this.options.notifier.notify({ kind: 'transport', failure: outcome.failure });
    void this.options.errorLog.report('error', {
      httpStatus: failureStatus(outcome.status),
      statusText: `${endpoint.name}: ${outcome.statusText}`,
      responseData: null,
    });
    throw new TransportFailed(endpoint.name, outcome.failure, outcome.status ?? undefined);
  }
}

/** The HTTP status of a failure, or null when HTTP itself went well (so the log keeps it, spec 3 §7). */
const failureStatus = (status: number | null): number | null => (status !== null && status < 400 ? null : status);

function errorsIn(body: unknown): ServiceError[] {
  if (typeof body !== 'object' || body === null) return [];
  const list = (body as { Errors?: unknown }).Errors;
  if (!Array.isArray(list)) return [];
  return list
    .filter((e): e is ErrorItem => typeof e === 'object' && e !== null && typeof (e as ErrorItem).ErrorCode === 'number')
    .map((e) => ({ code: e.ErrorCode, message: String(e.ErrorMessage ?? '') }));
}

function tokenIn(body: unknown): string | null {
  const token = typeof body === 'object' && body !== null ? (body as { Token?: unknown }).Token : null;
  return typeof token === 'string' && token !== '' ? token : null;
}
