import {
  createdOrdersOf,
  draftFromAssignment,
  newDraft,
  nowInStockholm,
  personalNumberFields,
  step as stepOf,
  type Assignment,
  type AssignmentLookup,
  type BookableService,
  type BookingOutcome,
  type ChangedOrder,
  type CreatedOrder,
  type DraftField,
  type SubmitBooking,
  type Skill,
} from '@tolk/core';
import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import type { Temporal } from 'temporal-polyfill';
import { LatestOnly } from '@tolk/ui';
import { AssignmentFormStore, type AssignmentFormDeps } from '../booking-form/assignment-form-store.js';
import { afterBooking } from '../booking-form/after-booking.js';
import type { BookingContactsStore } from '../booking-form/booking-contacts-store.js';
import { bookingFormMessages } from '../booking-form/booking-form.messages.js';
import type { BookedAssignment, BookingSuccessMode } from '../booking-form/booking-success.js';
import type { DraftStorage, StoredBooking } from '../booking-form/draft-storage.js';
import { KeptDraft } from '../booking-form/kept-draft.js';
import { keyOfEntry, type SingleBookingEntry } from './single-booking-entry.js';

export type SingleBookingState = 'idle' | 'loading' | 'ready' | 'missing' | 'not-editable' | 'failed';

export interface SingleBookingSuccess {
  readonly mode: BookingSuccessMode;
  readonly orders: readonly BookedAssignment[];
  readonly newOrder?: { readonly previousNumber: string; readonly number: string };
}

export type SubmitOutcome =
  { readonly kind: 'invalid'; readonly field: DraftField; readonly step: 1 | 2 } | { readonly kind: 'ready' };

export interface SingleBookingDeps {
  readonly form: Omit<AssignmentFormDeps, 'contacts' | 'onChange'>;
  readonly contacts: BookingContactsStore;
  /** The booking pipeline (core's SubmitBooking) every booking screen sends through. */
  readonly booking: SubmitBooking;
  readonly drafts: Pick<DraftStorage, 'load' | 'save' | 'clear'>;
  readonly lookup: AssignmentLookup;
  /** After a booking or change: the assignment list and calendar load again. */
  readonly refreshAssignments: () => void;
  /** After a change: the order's drawer, if open, closes (its data is old). */
  readonly onOrderChanged?: (orderId: string) => void;
  readonly toasts: { say(message: MessageDescriptor, intent: 'danger' | 'success' | 'warning' | 'primary'): void };
}

/**
 * The single-assignment booking (spec 1 §2 screens 2, 4, 5; §4): the form in two steps, the
 * unsent draft kept per customer and offered back, the preview, sending (CreateNewOrder, or
 * UpdateOrder when editing) and the success view. It lives on the RootStore so that the form and
 * /preview-assignment share it.
 */
export class SingleBookingStore {
  form: AssignmentFormStore | null = null;
  state: SingleBookingState = 'idle';
  /** The order copied or changed. */
  source: Assignment | null = null;
  step: 1 | 2 = 1;
  sending = false;
  success: SingleBookingSuccess | null = null;
  /** The free-text fields that look like personal identity numbers: the warning is open while any. */
  personalNumbers: readonly DraftField[] = [];
  /** A field the form page should focus when it shows (set by editPersonalNumber). */
  fieldToFocus: DraftField | null = null;
  /** How the form was opened. */
  entry: SingleBookingEntry | null = null;
  private keys = 0;
  /** Set when the form hands over to the preview (or back): the page leaving keeps the form. */
  private handingOff = false;
  private pages = 0;
  private readonly kept: KeptDraft;
  private readonly loads = new LatestOnly();

  constructor(private readonly deps: SingleBookingDeps) {
    this.kept = new KeptDraft('single', deps.drafts, deps.contacts);
    makeObservable<SingleBookingStore, 'setForm'>(this, {
      form: observable.ref,
      entry: observable.ref,
      state: observable,
      source: observable.ref,
      step: observable,
      sending: observable,
      success: observable.ref,
      personalNumbers: observable.ref,
      fieldToFocus: observable,
      editPersonalNumber: action,
      focusedField: action,
      mode: computed,
      editing: computed,
      canSend: computed,
      setForm: action,
      restoreOffered: action,
      discardOffered: action,
      setStep: action,
      continueToStep2: action,
      submit: action,
      requestSend: action,
      cancelPersonalNumbers: action,
      continueBooking: action,
      close: action,
      abandon: action,
    });
    // The profile may arrive after a new form opened: an untouched form takes its address and name.
    reaction(
      () => this.deps.form.profile(),
      (profile) => {
        const form = this.form;
        if (!profile || !form || form.isDirty || this.mode !== 'new' || this.offered !== null) return;
        form.takeProfile(profile);
      },
    );
  }

