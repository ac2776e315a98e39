import type { ChangePasswordForm, ChangePasswordOutcome, Problem } from '@tolk/core';
import { configure } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ChangePasswordStore, type Toasts } from './change-password-store.js';
import { resetPasswordMessages } from './reset-password.messages.js';

configure({ enforceActions: 'always' });

class RecordingToasts implements Toasts {
  readonly said: { id: string | undefined; intent: string }[] = [];
  readonly problems: Problem[] = [];
  say(message: MessageDescriptor, intent: string): void {
    this.said.push({ id: message.id, intent });
  }
  notify(problem: Problem): void {
    this.problems.push(problem);
  }
}

function setUp(answer: ChangePasswordOutcome | Error) {
  const sent: ChangePasswordForm[] = [];
  const toasts = new RecordingToasts();
  const store = new ChangePasswordStore(
    {
      execute: async (form) => {
        sent.push(form);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
    toasts,
  );
  const fill = () => {
    store.set('currentPassword', 'Gammalt1');
    store.set('newPassword', 'Nytt12345');
    store.set('repeatPassword', 'Nytt12345');
  };
  return { store, sent, toasts, fill };
}

describe('ChangePasswordStore', () => {
  it('shows a problem only once the field was left, in the policy order', () => {
    const { store } = setUp({ kind: 'changed' });
    store.set('newPassword', 'kort');
    expect(store.problemOf('newPassword')).toBeUndefined();
    store.touch('newPassword');
    expect(store.problemOf('newPassword')).toEqual({ kind: 'too-short', min: 8 });
    store.set('newPassword', 'langtnog1');
    expect(store.problemOf('newPassword')).toEqual({ kind: 'no-uppercase' });
    store.set('newPassword', 'Langtnog');
    expect(store.problemOf('newPassword')).toEqual({ kind: 'no-digit' });
    store.set('newPassword', 'Langtnog1');
    expect(store.problemOf('newPassword')).toBeUndefined();
  });

  it('on success empties the form and says so', async () => {
    const { store, sent, toasts, fill } = setUp({ kind: 'changed' });
    fill();
    await store.submit();
    expect(sent).toEqual([{ currentPassword: 'Gammalt1', newPassword: 'Nytt12345', repeatPassword: 'Nytt12345' }]);
    expect(store.form).toEqual({ currentPassword: '', newPassword: '', repeatPassword: '' });
    expect(store.problemOf('newPassword')).toBeUndefined();
    expect(toasts.said).toEqual([{ id: resetPasswordMessages.resetSuccessfull.id, intent: 'success' }]);
  });

  it('marks a wrong current password until it is typed again, and tells the save failed', async () => {
    const { store, toasts, fill } = setUp({ kind: 'wrong-current-password' });
    fill();
    await store.submit();
    expect(store.problemOf('currentPassword')).toEqual({ kind: 'wrong-current' });
    expect(toasts.said).toEqual([{ id: resetPasswordMessages.setFailed.id, intent: 'danger' }]);
    expect(store.form.newPassword).toBe('Nytt12345');
    store.set('currentPassword', 'Gammalt2');
    expect(store.problemOf('currentPassword')).toBeUndefined();
  });

  it('shows every problem after an invalid submit', async () => {
    const { store, toasts } = setUp({
      kind: 'invalid-form',
      problems: {
        currentPassword: { kind: 'required' },
        newPassword: { kind: 'required' },
        repeatPassword: { kind: 'required' },
      },
    });
    await store.submit();
    expect(store.problemOf('currentPassword')).toEqual({ kind: 'required' });
    expect(store.problemOf('repeatPassword')).toEqual({ kind: 'required' });
    expect(toasts.said).toEqual([]);
  });

  it("toasts the CRM's errors and the failure on a refusal, and a failure when the call broke", async () => {
    const refused = setUp({ kind: 'refused', errors: [{ kind: 'booking-system-unresponsive', message: 'CRM unresponsive' }] });
    refused.fill();
    await refused.store.submit();
    expect(refused.toasts.problems).toEqual([
      { kind: 'service-errors', errors: [{ kind: 'booking-system-unresponsive', message: 'CRM unresponsive' }] },
    ]);
    expect(refused.toasts.said).toEqual([{ id: resetPasswordMessages.setFailed.id, intent: 'danger' }]);

    const broken = setUp(new Error('network'));
    broken.fill();
    expect(await broken.store.submit()).toBeNull();
    expect(broken.toasts.said).toEqual([{ id: resetPasswordMessages.setFailed.id, intent: 'danger' }]);
    expect(broken.store.submitting).toBe(false);
  });
});
