import type { FieldProblems } from '../validation/problems.js';
import { isValid } from '../validation/problems.js';
import type { ServiceError } from '../problems/problems.js';
import { validateLogin, type LoginField, type LoginForm } from './login-form.js';
import type { AuthSession, Credentials, SessionStore } from './session.js';

export type AuthenticationOutcome =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'rejected'; readonly errors: readonly ServiceError[] }
  | { readonly kind: 'no-token' };

/** ValidateCustomerPassword: credentials in, a token (or the reason why not) out. */
export interface Authenticator {
  authenticate(credentials: Credentials): Promise<AuthenticationOutcome>;
}

/** The CRM expects the password hashed on the client (spec 3 §5). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
}

/** The static list of customers allowed KPI reports (spec 3 §6). */
export interface KpiAccessList {
  allowedCustomerNumbers(): Promise<readonly string[]>;
}

export type LoginOutcome =
  | { readonly kind: 'logged-in'; readonly session: AuthSession }
  | { readonly kind: 'invalid-form'; readonly problems: FieldProblems<LoginField> }
  | Exclude<AuthenticationOutcome, { kind: 'token' }>;

export class LogIn {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly authenticator: Authenticator,
    private readonly sessions: SessionStore,
    private readonly kpiAccess: KpiAccessList,
  ) {}

  async execute(form: LoginForm): Promise<LoginOutcome> {
    const problems = validateLogin(form);
    if (!isValid(problems)) return { kind: 'invalid-form', problems };

    const credentials = {
      customerNumber: form.customerNumber.trim(),
      passwordHash: await this.hasher.hash(form.password),
    };
    const outcome = await this.authenticator.authenticate(credentials);
    if (outcome.kind !== 'token') return outcome;

    const allowed = await this.kpiAccess.allowedCustomerNumbers();
    const session: AuthSession = {
      ...credentials,
      token: outcome.token,
      displayKPIReports: allowed.includes(credentials.customerNumber),
    };
    this.sessions.save(session);
    return { kind: 'logged-in', session };
  }
}
