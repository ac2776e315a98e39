import {
  cancelRefusalOf,
  cancellationChargeOf,
  cancellationSmsServiceOf,
  validateCancellationSmsReceiver,
  type AdditionalServiceTerms,
  type Assignment,
  type AssignmentLookup,
  type CancelRefusal,
  type CancellationCharge,
  type CancellationDone,
  type CancellationReason,
  type Cancellations,
  type Clock,
  type FieldProblem,
  type ServiceOffers,
} from '@tolk/core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';

export type CancelState = 'loading' | 'ready' | 'missing' | 'failed' | 'submitting';

export interface CancelAssignmentPorts {
  readonly lookup: AssignmentLookup;
  readonly cancellations: Cancellations;
  readonly services: ServiceOffers;
  readonly clock: Clock;
  /** The order is cancelled: lists reload, an open drawer showing it closes (spec 2 §4). */
  readonly onCancelled: (assignmentId: string) => void;
}

/**
 * `/cancel-assignment`'s view model (spec 2 §2, §5, §7): the order as the CRM has it now (so its
 * IsLateCancellation is current), the reasons with the first chosen, the cancellation SMS when the
 * order's service allows it, and the charge the user is told of before confirming.
 */
export class CancelAssignmentStore {
  state: CancelState = 'loading';
  assignment: Assignment | null = null;
  reasons: readonly CancellationReason[] = [];
  reasonId: string | null = null;
  smsService: AdditionalServiceTerms | null = null;
  smsOn = false;
  smsReceiver = '';
  smsTouched = false;

  constructor(private readonly ports: CancelAssignmentPorts) {
    makeObservable(this, {
      state: observable,
      assignment: observable.ref,
      reasons: observable.ref,
      reasonId: observable,
      smsService: observable.ref,
      smsOn: observable,
      smsReceiver: observable,
      smsTouched: observable,
      charge: computed,
      smsProblem: computed,
      canSubmit: computed,
      chooseReason: action,
      setSmsOn: action,
      setSmsReceiver: action,
      touchSms: action,
    });
  }

  get charge(): CancellationCharge | null {
    return this.assignment ? cancellationChargeOf(this.assignment) : null;
  }

  refusal(): CancelRefusal | null {
    return this.assignment ? cancelRefusalOf(this.assignment, this.ports.clock.now()) : null;
  }

  get smsProblem(): FieldProblem | undefined {
    return this.smsOn && this.smsService ? validateCancellationSmsReceiver(this.smsReceiver) : undefined;
  }

  get canSubmit(): boolean {
    return (
      this.state === 'ready' &&
      this.assignment !== null &&
      this.reasonId !== null &&
      this.smsProblem === undefined &&
      this.refusal() === null
    );
  }

  async start(assignmentId: string): Promise<void> {
    try {
      const [assignment, reasons] = await Promise.all([this.ports.lookup.byId(assignmentId), this.ports.cancellations.reasons()]);
      runInAction(() => {
        this.assignment = assignment;
        this.reasons = reasons;
        this.reasonId = reasons[0]?.id ?? null;
        this.smsReceiver = assignment?.smsReminderReceiver ?? assignment?.contact?.phoneMobile ?? '';
        this.state = assignment ? 'ready' : 'missing';
      });
      if (assignment && this.refusal() === null) await this.findSmsService(assignment);
    } catch {
      // The transport has told the user what went wrong.
      runInAction(() => (this.state = 'failed'));
    }
  }

  chooseReason(reasonId: string): void {
    this.reasonId = reasonId;
  }

  setSmsOn(on: boolean): void {
    this.smsOn = on;
  }

  setSmsReceiver(receiver: string): void {
    this.smsReceiver = receiver;
  }

  touchSms(): void {
    this.smsTouched = true;
  }

  /** Cancels; the CRM's answer, or null when it refused (the transport has told the user). */
  async submit(): Promise<CancellationDone | null> {
    this.touchSms();
    const assignment = this.assignment;
    if (!this.canSubmit || !assignment || this.reasonId === null) return null;
    const sms =
      this.smsOn && this.smsService
        ? {
            serviceId: this.smsService.id,
            receiver: this.smsReceiver.trim(),
            sendHoursBefore: this.smsService.sendHoursBefore,
            sendHoursAfter: this.smsService.sendHoursAfter,
          }
        : null;
    runInAction(() => (this.state = 'submitting'));
    try {
      const done = await this.ports.cancellations.cancel({ assignmentId: assignment.id, reasonId: this.reasonId, sms });
      this.ports.onCancelled(assignment.id);
      return { orderNumber: done.orderNumber || assignment.number, isLate: done.isLate };
    } catch {
      runInAction(() => (this.state = 'ready'));
      return null;
    }
  }

  private async findSmsService(assignment: Assignment): Promise<void> {
    try {
      const offered = await this.ports.services.offered(assignment.skillId, assignment.start, assignment.end);
      runInAction(() => {
        this.smsService = cancellationSmsServiceOf(offered, assignment.serviceId);
      });
    } catch {
      // No SMS offered then; the rest of the form works.
    }
  }
}
