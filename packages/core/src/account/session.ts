/** What the CRM needs to log the customer in (spec 3 §3): the number and the client-side hash. */
export interface Credentials {
  readonly customerNumber: string;
  readonly passwordHash: string;
}

/**
 * What the browser knows of its session: nothing secret (issue 10). The gateway keeps the CRM's
 * token and the re-login secret; the browser gets this from its session-info answer.
 */
export interface AuthSession {
  readonly customerNumber: string;
  readonly displayKPIReports: boolean;
  /** Tells one login from the next (the push service's log_in is sent once per login); not a secret. */
  readonly loginId: string;
}

/** Where the browser keeps that it is logged in. Logout and an ended session both clear it. */
export interface SessionStore {
  load(): AuthSession | null;
  save(session: AuthSession): void;
  clear(): void;
}
