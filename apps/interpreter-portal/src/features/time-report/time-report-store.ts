import {
  initialTimeReportForm,
  ServiceErrorsRaised,
  timeReportFormProblems,
  timeReportSubmissionOf,
  type Clock,
  type InterpreterAssignment,
  type InterpreterDesk,
  type ServiceError,
  type TimeReportForm,
  type TimeReportProblem,
} from '@tolk/core';
import type { ClientStorage } from '@tolk/ui';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';

/** Where a report in progress is kept, per interpreter and assignment, until it is sent. */
export const timeReportDraftKey = (interpreterNumber: string, assignmentId: string) =>
  `tolk.interpreter.timeReport.${interpreterNumber}.${assignmentId}`;

export type SendState = 'editing' | 'sending' | 'sent';

/**
 * The time report of one assignment (spec 3 §2, §4, §5; issue 15). The form is kept as a draft at
 * every change (a reload or a lost connection loses nothing), checked with core's rules before it is
 * sent, and kept as it was when the CRM refuses it or cannot be reached; it goes only once sent.
 */
export class TimeReportStore {
  assignment: InterpreterAssignment | null = null;
  form: TimeReportForm | null = null;
  loadFailed = false;
  /** Problems are shown once the interpreter has tried to send. */
  tried = false;
  state: SendState = 'editing';
  /** Not sent: the CRM's errors, or none when the call failed on the way (the page says only "not sent"). */
  refusal: readonly ServiceError[] | null = null;

  constructor(
    readonly id: string,
    private readonly ports: {
      readonly desk: InterpreterDesk;
      readonly storage: ClientStorage;
      readonly clock: Clock;
      readonly interpreterNumber: () => string;
      readonly onSent: () => void;
    },
  ) {
    makeObservable(this, {
      assignment: observable.ref,
      form: observable.ref,
      loadFailed: observable,
      tried: observable,
      state: observable,
      refusal: observable.ref,
      problems: computed,
      change: action,
    });
  }

  private get draftKey(): string {
    return timeReportDraftKey(this.ports.interpreterNumber(), this.id);
  }

  async load(): Promise<void> {
    try {
      const assignment = await this.ports.desk.assignment(this.id);
      runInAction(() => {
        this.assignment = assignment;
        this.form = this.keptDraft() ?? initialTimeReportForm(assignment);
        this.loadFailed = false;
      });
    } catch {
      runInAction(() => (this.loadFailed = true));
    }
  }

  get problems(): TimeReportProblem[] {
    if (!this.form || !this.assignment) return [];
    return timeReportFormProblems(this.form, this.assignment, this.ports.clock.now());
  }

  change(changes: Partial<TimeReportForm>): void {
    if (!this.form) return;
    this.form = { ...this.form, ...changes };
    this.refusal = null;
    this.ports.storage.write(this.draftKey, JSON.stringify(this.form));
  }

  /** Sends the report; false when something must be fixed first or the CRM refused it (the form stays). */
  async send(): Promise<boolean> {
    runInAction(() => (this.tried = true));
    const { form, assignment } = this;
    if (!form || !assignment || this.problems.length > 0 || this.state === 'sending') return false;
    runInAction(() => {
      this.state = 'sending';
      this.refusal = null;
    });
    try {
      const after = await this.ports.desk.submitTimeReport(this.id, timeReportSubmissionOf(form, assignment));
      this.ports.storage.remove(this.draftKey);
      runInAction(() => {
        this.assignment = after;
        this.state = 'sent';
      });
      this.ports.onSent();
      return true;
    } catch (error) {
      runInAction(() => {
        this.state = 'editing';
        this.refusal = error instanceof ServiceErrorsRaised ? error.errors : [];
      });
      return false;
    }
  }

  private keptDraft(): TimeReportForm | null {
    const text = this.ports.storage.read(this.draftKey);
    if (!text) return null;
    try {
      const draft = JSON.parse(text) as TimeReportForm;
      return typeof draft.date === 'string' && Array.isArray(draft.expenses) ? draft : null;
    } catch {
      return null;
    }
  }
}
