import {
  validateNewPassword,
  type NewPasswordForm,
  type NewPasswordProblems,
  type ResetPasswordOutcome,
  type SetNewPasswordOutcome,
} from '@tolk/core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ShownProblem, Toasts } from './change-password-store.js';
import { resetPasswordMessages as m } from './reset-password.messages.js';

export type NewPasswordField = keyof NewPasswordForm;

const EMPTY: NewPasswordForm = { newPassword: '', repeatPassword: '' };

/** Saves a valid form; true when the page is done (and leaves). */
export type SaveNewPassword = (form: NewPasswordForm) => Promise<boolean>;

/** The new password and its repeat: the reset page and the set-new-password page (spec 3 §5). */
export class NewPasswordStore {
  form: NewPasswordForm = EMPTY;
  touched: Record<NewPasswordField, boolean> = { newPassword: false, repeatPassword: false };
  visible = false;
  submitting = false;

  constructor(private readonly save: SaveNewPassword) {
    makeObservable(this, {
      form: observable.ref,
      touched: observable.ref,
      visible: observable,
      submitting: observable,
      problems: computed,
      set: action,
      touch: action,
      toggleVisible: action,
    });
  }

  get problems(): NewPasswordProblems {
    return validateNewPassword(this.form);
  }

  problemOf(field: NewPasswordField): ShownProblem | undefined {
    return this.touched[field] ? this.problems[field] : undefined;
  }

  set(field: NewPasswordField, value: string): void {
    this.form = { ...this.form, [field]: value };
  }

  touch(field: NewPasswordField): void {
    this.touched = { ...this.touched, [field]: true };
  }

  toggleVisible(): void {
    this.visible = !this.visible;
  }

  async submit(): Promise<boolean> {
    if (this.submitting) return false;
    runInAction(() => {
      this.touched = { newPassword: true, repeatPassword: true };
    });
    if (Object.values(this.problems).some(Boolean)) return false;
    runInAction(() => {
      this.submitting = true;
    });
    try {
      return await this.save(this.form);
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}

/** The reset page's saving: toast "resetSuccessfull" and leave, or "setFailed" (spec 3 §8). */
export function resetPasswordSaver(reset: { execute(form: NewPasswordForm): Promise<ResetPasswordOutcome> }, toasts: Toasts) {
  return async (form: NewPasswordForm): Promise<boolean> => {
    try {
      const outcome = await reset.execute(form);
      if (outcome.kind === 'changed') {
        toasts.say(m.resetSuccessfull, 'success');
        return true;
      }
      if (outcome.kind === 'refused' && outcome.errors.length > 0)
        toasts.notify({ kind: 'service-errors', errors: outcome.errors });
      if (outcome.kind !== 'invalid-form') toasts.say(m.setFailed, 'danger');
      return false;
    } catch {
      toasts.say(m.setFailed, 'danger');
      return false;
    }
  };
}

/**
 * The link page's saving: "setSuccessful" and leave, "alreadySaved" when the link was used,
 * `onLinkInvalid` (the page then says, instead of the form, how to get a new link) when the link
 * cannot be read or has expired, else "setFailed".
 */
export function linkPasswordSaver(
  setNewPassword: { execute(data: string | null, form: NewPasswordForm): Promise<SetNewPasswordOutcome> },
  data: string | null,
  toasts: Toasts,
  onLinkInvalid: () => void = () => {},
) {
  return async (form: NewPasswordForm): Promise<boolean> => {
    try {
      const outcome = await setNewPassword.execute(data, form);
      switch (outcome.kind) {
        case 'saved':
          toasts.say(m.setSuccessful, 'success');
          return true;
        case 'already-saved':
          toasts.say(m.alreadySaved, 'warning');
          return false;
        case 'invalid-form':
          return false;
        case 'link-invalid':
          // The page says it where the form was (a toast would say it twice).
          onLinkInvalid();
          return false;
        case 'no-link':
        case 'refused':
          toasts.say(m.setFailed, 'danger');
          return false;
      }
    } catch {
      toasts.say(m.setFailed, 'danger');
      return false;
    }
  };
}

/** A new-password form that saves with `save` and then calls `done`. */
export function newPasswordThen(save: ConstructorParameters<typeof NewPasswordStore>[0], done: () => void): NewPasswordStore {
  return new NewPasswordStore(async (form) => {
    const saved = await save(form);
    if (saved) done();
    return saved;
  });
}
