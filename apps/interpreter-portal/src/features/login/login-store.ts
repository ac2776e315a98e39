import { TransportFailed, type FieldProblems, type ServiceError } from '@tolk/core';
import type { InterpreterSessionGateway, InterpreterSessionInfo } from '@tolk/crm-client';
import type { BrowserSession, ToastNotifier } from '@tolk/ui';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';

export type LoginField = 'email' | 'interpreterNumber';

/**
 * The interpreter's login (spec 3 §1, issue 15): e-mail plus interpreter number asks for a one-time
 * link by e-mail; the link's page logs in with its ticket. A refusal is kept to show beside the form.
 */
export class LoginStore {
  email = '';
  interpreterNumber = '';
  touched: Record<LoginField, boolean> = { email: false, interpreterNumber: false };
  sending = false;
  /** The address the last link went to: the page then says where to look. */
  sentTo: string | null = null;
  refusal: readonly ServiceError[] | null = null;
  loggingIn = false;

  constructor(
    private readonly gateway: InterpreterSessionGateway,
    private readonly session: BrowserSession<InterpreterSessionInfo>,
    private readonly notifier: ToastNotifier,
  ) {
    makeObservable(this, {
      email: observable,
      interpreterNumber: observable,
      touched: observable,
      sending: observable,
      sentTo: observable,
      refusal: observable.ref,
      loggingIn: observable,
      problems: computed,
      setEmail: action,
      setInterpreterNumber: action,
      touch: action,
      askAgain: action,
    });
  }

  /** Both are required; a malformed address is the CRM's to refuse (2006), with its own message. */
  get problems(): FieldProblems<LoginField> {
    const problems: FieldProblems<LoginField> = {};
    if (this.email.trim() === '') problems.email = { kind: 'required' };
    if (this.interpreterNumber.trim() === '') problems.interpreterNumber = { kind: 'required' };
    return problems;
  }

  setEmail(value: string): void {
    this.email = value;
    this.refusal = null;
  }

  setInterpreterNumber(value: string): void {
    this.interpreterNumber = value;
    this.refusal = null;
  }

  touch(field: LoginField): void {
    this.touched[field] = true;
  }

  /** Back to the form from "the link is on its way", keeping what was typed. */
  askAgain(): void {
    this.sentTo = null;
  }

  async requestLink(): Promise<void> {
    this.touch('email');
    this.touch('interpreterNumber');
    if (Object.keys(this.problems).length > 0 || this.sending) return;
    runInAction(() => {
      this.sending = true;
      this.refusal = null;
    });
    try {
      const email = this.email.trim();
      const outcome = await this.gateway.requestLink(email, this.interpreterNumber.trim());
      runInAction(() => {
        if (outcome.kind === 'sent') this.sentTo = email;
        else this.refusal = outcome.errors;
      });
    } catch (error) {
      this.notifyFailure(error);
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  /** The mailed link's page: its ticket starts the session. */
  async logInWithTicket(ticket: string): Promise<void> {
    if (this.loggingIn) return;
    runInAction(() => {
      this.loggingIn = true;
      this.refusal = null;
    });
    try {
      const outcome = await this.gateway.logIn(ticket);
      runInAction(() => {
        if (outcome.kind === 'session') {
          this.notifier.clear();
          this.session.save(outcome.session);
        } else this.refusal = outcome.errors;
      });
    } catch (error) {
      this.notifyFailure(error);
    } finally {
      runInAction(() => {
        this.loggingIn = false;
      });
    }
  }

  private notifyFailure(error: unknown): void {
    if (error instanceof TransportFailed) this.notifier.notify({ kind: 'transport', failure: error.failure });
    else throw error;
  }
}
