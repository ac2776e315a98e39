import {
  DIRECT_BOOKING,
  DIRECT_BOOKING_CLOSED,
  DirectBookingRunner,
  canSubmitDirectBooking,
  contactErrorFlags,
  defaultDirectStart,
  directDurationOptions,
  directStartAt,
  validateDirectBooking,
  type AlternativeSlot,
  type ContactPerson,
  type DirectAttempt,
  type DirectBookingField,
  type DirectBookingForm,
  type DirectBookingLimits,
  type DirectBookingProblem,
  type DirectBookingRunnerPorts,
  type DirectBookingState,
  type DirectBookingValidation,
  type Skill,
} from '@tolk/core';
import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import type { ContactPersonsStore } from '../contact-persons/contact-persons-store.js';

/** The two persons of a direct booking. */
export type ContactRole = 'orderer' | 'contact';

export interface DirectBookingStoreDeps {
  /** The runner's ports, but for `booked` (the store refreshes the assignments itself). */
  readonly ports: Omit<DirectBookingRunnerPorts, 'booked'>;
  /** The time as the screens see it (ticks while observed). */
  readonly now: () => Temporal.ZonedDateTime;
  /** The customer's saved persons, and the contact person dialog to add an e-mail or a person. */
  readonly contacts: ContactPersonsStore;
  /** The languages, in Swedish order. */
  readonly skills: () => readonly Skill[];
  /** After an order is booked: the calendar and list load again. */
  readonly onBooked: () => void;
}

const EMPTY_FORM: DirectBookingForm = { skill: null, start: null, duration: null, orderer: null, contact: null };

/** Problems the form shows as soon as they exist; the others after a first submit. */
const LIVE_PROBLEMS: ReadonlySet<DirectBookingProblem['kind']> = new Set(['start-passed', 'beyond-window']);

/**
 * The direct-booking modal's view model (spec 1 §2 item 7, §4): the form's fields, the machine's
 * state (observed from the core's runner), the live rules (duration options, contact e-mail flags,
 * whether submit is enabled) and the actions of each state.
 */
export class DirectBookingStore {
  state: DirectBookingState = DIRECT_BOOKING_CLOSED;
  form: DirectBookingForm = EMPTY_FORM;
  /** Set by the first submit: then every problem shows. */
  submitted = false;
  /** The slot picked in the alternative-slot list. */
  chosenSlot: AlternativeSlot | null = null;
  /** The role a new person is being added for: chosen for it once saved. */
  private addingFor: { readonly role: ContactRole; readonly known: ReadonlySet<string> } | null = null;
  private readonly runner: DirectBookingRunner;

  constructor(private readonly deps: DirectBookingStoreDeps) {
    this.runner = new DirectBookingRunner({ ...deps.ports, booked: () => deps.onBooked() }, (state) =>
      runInAction(() => {
        this.state = state;
      }),
    );
    makeObservable<DirectBookingStore, 'addingFor'>(this, {
      state: observable.ref,
      form: observable.ref,
      submitted: observable,
      chosenSlot: observable.ref,
      addingFor: observable.ref,
      isOpen: computed,
      limits: computed,
      start: computed,
      durationOptions: computed,
      orderer: computed,
      contact: computed,
      emailFlags: computed,
      canSubmit: computed,
      validation: computed,
      open: action,
      close: action,
      set: action,
      chooseSlot: action,
      back: action,
      bookNew: action,
      addEmail: action,
      addPerson: action,
    });
    // A person added from the form is chosen for the role it was added for.
    reaction(
      () => this.deps.contacts.items,
      (persons) => {
        const adding = this.addingFor;
        if (!adding) return;
        const added = persons.find((p) => !adding.known.has(p.id));
        if (!added) return;
        runInAction(() => {
          this.set(adding.role, added.id);
          this.addingFor = null;
        });
      },
    );
  }

  get isOpen(): boolean {
    return this.state.name !== 'closed';
  }

  get skills(): readonly Skill[] {
    return this.deps.skills();
  }

  /** The name of the language an attempt asks for (empty when the list no longer has it). */
  languageOf(attempt: DirectAttempt): string {
    return this.skills.find((s) => s.id === attempt.skillId)?.name ?? '';
  }

  /** The contact person dialog's store (adding an e-mail or a person). */
  get contacts(): ContactPersonsStore {
    return this.deps.contacts;
  }

