/** What the CRM needs to log the customer in again without asking (spec 3 §3, §8). */
export interface Credentials {
  readonly customerNumber: string;
  readonly passwordHash: string;
}

export interface AuthSession extends Credentials {
  readonly token: string;
  readonly displayKPIReports: boolean;
}

/** Where the session is kept between page loads. Logout and an invalid token both clear it. */
export interface SessionStore {
  load(): AuthSession | null;
  save(session: AuthSession): void;
  clear(): void;
}
