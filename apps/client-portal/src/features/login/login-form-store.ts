import {
  isValid,
  validateLogin,
  type FieldProblems,
  type LogIn,
  type LoginField,
  type LoginOutcome,
  type ProblemNotifier,
  type ServiceError,
} from '@tolk/core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';

/** The toasts the login screen uses: problems, and clearing them once the login succeeds. */
export interface LoginToasts extends ProblemNotifier {
  clear(): void;
}

/** The login screen's state: what was typed, which problems to show, the last refusal. */
export class LoginFormStore {
  customerNumber = '';
  password = '';
  touched: Record<LoginField, boolean> = { customerNumber: false, password: false };
  submitting = false;
  rejection: readonly ServiceError[] | null = null;

  constructor(
    private readonly logIn: LogIn,
    private readonly notifier: LoginToasts,
  ) {
    makeObservable(this, {
      customerNumber: observable,
      password: observable,
      touched: observable,
      submitting: observable,
      rejection: observable.ref,
      problems: computed,
      canSubmit: computed,
      setCustomerNumber: action,
      setPassword: action,
      touch: action,
    });
  }

  get problems(): FieldProblems<LoginField> {
    return validateLogin({ customerNumber: this.customerNumber, password: this.password });
  }

  /** The submit button stays disabled until the form is valid (spec 3 §2). */
  get canSubmit(): boolean {
    return isValid(this.problems) && !this.submitting;
  }

  setCustomerNumber(value: string): void {
    this.customerNumber = value;
    this.rejection = null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.rejection = null;
  }

  touch(field: LoginField): void {
    this.touched[field] = true;
  }

  async submit(): Promise<LoginOutcome | null> {
    if (!this.canSubmit) return null;
    runInAction(() => {
      this.submitting = true;
      this.rejection = null;
    });
    try {
      const outcome = await this.logIn.execute({ customerNumber: this.customerNumber, password: this.password });
      runInAction(() => {
        if (outcome.kind === 'rejected') this.rejection = outcome.errors;
        if (outcome.kind === 'invalid-form') this.touched = { customerNumber: true, password: true };
      });
      if (outcome.kind === 'no-token') this.notifier.notify({ kind: 'no-token' });
      // A refusal toasted for an earlier try must not lie over the dashboard (issue 17 item 4).
      if (outcome.kind === 'logged-in') this.notifier.clear();
      return outcome;
    } catch {
      // Transport failures are already toasted; what was typed stays so the user can try again.
      return null;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
