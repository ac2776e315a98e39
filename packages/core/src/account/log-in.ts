import type { FieldProblems } from '../validation/problems.js';
import { isValid } from '../validation/problems.js';
import type { ServiceError } from '../problems/problems.js';
import { validateLogin, type LoginField, type LoginForm } from './login-form.js';
import type { AuthSession, Credentials, SessionStore } from './session.js';

export type AuthenticationOutcome =
  | { readonly kind: 'session'; readonly session: AuthSession }
  | { readonly kind: 'rejected'; readonly errors: readonly ServiceError[] }
  | { readonly kind: 'no-token' };

/** The login: credentials in, the session's info (or the reason why not) out; the gateway keeps the token. */
export interface Authenticator {
  authenticate(credentials: Credentials): Promise<AuthenticationOutcome>;
}

/** The CRM expects the password hashed on the client (spec 3 §5). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
}

export type LoginOutcome =
  | { readonly kind: 'logged-in'; readonly session: AuthSession }
  | { readonly kind: 'invalid-form'; readonly problems: FieldProblems<LoginField> }
  | Exclude<AuthenticationOutcome, { kind: 'session' }>;

export class LogIn {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly authenticator: Authenticator,
    private readonly sessions: SessionStore,
  ) {}

  async execute(form: LoginForm): Promise<LoginOutcome> {
    const problems = validateLogin(form);
    if (!isValid(problems)) return { kind: 'invalid-form', problems };

    const credentials = {
      customerNumber: form.customerNumber.trim(),
      passwordHash: await this.hasher.hash(form.password),
    };
    const outcome = await this.authenticator.authenticate(credentials);
    if (outcome.kind !== 'session') return outcome;
    // The hash leaves with the call and is kept nowhere here: the gateway holds the re-login secret.
    const session: AuthSession = outcome.session;
    this.sessions.save(session);
    return { kind: 'logged-in', session };
  }
}
