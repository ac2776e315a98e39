import { describe, expect, it } from 'vitest';
import type { ServiceError } from '../problems/problems.js';
import { LogIn, type AuthenticationOutcome, type Authenticator, type PasswordHasher } from './log-in.js';
import type { AuthSession, Credentials, SessionStore } from './session.js';

class FakeHasher implements PasswordHasher {
  async hash(password: string): Promise<string> {
    return `hashed(${password})`;
  }
}

/** Answers what it is told and remembers which credentials it was asked about. */
class FakeAuthenticator implements Authenticator {
  readonly attempts: Credentials[] = [];
  constructor(private readonly outcome: AuthenticationOutcome) {}

  async authenticate(credentials: Credentials): Promise<AuthenticationOutcome> {
    this.attempts.push(credentials);
    return this.outcome;
  }
}

class InMemorySessions implements SessionStore {
  session: AuthSession | null = null;
  load = () => this.session;
  save = (session: AuthSession) => {
    this.session = session;
  };
  clear = () => {
    this.session = null;
  };
}

/** The session info the gateway answers a login with: nothing secret. */
const INFO: AuthSession = { customerNumber: '1001', displayKPIReports: true, loginId: 'L1' };

function setUp(outcome: AuthenticationOutcome) {
  const authenticator = new FakeAuthenticator(outcome);
  const sessions = new InMemorySessions();
  const logIn = new LogIn(new FakeHasher(), authenticator, sessions);
  return { logIn, authenticator, sessions };
}

describe('LogIn', () => {
  it('does not try to authenticate an invalid form and says what is wrong', async () => {
    const { logIn, authenticator, sessions } = setUp({ kind: 'session', session: INFO });

    const outcome = await logIn.execute({ customerNumber: 'abc', password: 'short' });

    expect(outcome).toEqual({
      kind: 'invalid-form',
      problems: { customerNumber: { kind: 'not-numeric' }, password: { kind: 'too-short', min: 8 } },
    });
    expect(authenticator.attempts).toEqual([]);
    expect(sessions.session).toBeNull();
  });

  it('passes a rejection through and keeps no session', async () => {
    const errors: ServiceError[] = [{ kind: 'invalid-customer-login', message: 'Invalid customer number or password' }];
    const { logIn, sessions } = setUp({ kind: 'rejected', errors });

    expect(await logIn.execute({ customerNumber: '1001', password: 'Wrong-password' })).toEqual({ kind: 'rejected', errors });
    expect(sessions.session).toBeNull();
  });

  it('passes an answer without a token through and keeps no session', async () => {
    const { logIn, sessions } = setUp({ kind: 'no-token' });

    expect(await logIn.execute({ customerNumber: '1001', password: 'Tolkportal1' })).toEqual({ kind: 'no-token' });
    expect(sessions.session).toBeNull();
  });

  it('authenticates with the trimmed customer number and the hashed password', async () => {
    const { logIn, authenticator } = setUp({ kind: 'session', session: INFO });

    await logIn.execute({ customerNumber: '  1001 ', password: 'Tolkportal1' });

    expect(authenticator.attempts).toEqual([{ customerNumber: '1001', passwordHash: 'hashed(Tolkportal1)' }]);
  });

  it("saves and answers the gateway's session info, and keeps neither the hash nor a token", async () => {
    const { logIn, sessions } = setUp({ kind: 'session', session: INFO });

    const outcome = await logIn.execute({ customerNumber: ' 1001', password: 'Tolkportal1' });

    expect(outcome).toEqual({ kind: 'logged-in', session: INFO });
    expect(sessions.session).toEqual(INFO);
    expect(JSON.stringify(sessions.session)).not.toContain('hashed');
  });
});
