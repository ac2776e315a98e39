import {
  NO_CONTACT_PERSON,
  answerDeadline,
  complaintMailOf,
  createDeviationCommand,
  decodedLength,
  deviationProblems,
  displayName,
  emptyDeviationForm,
  isAllowedDeviationFile,
  withinUploadLimit,
  type Assignment,
  type Clock,
  type ComplaintMailer,
  type ComplaintReason,
  type ContactPerson,
  type CustomerProfile,
  type DeviationDocument,
  type DeviationForm,
  type Deviations,
} from '@tolk/core';
import type { Temporal } from 'temporal-polyfill';
import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { RateData } from './quality-routes.js';

/** Where the form's unsent input is kept (the booking form's per-customer draft storage). */
export interface DeviationDraftKeeping {
  readOther(name: string): unknown;
  writeOther(name: string, value: unknown): void;
  clearOther(name: string): void;
}

export type DeviationSent =
  { readonly kind: 'created'; readonly number: string; readonly deadline: Temporal.ZonedDateTime } | { readonly kind: 'mailed' };

export interface DeviationFormPorts {
  readonly deviations: Deviations;
  readonly mailer: ComplaintMailer;
  readonly clock: Clock;
  readonly drafts: DeviationDraftKeeping;
  /** The common-error toast (spec 2 §8: a failed deviation mail or submit). */
  readonly commonError: () => void;
  readonly profile: () => CustomerProfile | null;
  readonly reasons: () => readonly ComplaintReason[];
}

/**
 * The deviation form (spec 2 §2, §3, §5): about an order (booking number and contact person
 * read-only) or a general complaint (both chosen, sent only by mail). What is typed is kept in
 * local storage as it changes and restored when the same form opens again, so no failure or
 * reload loses it; it is cleared once sent or cancelled.
 */
export class DeviationFormStore {
  form: DeviationForm;
  documents: readonly DeviationDocument[] = [];
  invalidFiles: readonly string[] = [];
  /** Chosen files refused by the upload limit (core `MAX_UPLOAD_BYTES`), by name. */
  tooLargeFiles: readonly string[] = [];
  tried = false;
  sending = false;
  sent: DeviationSent | null = null;
  contactPersons: readonly ContactPerson[] = [];
  private readonly stopKeeping: () => void;

  constructor(
    private readonly ports: DeviationFormPorts,
    readonly assignment: Assignment | null,
    readonly rateData: RateData | null,
  ) {
    const base = emptyDeviationForm(assignment === null);
    const fromOrder: DeviationForm = assignment
      ? {
          ...base,
          orderId: assignment.id,
          orderNumber: assignment.number,
          contactPersonId: assignment.contact?.id ?? NO_CONTACT_PERSON,
          description: rateData?.comment ?? '',
          reasonId: rateData?.reasonId ?? '',
        }
      : base;
    this.form = this.restored(fromOrder);
    makeObservable(this, {
      form: observable.ref,
      documents: observable.ref,
      invalidFiles: observable.ref,
      tooLargeFiles: observable.ref,
      tried: observable,
      sending: observable,
      sent: observable.ref,
      contactPersons: observable.ref,
      problems: computed,
      change: action,
      admitFiles: action,
      addFiles: action,
      removeFile: action,
      submit: action,
      setContactPersons: action,
    });
    // Written at every change, as the booking form's draft: a reload right after a keystroke keeps it.
    this.stopKeeping = reaction(
      () => this.form,
      (form) => {
        if (!this.sent) this.ports.drafts.writeOther(this.draftName, form);
      },
    );
  }

  get isGeneral(): boolean {
    return this.form.isGeneral;
  }

  get problems() {
    return deviationProblems(this.form);
  }

  /** One draft per order, and one for a general complaint. */
  private get draftName(): string {
    return `deviation.${this.assignment?.id ?? 'general'}`;
  }