  get persons(): readonly ContactPerson[] {
    return this.deps.contacts.items;
  }

  get personsLoading(): boolean {
    return this.deps.contacts.state === 'loading' && this.persons.length === 0;
  }

  get limits(): DirectBookingLimits | null {
    return 'limits' in this.state ? this.state.limits : null;
  }

  get now(): Temporal.ZonedDateTime {
    return this.deps.now();
  }

  /** The chosen start today. */
  get start(): Temporal.ZonedDateTime | null {
    return this.form.start === null ? null : directStartAt(this.now, this.form.start);
  }

  /** The durations offered from the chosen start; the one chosen stays listed (its error says why). */
  get durationOptions(): readonly number[] {
    const limits = this.limits;
    const offered = this.start && limits ? directDurationOptions(this.start, this.now, limits) : [];
    const chosen = this.form.duration;
    return chosen !== null && !offered.includes(chosen) ? [...offered, chosen].sort((a, b) => a - b) : offered;
  }

  get orderer(): ContactPerson | null {
    return this.personOf(this.form.orderer);
  }

  get contact(): ContactPerson | null {
    return this.personOf(this.form.contact);
  }

  /** "E-post krävs." under a chosen person without an e-mail. */
  get emailFlags(): { readonly orderer: boolean; readonly contact: boolean } {
    return contactErrorFlags(this.orderer, this.contact);
  }

  get canSubmit(): boolean {
    return canSubmitDirectBooking(this.start, this.orderer, this.contact, this.now);
  }

  get validation(): DirectBookingValidation {
    const limits = this.limits;
    return limits ? validateDirectBooking(this.form, this.now, limits) : {};
  }

  /** A field's problem as the form shows it: the time problems at once, the rest after a submit. */
  problemOf(field: DirectBookingField): DirectBookingProblem | undefined {
    const problem = this.validation[field];
    if (!problem) return undefined;
    return this.submitted || LIVE_PROBLEMS.has(problem.kind) ? problem : undefined;
  }

  /** Opens the modal with a fresh form (start now + 5 minutes, 30 minutes). */
  open(): void {
    if (this.isOpen) return;
    this.reset();
    void this.runner.open();
    void this.deps.contacts.load();
  }

  close(): void {
    this.runner.close();
    this.deps.contacts.close();
    this.chosenSlot = null;
    this.addingFor = null;
  }

  set<F extends DirectBookingField>(field: F, value: DirectBookingForm[F]): void {
    this.form = { ...this.form, [field]: value };
  }

  async submit(): Promise<void> {
    runInAction(() => {
      this.submitted = true;
      this.chosenSlot = null;
    });
    await this.runner.submit({ form: this.form, orderer: this.orderer, contact: this.contact });
  }

  chooseSlot(slot: AlternativeSlot): void {
    this.chosenSlot = slot;
  }

  /** Books the slot chosen in the alternative-slot list. */
  async bookChosenSlot(): Promise<void> {
    const slot = this.chosenSlot;
    if (slot) await this.runner.chooseSlot(slot);
  }

  back(): void {
    this.runner.back();
    this.chosenSlot = null;
  }

  /** "Boka en ny": a fresh form, the opening hours read again. */
  bookNew(): void {
    this.reset();
    void this.runner.bookNew();
  }

  /** "+ Lägg till här": the contact person dialog, to give the chosen person an e-mail. */
  addEmail(role: ContactRole): void {
    const person = role === 'orderer' ? this.orderer : this.contact;
    if (person) this.deps.contacts.openEdit(person);
  }

  /** A new person for a role, chosen for it once saved. */
  addPerson(role: ContactRole): void {
    this.addingFor = { role, known: new Set(this.persons.map((p) => p.id)) };
    this.deps.contacts.openCreate();
  }

  private reset(): void {
    this.form = {
      ...EMPTY_FORM,
      start: defaultDirectStart(this.now).toPlainTime(),
      duration: DIRECT_BOOKING.defaultDurationMinutes,
    };
    this.submitted = false;
    this.chosenSlot = null;
    this.addingFor = null;
  }

  private personOf(id: string | null): ContactPerson | null {
    return id === null ? null : (this.persons.find((p) => p.id === id) ?? null);
  }
}
