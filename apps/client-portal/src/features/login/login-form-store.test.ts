import { LogIn, type AuthenticationOutcome, type AuthSession, type Problem } from '@tolk/core';
import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { LoginFormStore } from './login-form-store.js';

configure({ enforceActions: 'always' });

const INFO: AuthSession = { customerNumber: '1001', displayKPIReports: true, loginId: 'L1' };

function setUp(outcome: AuthenticationOutcome | Error) {
  const notified: Problem[] = [];
  const saved: AuthSession[] = [];
  const logIn = new LogIn(
    { hash: async (password) => `hash:${password}` },
    {
      authenticate: async () => {
        if (outcome instanceof Error) throw outcome;
        return outcome;
      },
    },
    { load: () => saved.at(-1) ?? null, save: (session) => void saved.push(session), clear: () => void (saved.length = 0) },
  );
  // The toasts still showing: a notification adds one, clear() takes them all away.
  const showing: Problem[] = [];
  const form = new LoginFormStore(logIn, {
    notify: (problem) => {
      notified.push(problem);
      showing.push(problem);
    },
    clear: () => void (showing.length = 0),
  });
  return { form, notified, saved, showing };
}

describe('LoginFormStore', () => {
  it('can be submitted only once the form is valid', () => {
    const { form } = setUp({ kind: 'session', session: INFO });
    expect(form.canSubmit).toBe(false);
    form.setCustomerNumber('1001');
    form.setPassword('Tolkportal1');
    expect(form.canSubmit).toBe(true);
    form.setCustomerNumber('10 01x');
    expect(form.canSubmit).toBe(false);
  });

  it('logs in and saves the session', async () => {
    const { form, saved } = setUp({ kind: 'session', session: INFO });
    form.setCustomerNumber(' 1001 ');
    form.setPassword('Tolkportal1');
    expect((await form.submit())?.kind).toBe('logged-in');
    expect(saved).toEqual([INFO]);
  });

  it('clears the toasts of an earlier refusal once the login succeeds (issue 17 item 4)', async () => {
    const { form, showing } = setUp({ kind: 'session', session: INFO });
    showing.push({ kind: 'service-errors', errors: [{ kind: 'invalid-customer-login', message: 'Invalid' }] });
    form.setCustomerNumber('1001');
    form.setPassword('Tolkportal1');
    expect((await form.submit())?.kind).toBe('logged-in');
    expect(showing).toEqual([]);
  });

  it('keeps what was typed and shows the refusal when the CRM says no', async () => {
    const { form } = setUp({ kind: 'rejected', errors: [{ kind: 'invalid-customer-login', message: 'Invalid' }] });
    form.setCustomerNumber('1001');
    form.setPassword('WrongPassword');
    await form.submit();
    expect(form.rejection).toEqual([{ kind: 'invalid-customer-login', message: 'Invalid' }]);
    expect([form.customerNumber, form.password]).toEqual(['1001', 'WrongPassword']);
    form.setPassword('Another1');
    expect(form.rejection).toBeNull();
  });

  it('says tokenErrorClientPortal when the CRM gives no token', async () => {
    const { form, notified } = setUp({ kind: 'no-token' });
    form.setCustomerNumber('1001');
    form.setPassword('Tolkportal1');
    await form.submit();
    expect(notified).toEqual([{ kind: 'no-token' }]);
  });

  it('keeps the form usable after a transport failure', async () => {
    const { form } = setUp(new Error('network down'));
    form.setCustomerNumber('1001');
    form.setPassword('Tolkportal1');
    expect(await form.submit()).toBeNull();
    expect(form.submitting).toBe(false);
    expect(form.canSubmit).toBe(true);
  });
});
