import { describe, expect, it } from 'vitest';
import { SetNewPassword, type LinkPasswordOutcome, type PasswordResetLinks } from './set-new-password.js';

class OneTimeLinks implements PasswordResetLinks {
  readonly sets: { data: string; passwordHash: string }[] = [];
  async setPassword(data: string, passwordHash: string): Promise<LinkPasswordOutcome> {
    if (data !== 'good') return { kind: 'refused', errors: [{ kind: 'reset-link-invalid', message: 'invalid' }] };
    if (this.sets.length > 0) return { kind: 'already-saved' };
    this.sets.push({ data, passwordHash });
    return { kind: 'saved' };
  }
}

const setUp = () => {
  const links = new OneTimeLinks();
  return { links, set: new SetNewPassword({ hash: async (p) => `hashed(${p})` }, links) };
};
const form = { newPassword: 'Nyttlosen1', repeatPassword: 'Nyttlosen1' };

describe('SetNewPassword', () => {
  it('sets the hash of a new password that passes the policy, once per link', async () => {
    const { links, set } = setUp();
    expect(await set.execute(' good ', form)).toEqual({ kind: 'saved' });
    expect(links.sets).toEqual([{ data: 'good', passwordHash: 'hashed(Nyttlosen1)' }]);
    expect(await set.execute('good', form)).toEqual({ kind: 'already-saved' });
  });

  it('sends nothing without a link or with a password the policy refuses', async () => {
    const { links, set } = setUp();
    expect(await set.execute(null, form)).toEqual({ kind: 'no-link' });
    expect(await set.execute('', form)).toEqual({ kind: 'no-link' });
    expect(await set.execute('good', { newPassword: 'nyttlosen1', repeatPassword: 'nyttlosen' })).toEqual({
      kind: 'invalid-form',
      problems: { newPassword: { kind: 'no-uppercase' }, repeatPassword: { kind: 'mismatch' } },
    });
    expect(links.sets).toEqual([]);
  });

  it('passes refusals through', async () => {
    const { set } = setUp();
    expect(await set.execute('bad', form)).toEqual({
      kind: 'refused',
      errors: [{ kind: 'reset-link-invalid', message: 'invalid' }],
    });
  });
});