  private restored(initial: DeviationForm): DeviationForm {
    const kept = this.ports.drafts.readOther(`deviation.${this.assignment?.id ?? 'general'}`) as Partial<DeviationForm> | null;
    if (!kept || typeof kept !== 'object') return initial;
    const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
    return {
      ...initial,
      // An order's number and id are never taken from storage.
      orderNumber: initial.isGeneral ? text(kept.orderNumber, initial.orderNumber) : initial.orderNumber,
      contactPersonId: initial.isGeneral ? text(kept.contactPersonId, initial.contactPersonId) : initial.contactPersonId,
      reasonId: text(kept.reasonId, initial.reasonId),
      description: text(kept.description, initial.description),
      wantsReply: kept.wantsReply === true,
      replyEmail: text(kept.replyEmail, initial.replyEmail),
    };
  }

  setContactPersons(persons: readonly ContactPerson[]): void {
    this.contactPersons = persons;
  }

  change(
    change: Partial<
      Pick<DeviationForm, 'orderNumber' | 'contactPersonId' | 'reasonId' | 'description' | 'wantsReply' | 'replyEmail'>
    >,
  ): void {
    if (this.sending) return;
    const safe = this.form.isGeneral ? change : { ...change, orderNumber: undefined, contactPersonId: undefined };
    const defined = Object.fromEntries(Object.entries(safe).filter(([, v]) => v !== undefined));
    this.form = { ...this.form, ...defined };
  }

  /**
   * Which chosen files may be read and attached, asked before they are read: those of the allowed
   * types (spec 2 §5) that fit within the upload limit with the ones attached; the others are named
   * in the messages.
   */
  admitFiles<F extends { readonly name: string; readonly size: number }>(files: readonly F[]): readonly F[] {
    this.invalidFiles = files.filter((f) => !isAllowedDeviationFile(f.name)).map((f) => f.name);
    const attached = this.documents.reduce((sum, d) => sum + decodedLength(d.base64), 0);
    const { admitted, refused } = withinUploadLimit(
      attached,
      files.filter((f) => isAllowedDeviationFile(f.name)),
    );
    this.tooLargeFiles = refused.map((f) => f.name);
    return admitted;
  }

  /** Admitted files, once read. */
  addFiles(documents: readonly DeviationDocument[]): void {
    this.documents = [...this.documents, ...documents];
  }

  removeFile(index: number): void {
    this.documents = this.documents.filter((_, i) => i !== index);
  }

  /** The contact person's name the mail and the read-only field show. */
  get contactPersonName(): string {
    if (!this.form.isGeneral) return this.assignment?.contact?.name ?? '';
    const person = this.contactPersons.find((p) => p.id === this.form.contactPersonId);
    return person ? displayName(person) : '';
  }

  async submit(): Promise<DeviationSent | null> {
    if (this.sending || this.sent) return null;
    this.tried = true;
    if (Object.values(this.problems).some((p) => p !== undefined)) return null;
    this.sending = true;
    try {
      const sent = this.form.isGeneral ? await this.mail() : await this.create();
      runInAction(() => {
        this.sent = sent;
        this.sending = false;
      });
      this.ports.drafts.clearOther(this.draftName);
      return sent;
    } catch {
      runInAction(() => {
        this.sending = false;
      });
      // The draft stays stored; the user may try again.
      this.ports.drafts.writeOther(this.draftName, this.form);
      this.ports.commonError();
      return null;
    }
  }

  private async create(): Promise<DeviationSent> {
    const number = await this.ports.deviations.create(createDeviationCommand(this.form, this.documents));
    return { kind: 'created', number, deadline: answerDeadline(this.ports.clock.now()) };
  }

  private async mail(): Promise<DeviationSent> {
    const profile = this.ports.profile();
    const reason = this.ports.reasons().find((r) => r.id === this.form.reasonId);
    await this.ports.mailer.send(
      complaintMailOf(this.form, {
        customerName: profile?.customerName ?? '',
        customerNumber: profile?.customerNumber ?? '',
        contactPersonName: this.contactPersonName,
        reasonName: reason?.name ?? this.form.reasonId,
      }),
    );
    return { kind: 'mailed' };
  }

  /** Cancel: the kept draft goes with it. */
  discard(): void {
    this.ports.drafts.clearOther(this.draftName);
  }

  dispose(): void {
    this.stopKeeping();
  }
}
