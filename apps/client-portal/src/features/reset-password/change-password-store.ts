import {
  validateChangePassword,
  type ChangePasswordForm,
  type ChangePasswordOutcome,
  type ChangePasswordProblems,
  type PasswordProblem,
  type RepeatProblem,
} from '@tolk/core';
import type { ToastNotifier } from '@tolk/ui';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { resetPasswordMessages } from './reset-password.messages.js';

export type ChangePasswordField = keyof ChangePasswordForm;
export type ShownProblem = PasswordProblem | RepeatProblem | { readonly kind: 'wrong-current' };
/** What the stores tell the user: catalogue messages, worded when shown. */
export type Toasts = Pick<ToastNotifier, 'say' | 'notify'>;

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', repeatPassword: '' };
const UNTOUCHED: Record<ChangePasswordField, boolean> = { currentPassword: false, newPassword: false, repeatPassword: false };

/** Settings tab 0's change-password form (spec 3 §5): what was typed, what to show, the outcome. */
export class ChangePasswordStore {
  form: ChangePasswordForm = EMPTY;
  touched = UNTOUCHED;
  wrongCurrent = false;
  visible = false;
  submitting = false;

  constructor(
    private readonly changePassword: { execute(form: ChangePasswordForm): Promise<ChangePasswordOutcome> },
    private readonly toasts: Toasts,
  ) {
    makeObservable(this, {
      form: observable.ref,
      touched: observable.ref,
      wrongCurrent: observable,
      visible: observable,
      submitting: observable,
      problems: computed,
      set: action,
      touch: action,
      toggleVisible: action,
    });
  }

  get problems(): ChangePasswordProblems {
    return validateChangePassword(this.form);
  }

  /** The problem to show under a field: once the user left it or tried to save. */
  problemOf(field: ChangePasswordField): ShownProblem | undefined {
    if (field === 'currentPassword' && this.wrongCurrent) return { kind: 'wrong-current' };
    return this.touched[field] ? this.problems[field] : undefined;
  }

  set(field: ChangePasswordField, value: string): void {
    this.form = { ...this.form, [field]: value };
    if (field === 'currentPassword') this.wrongCurrent = false;
  }

  touch(field: ChangePasswordField): void {
    this.touched = { ...this.touched, [field]: true };
  }

  toggleVisible(): void {
    this.visible = !this.visible;
  }

  async submit(): Promise<ChangePasswordOutcome | null> {
    if (this.submitting) return null;
    runInAction(() => {
      this.touched = { currentPassword: true, newPassword: true, repeatPassword: true };
      this.submitting = true;
    });
    try {
      const outcome = await this.changePassword.execute(this.form);
      runInAction(() => {
        switch (outcome.kind) {
          case 'changed':
            this.form = EMPTY;
            this.touched = UNTOUCHED;
            this.visible = false;
            this.toasts.say(resetPasswordMessages.resetSuccessfull, 'success');
            break;
          case 'wrong-current-password':
            this.wrongCurrent = true;
            this.toasts.say(resetPasswordMessages.setFailed, 'danger');
            break;
          case 'refused':
            if (outcome.errors.length > 0) this.toasts.notify({ kind: 'service-errors', errors: outcome.errors });
            this.toasts.say(resetPasswordMessages.setFailed, 'danger');
            break;
          case 'invalid-form':
          case 'no-session':
            break;
        }
      });
      return outcome;
    } catch {
      // A transport failure: the password may not be saved; the form keeps what was typed.
      this.toasts.say(resetPasswordMessages.setFailed, 'danger');
      return null;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
