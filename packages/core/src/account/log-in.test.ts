import { describe, expect, it } from 'vitest';
import type { ServiceError } from '../problems/problems.js';
import { LogIn, type AuthenticationOutcome, type Authenticator, type KpiAccessList, type PasswordHasher } from './log-in.js';
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

const kpiList = (...numbers: string[]): KpiAccessList => ({ allowedCustomerNumbers: async () => numbers });

function setUp(outcome: AuthenticationOutcome, kpi: KpiAccessList = kpiList()) {
  const authenticator = new FakeAuthenticator(outcome);
  const sessions = new InMemorySessions();
  const logIn = new LogIn(new FakeHasher(), authenticator, sessions, kpi);
  return { logIn, authenticator, sessions };
}

describe('LogIn', () => {
  it('does not try to authenticate an invalid form and says what is wrong', async () => {
    const { logIn, authenticator, sessions } = setUp({ kind: 'token', token: 'T1' });

    const outcome = await logIn.execute({ customerNumber: 'abc', password: 'short' });

    expect(outcome).toEqual({
      kind: 'invalid-form',
      problems: { customerNumber: { kind: 'not-numeric' }, password: { kind: 'too-short', min: 8 } },
    });
    expect(authenticator.attempts).toEqual([]);
    expect(sessions.session).toBeNull();
  });

  it('passes a rejection through and keeps no session', async () => {
    const errors: ServiceError[] = [{ code: 1004, message: 'Invalid customer number or password' }];
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
    const { logIn, authenticator } = setUp({ kind: 'token', token: 'T1' });

    await logIn.execute({ customerNumber: '  1001 ', password: 'Tolkportal1' });

    expect(authenticator.attempts).toEqual([{ customerNumber: '1001', passwordHash: 'hashed(Tolkportal1)' }]);
  });

  it('saves and answers the session: trimmed number, hash, token and the KPI flag from the list', async () => {
    const { logIn, sessions } = setUp({ kind: 'token', token: 'T1' }, kpiList('999', '1001'));

    const outcome = await logIn.execute({ customerNumber: ' 1001', password: 'Tolkportal1' });

    const expected: AuthSession = {
      customerNumber: '1001',
      passwordHash: 'hashed(Tolkportal1)',
      token: 'T1',
      displayKPIReports: true,
    };
    expect(outcome).toEqual({ kind: 'logged-in', session: expected });
    expect(sessions.session).toEqual(expected);
  });

  it('shows no KPI reports to a customer missing from the list', async () => {
    const { logIn, sessions } = setUp({ kind: 'token', token: 'T2' }, kpiList('1001', '10020'));

    await logIn.execute({ customerNumber: '1002', password: 'Tolkportal2' });

    expect(sessions.session?.displayKPIReports).toBe(false);
  });
});
