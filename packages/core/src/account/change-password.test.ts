import { describe, expect, it } from 'vitest';
import type { ServiceError } from '../problems/problems.js';
import { ChangePassword, ResetPassword, type PasswordSaver, type SavePasswordOutcome } from './change-password.js';
import type { AuthenticationOutcome, Authenticator, PasswordHasher } from './log-in.js';
import type { AuthSession, Credentials, SessionStore } from './session.js';

const hasher: PasswordHasher = { hash: async (password) => `hashed(${password})` };

/** A CRM of one customer: logs in with the right hash, keeps what is saved. */
class FakeAccount implements Authenticator, PasswordSaver {
  passwordHash = 'hashed(Gammalt1)';
  readonly attempts: Credentials[] = [];
  refuseSave: readonly ServiceError[] | null = null;
  verifyErrors: readonly ServiceError[] | null = null;

  async authenticate(credentials: Credentials): Promise<AuthenticationOutcome> {
    this.attempts.push(credentials);
    if (this.verifyErrors) return { kind: 'rejected', errors: this.verifyErrors };
    return credentials.passwordHash === this.passwordHash
      ? { kind: 'session', session: { customerNumber: '1003', displayKPIReports: false, loginId: 'L2' } }
      : { kind: 'rejected', errors: [{ kind: 'invalid-customer-login', message: 'Invalid customer number or password' }] };
  }

  async save(passwordHash: string): Promise<SavePasswordOutcome> {
    if (this.refuseSave) return { kind: 'refused', errors: this.refuseSave };
    this.passwordHash = passwordHash;
    return { kind: 'saved' };
  }
}

class InMemorySessions implements SessionStore {
  session: AuthSession | null = { customerNumber: '1003', displayKPIReports: false, loginId: 'L1' };
  load = () => this.session;
  save = (session: AuthSession) => {
    this.session = session;
  };
  clear = () => {
    this.session = null;
  };
}

function setUp() {
  const account = new FakeAccount();
  const sessions = new InMemorySessions();
  return { account, sessions, change: new ChangePassword(hasher, account, account, sessions) };
}

const form = { currentPassword: 'Gammalt1', newPassword: 'Nytt12345', repeatPassword: 'Nytt12345' };

describe('ChangePassword', () => {
  it('verifies the current password by a login, saves the new hash and keeps the session going with it', async () => {
    const { account, sessions, change } = setUp();

    expect(await change.execute(form)).toEqual({ kind: 'changed' });

    expect(account.attempts).toEqual([{ customerNumber: '1003', passwordHash: 'hashed(Gammalt1)' }]);
    expect(account.passwordHash).toBe('hashed(Nytt12345)');
    // The session goes on; its re-login secret is the gateway's to follow.
    expect(sessions.session).toEqual({ customerNumber: '1003', displayKPIReports: false, loginId: 'L1' });
  });

  it('saves nothing when the current password is wrong', async () => {
    const { account, change } = setUp();

    expect(await change.execute({ ...form, currentPassword: 'Fel12345' })).toEqual({ kind: 'wrong-current-password' });

    expect(account.passwordHash).toBe('hashed(Gammalt1)');
  });

  it('neither verifies nor saves an invalid form', async () => {
    const { account, change } = setUp();

    const outcome = await change.execute({ ...form, newPassword: 'nytt12345', repeatPassword: 'nytt1234' });

    expect(outcome).toEqual({
      kind: 'invalid-form',
      problems: { currentPassword: undefined, newPassword: { kind: 'no-uppercase' }, repeatPassword: { kind: 'mismatch' } },
    });
    expect(account.attempts).toEqual([]);
    expect(account.passwordHash).toBe('hashed(Gammalt1)');
  });

  it('passes other refusals of the verification through, saving nothing', async () => {
    const { account, change } = setUp();
    account.verifyErrors = [{ kind: 'booking-system-unresponsive', message: 'CRM unresponsive' }];

    expect(await change.execute(form)).toEqual({ kind: 'refused', errors: account.verifyErrors });
    expect(account.passwordHash).toBe('hashed(Gammalt1)');
  });

  it('passes a refusal of the new hash through', async () => {
    const { account, change } = setUp();
    account.refuseSave = [{ kind: 'unexpected-value', message: 'Unexpected data type' }];

    expect(await change.execute(form)).toEqual({ kind: 'refused', errors: account.refuseSave });
  });

  it('does nothing without a session', async () => {
    const { account, sessions, change } = setUp();
    sessions.session = null;

    expect(await change.execute(form)).toEqual({ kind: 'no-session' });
    expect(account.attempts).toEqual([]);
  });
});

describe('ResetPassword', () => {
  it('saves a new password that passes the policy and matches', async () => {
    const account = new FakeAccount();
    const sessions = new InMemorySessions();
    const reset = new ResetPassword(hasher, account, sessions);

    expect(await reset.execute({ newPassword: 'Nytt12', repeatPassword: 'Nytt12' })).toEqual({
      kind: 'invalid-form',
      problems: { newPassword: { kind: 'too-short', min: 8 }, repeatPassword: undefined },
    });
    expect(await reset.execute({ newPassword: 'Nytt12345', repeatPassword: 'Nytt12345' })).toEqual({ kind: 'changed' });
    expect(account.passwordHash).toBe('hashed(Nytt12345)');
  });
});
