import type { NewPasswordForm, Problem, ResetPasswordOutcome, SetNewPasswordOutcome } from '@tolk/core';
import { configure } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Toasts } from './change-password-store.js';
import { NewPasswordStore, linkPasswordSaver, resetPasswordSaver } from './new-password-store.js';
import { resetPasswordMessages as m } from './reset-password.messages.js';

configure({ enforceActions: 'always' });

class RecordingToasts implements Toasts {
  readonly said: (string | undefined)[] = [];
  readonly problems: Problem[] = [];
  say(message: MessageDescriptor): void {
    this.said.push(message.id);
  }
  notify(problem: Problem): void {
    this.problems.push(problem);
  }
}

describe('NewPasswordStore', () => {
  it('saves nothing until the policy and the repeat hold, and shows why', async () => {
    const saved: NewPasswordForm[] = [];
    const store = new NewPasswordStore(async (form) => {
      saved.push(form);
      return true;
    });
    store.set('newPassword', 'kort');
    expect(await store.submit()).toBe(false);
    expect(store.problemOf('newPassword')).toEqual({ kind: 'too-short', min: 8 });
    expect(store.problemOf('repeatPassword')).toEqual({ kind: 'required' });
    store.set('newPassword', 'Nyttlosen1');
    store.set('repeatPassword', 'Nyttlosen1');
    expect(await store.submit()).toBe(true);
    expect(saved).toEqual([{ newPassword: 'Nyttlosen1', repeatPassword: 'Nyttlosen1' }]);
    expect(store.submitting).toBe(false);
  });
});

const form = { newPassword: 'Nyttlosen1', repeatPassword: 'Nyttlosen1' };

describe('the savers', () => {
  it('reset: success leaves with resetSuccessfull; a refusal stays with setFailed', async () => {
    const toasts = new RecordingToasts();
    const answering = (outcome: ResetPasswordOutcome) => resetPasswordSaver({ execute: async () => outcome }, toasts);
    expect(await answering({ kind: 'changed' })(form)).toBe(true);
    expect(await answering({ kind: 'refused', errors: [{ kind: 'unexpected-value', message: 'x' }] })(form)).toBe(false);
    expect(toasts.said).toEqual([m.resetSuccessfull.id, m.setFailed.id]);
    expect(toasts.problems).toHaveLength(1);
  });

  it('link: setSuccessful, alreadySaved for a used link, setFailed otherwise and when the call breaks', async () => {
    const toasts = new RecordingToasts();
    const answering = (outcome: SetNewPasswordOutcome | Error) =>
      linkPasswordSaver(
        {
          execute: async () => {
            if (outcome instanceof Error) throw outcome;
            return outcome;
          },
        },
        'data',
        toasts,
        () => invalidLinks++,
      );
    let invalidLinks = 0;
    expect(await answering({ kind: 'saved' })(form)).toBe(true);
    expect(await answering({ kind: 'already-saved' })(form)).toBe(false);
    expect(await answering({ kind: 'refused', errors: [] })(form)).toBe(false);
    expect(await answering(new Error('offline'))(form)).toBe(false);
    expect(await answering({ kind: 'link-invalid' })(form)).toBe(false);
    expect(toasts.said).toEqual([m.setSuccessful.id, m.alreadySaved.id, m.setFailed.id, m.setFailed.id]);
    expect(invalidLinks).toBe(1);
  });
});