  /** A stored unsent booking, offered back before the user goes on ("Du har en osparad bokning"). */
  get offered(): StoredBooking | null {
    return this.kept.offered;
  }

  /** The persons the form offers (saved, and added in the form). */
  get contacts(): BookingContactsStore {
    return this.deps.contacts;
  }

  get mode(): SingleBookingEntry['kind'] {
    return this.entry?.kind ?? 'new';
  }

  get editing(): boolean {
    return this.mode === 'edit';
  }

  /** Sending is possible unless it is underway, or an edit makes a critical change on the day (spec 1 §1). */
  get canSend(): boolean {
    return !!this.form && !this.sending && !this.form.sameDayCriticalChange;
  }

  /** Whether the page already shows the form for this entry (back from the preview keeps it). */
  isShowing(entry: SingleBookingEntry): boolean {
    return (
      this.entry !== null && keyOfEntry(this.entry) === keyOfEntry(entry) && (this.form !== null || this.state === 'loading')
    );
  }

  /** Opens the form for an entry; the same entry again (back from the preview) keeps what is there. */
  async open(entry: SingleBookingEntry): Promise<void> {
    if (this.isShowing(entry)) return;
    this.close();
    const isLatest = this.loads.begin();
    runInAction(() => {
      this.entry = entry;
      this.success = null;
      this.step = 1;
    });
    void this.deps.contacts.load();
    if (entry.kind === 'new') {
      this.setForm(
        newDraft({ now: this.now(), profile: this.deps.form.profile(), key: this.nextKey(), date: entry.date ?? undefined }),
      );
      this.offerStored();
      return;
    }
    runInAction(() => {
      this.state = 'loading';
    });
    try {
      const assignment = await this.deps.lookup.byId(entry.orderId);
      if (!isLatest()) return;
      runInAction(() => {
        this.source = assignment;
      });
      if (!assignment) {
        runInAction(() => {
          this.state = 'missing';
        });
        return;
      }
      if (entry.kind === 'edit' && !assignment.canBeUpdated) {
        runInAction(() => {
          this.state = 'not-editable';
        });
        return;
      }
      this.setForm(
        draftFromAssignment(assignment, {
          mode: entry.kind,
          key: this.nextKey(),
          now: this.now(),
          profile: this.deps.form.profile(),
        }),
      );
      if (entry.kind === 'copy') this.offerStored();
    } catch {
      if (!isLatest()) return;
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }

  private setForm(draft: AssignmentFormStore['draft']): void {
    this.form?.dispose();
    const form = new AssignmentFormStore({ ...this.deps.form, contacts: this.deps.contacts }, draft, {
      variant: 'single',
      editing: draft.editing !== null,
    });
    this.form = form;
    this.state = 'ready';
    // The unsent draft is kept as it changes (not an edit: that is the order itself).
    this.kept.watch(form, () => !this.editing && this.success === null);
  }

  private offerStored(): void {
    this.kept.offer();
  }

  /** "Fortsätt med den": the stored booking replaces the fresh form (it counts as unsent). */
  restoreOffered(): void {
    if (!this.form) return;
    this.kept.restoreInto(this.form);
    this.step = 1;
  }

  /** "Släng den": the stored booking is gone; the form stays as opened. */
  discardOffered(): void {
    this.kept.discard();
  }

  setStep(step: 1 | 2): void {
    this.step = step;
  }

  /**
   * Step 1's continue: a problem in step 1 shows (every problem from now on) and is answered so the
   * page can focus it; otherwise step 2.
   */
  continueToStep2(): SubmitOutcome {
    const form = this.form;
    if (!form) return { kind: 'ready' };
    const first = form.firstProblemField;
    if (first !== null && stepOf(first) === 1) {
      form.validate();
      return { kind: 'invalid', field: first, step: 1 };
    }
    this.step = 2;
    return { kind: 'ready' };
  }

  /**
   * Submitting (preview or confirm now): every problem shows and the step holding the first is
   * shown; a valid draft is saved (it is kept until the CRM has it).
   */
  submit(): SubmitOutcome {
    const form = this.form;
    if (!form) return { kind: 'ready' };
    if (!form.validate()) {
      const field = form.firstProblemField!;
      this.step = stepOf(field);
      return { kind: 'invalid', field, step: this.step };
    }
    if (!this.editing) this.kept.save(form.draft);
    return { kind: 'ready' };
  }

  /** Confirm: free texts that look like personal identity numbers are asked about first (issue 4 item 7). */
  async requestSend(): Promise<boolean> {
    const form = this.form;
    if (!form || !this.canSend) return false;
    const found = personalNumberFields(form.draft);
    if (found.length > 0) {
      this.personalNumbers = found;
      return false;
    }
    return this.send();
  }

  cancelPersonalNumbers(): void {
    this.personalNumbers = [];
  }

  /**
   * "Ändra" in the personal-number warning (issue 17 item 5): the warning closes, the form shows the
   * step of the first field that holds the number, and that field is asked to be focused (the form
   * page does it once it shows: from the preview it is the next page).
   */
  editPersonalNumber(): DraftField | null {
    const [first] = this.personalNumbers;
    this.personalNumbers = [];
    if (!first) return null;
    this.step = stepOf(first);
    this.fieldToFocus = first;
    return first;
  }

  /** The form page focused the field asked for. */
  focusedField(): void {
    this.fieldToFocus = null;
  }

  /** Sends the draft (after the warning, or when there was none). */
  async send(): Promise<boolean> {
    const form = this.form;
    if (!form || !this.canSend) return false;
    runInAction(() => {
      this.personalNumbers = [];
      this.sending = true;
    });
    const services = form.services;
    const skills = this.deps.form.skills();
    const draft = form.draft;
    let outcome: BookingOutcome;
    try {
      const request = form.toOrderRequest();
      outcome = await this.deps.booking.submit(
        draft.editing
          ? { kind: 'change', key: draft.key, orderId: draft.editing.orderId, request }
          : { kind: 'new', key: draft.key, request },
      );
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
    if (outcome.kind === 'refused') {
      // Refused or not reached: the transport has told why; the draft stays (form and storage).
      if (!draft.editing) this.kept.save(draft);
      this.deps.toasts.say(bookingFormMessages.createNewOrderError, 'danger');
      return false;
    }
    runInAction(() => {
      this.success =
        outcome.kind === 'changed'
          ? {
              mode: 'edit',
              orders: [summaryOf(outcome.order, draft.skillId, draft.serviceId, skills, services)],
              newOrder:
                outcome.newNumber !== null
                  ? { previousNumber: outcome.order.previousOrderNumber, number: outcome.newNumber }
                  : undefined,
            }
          : {
              mode: 'assignment',
              orders: createdOrdersOf(outcome).map((order) => summaryOf(order, draft.skillId, draft.serviceId, skills, services)),
            };
      form.markSaved();
    });
    if (draft.editing) this.deps.onOrderChanged?.(draft.editing.orderId);
    else this.kept.discard();
    afterBooking(outcome, this.deps);
    return true;
  }

  /** The next page (the preview, or the form again) takes over this booking. */
  handOff(): void {
    this.handingOff = true;
  }

  /** A page of the booking (the form, the preview) is showing. */
  attach(): void {
    this.pages += 1;
  }

  /**
   * A page of the booking went away: unless it handed over to the next one, the booking closes
   * (a stored draft stays stored) once no page has come back — React may mount a page twice.
   */
  detach(): void {
    this.pages = Math.max(0, this.pages - 1);
    if (this.handingOff) {
      this.handingOff = false;
      return;
    }
    setTimeout(() => {
      if (this.pages === 0 && !this.handingOff) this.close();
    }, 0);
  }

  /** Fortsätt boka: a fresh form. */
  continueBooking(): void {
    this.close();
    void this.open({ kind: 'new', date: null });
  }

  /** The form goes away; a stored unsent draft stays stored (it is offered back next time). */
  close(): void {
    this.loads.forget();
    this.kept.stop();
    this.form?.dispose();
    this.form = null;
    this.entry = null;
    this.source = null;
    this.state = 'idle';
    this.step = 1;
    this.personalNumbers = [];
    this.success = null;
  }

  /** The user chose to leave unsaved changes: the stored draft goes too. */
  abandon(): void {
    if (!this.editing) this.kept.discard();
    this.close();
  }

  private now(): Temporal.ZonedDateTime {
    return nowInStockholm(this.deps.form.clock);
  }

  private nextKey(): string {
    this.keys += 1;
    return `single-${this.keys}`;
  }
}

function summaryOf(
  order: CreatedOrder | ChangedOrder,
  skillId: string | null,
  serviceId: string | null,
  skills: readonly Skill[],
  services: readonly BookableService[],
): BookedAssignment {
  return {
    orderNumber: order.orderNumber,
    language: skills.find((s) => s.id === skillId)?.name ?? '',
    serviceName: services.find((s) => s.id === serviceId)?.name ?? '',
    from: order.from,
    to: order.to,
  };
}
