/**
 * Test support (no production code uses it): an in-memory CRM behind the gateway, as one `fetch`
 * function, with the in-memory ports the transport needs. As the gateway does, it keeps the session
 * (one browser's: `/session/login` starts it, `/session/logout` ends it), answers 6060 to a call
 * without one, and records what it received. `expireAll` ends the session as an expiry would;
 * `failRelogin` makes the next call meet a refused automatic re-login (6061 with 1004).
 */
import type { AuthSession, Problem, ProblemNotifier, SessionStore } from '@tolk/core';
import { allEndpoints, type CustomerInformation, type LogMessage } from '@tolk/crm-contract';
import { ErrorLog } from '../transport/error-log.js';
import { CrmTransport, type SessionEndReason, type TransportOptions } from '../transport/transport.js';

export const BASE_URL = 'http://crm.test';
export const HASH_1001 = 'a1'.repeat(32);

export type Handler = (body: Record<string, unknown>, customerNumber: string | null) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const errorsAnswer = (...codes: number[]) => ({
  Errors: codes.map((code) => ({ ErrorCode: code, ErrorMessage: `Error ${code}` })),
});

export const customerInformation = (customerNumber: string): CustomerInformation => ({
  CustomerIdentifier: `id-${customerNumber}`,
  CustomerName: `Kund ${customerNumber}`,
  CustomerNumber: customerNumber,
  Department: null,
  OrganisationNumber: '212000-0142',
  PhoneNumberDirect: null,
  PhoneNumberSwitchboard: '08-508 00 000',
  CustomerAddress: {
    AddressRow1: 'Tegnérgatan 23',
    AddressRow2: null,
    CareOf: null,
    PostalCode: '11140',
    City: 'Stockholm',
    Country: 'Sverige',
  },
  CanCreateAutoAssignOrder: true,
  ContactPersonOrdererRequiresEmail: false,
  ContactPersonUponInterpretationRequiresEmail: false,
  Image: null,
});

const publicPaths = new Set(['/CRMCustomer/RequestPasswordReset', '/CRMCustomer/SetCustomerPasswordWithResetToken']);
const contractPaths = new Set(allEndpoints.map((e) => e.path));

export class FakeCrm {
  /** Customer number → the password hash it logs in with. */
  readonly passwords = new Map<string, string>([['1001', HASH_1001]]);
  /** What each path answers to a call that passed the token check. */
  readonly handlers = new Map<string, Handler>([
    [
      '/CRMCustomer/GetCustomer',
      (_body, customer) => json({ CustomerInformation: customerInformation(customer ?? '?'), Errors: null }),
    ],
    [
      '/CRMCustomer/GetSkills',
      () => json({ Skills: [{ SkillIdentifier: 's1', SkillName: 'Arabiska', SubstituteSkills: [] }], Errors: null }),
    ],
    [
      '/Billing/GetArticles',
      () => json({ Articles: [{ ArticleIdentifier: 'a1', ArticleName: 'Telefontolkning' }], Errors: null }),
    ],
  ]);
  readonly received: { readonly path: string; readonly body: Record<string, unknown> }[] = [];
  readonly logs: { readonly level: string; readonly message: LogMessage }[] = [];
  logins = 0;
  /** The customer number of the live session, if any. */
  session: string | null = null;
  private reloginRefused = false;
  private issued = 0;

  readonly fetch: typeof fetch = async (input, init) => {
    // As fetch does: an aborted signal sends nothing.
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const path = new URL(String(input)).pathname;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    this.received.push({ path, body });
    if (path === '/session/login') return this.login(body);
    if (path === '/session' && this.reloginRefused) return this.refuseRelogin();
    if (path === '/session') return this.session ? json({ Session: this.info(), Errors: null }) : json(errorsAnswer(6060), 401);
    if (path === '/session/logout') {
      this.session = null;
      return json({ Errors: null });
    }
    if (path === '/LogService/SendLog') {
      this.logs.push({ level: String(body.Level), message: JSON.parse(String(body.Message)) as LogMessage });
      return json({ Errors: null });
    }
    if (contractPaths.has(path) && !publicPaths.has(path)) {
      if (this.reloginRefused) return this.refuseRelogin();
      if (this.session === null) return json(errorsAnswer(6060), 401);
    }
    const handler = this.handlers.get(path);
    return handler ? handler(body, this.session) : new Response('Not found', { status: 404 });
  };

  /** Ends the session (an idle or absolute lifetime passed, a logout in another tab). */
  expireAll(): void {
    this.session = null;
  }

  /** The next call finds the CRM token expired and the stored password no longer valid. */
  failRelogin(): void {
    this.reloginRefused = true;
  }

  /** The gateway's answer to a refused re-login (told once, then the session is gone). */
  private refuseRelogin(): Response {
    this.reloginRefused = false;
    this.session = null;
    return json(errorsAnswer(6061, 1004), 401);
  }

  /** How many times each path was called. */
  count(path: string): number {
    return this.received.filter((r) => r.path === path).length;
  }

  info() {
    return { CustomerNumber: this.session ?? '', DisplayKPIReports: false, LoginId: `L${this.issued}` };
  }

  private login(body: Record<string, unknown>): Response {
    this.logins++;
    const number = String(body.CustomerNumber);
    if (this.passwords.get(number) !== body.PasswordHash) return json({ Session: null, ...errorsAnswer(1004) });
    this.session = number;
    this.issued++;
    return json({ Session: this.info(), Errors: null });
  }
}

export class InMemorySessions implements SessionStore {
  constructor(public session: AuthSession | null = null) {}
  load(): AuthSession | null {
    return this.session;
  }
  save(session: AuthSession): void {
    this.session = session;
  }
  clear(): void {
    this.session = null;
  }
}

/** What the user would be shown: every problem the transport reported. */
export class RecordingNotifier implements ProblemNotifier {
  readonly problems: Problem[] = [];
  notify(problem: Problem): void {
    this.problems.push(problem);
  }
}

export interface Harness {
  readonly crm: FakeCrm;
  readonly sessions: InMemorySessions;
  readonly notifier: RecordingNotifier;
  readonly ended: SessionEndReason[];
  readonly errorLog: ErrorLog;
  readonly transport: CrmTransport;
}

/**
 * A transport over a fake CRM, logged in as 1001. `fetch` wraps the fake's fetch (to delay,
 * fail or schedule requests); the error log always reaches the fake directly.
 */
export function harness(
  options: { fetch?: (crmFetch: typeof fetch) => typeof fetch; loggedIn?: boolean } & Partial<
    Pick<TransportOptions, 'timeoutMs'>
  > = {},
): Harness {
  const crm = new FakeCrm();
  if (options.loggedIn !== false) crm.session = '1001';
  const sessions = new InMemorySessions(
    options.loggedIn === false ? null : { customerNumber: '1001', displayKPIReports: false, loginId: 'L0' },
  );
  const notifier = new RecordingNotifier();
  const ended: SessionEndReason[] = [];
  const errorLog = new ErrorLog({ baseUrl: BASE_URL, environment: 'test', portal: 'client', fetch: crm.fetch });
  const transport = new CrmTransport({
    baseUrl: BASE_URL,
    sessionUrl: `${BASE_URL}/session`,
    sessions,
    notifier,
    errorLog,
    onSessionEnded: (reason) => ended.push(reason),
    fetch: options.fetch ? options.fetch(crm.fetch) : crm.fetch,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  return { crm, sessions, notifier, ended, errorLog, transport };
}
