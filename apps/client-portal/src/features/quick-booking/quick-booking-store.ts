import {
  articleKindOf,
  createdOrdersOf,
  needsAdvancedWizard,
  newDraft,
  nowInStockholm,
  personalNumberFields,
  type CreatedOrder,
  type DraftField,
  type BookingOutcome,
  type SubmitBooking,
} from '@tolk/core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import { AssignmentFormStore, type AssignmentFormDeps } from '../booking-form/assignment-form-store.js';
import { afterBooking } from '../booking-form/after-booking.js';
import type { BookingContactsStore } from '../booking-form/booking-contacts-store.js';
import type { DraftStorage, StoredBooking } from '../booking-form/draft-storage.js';
import { KeptDraft } from '../booking-form/kept-draft.js';
import type { MultipleOrderStore } from '../multiple-booking/multiple-order-store.js';

/**
 * Where the drawer is (spec 1 §2 screen 6): the essentials form; the advanced wizard's step 1
 * (essentials, shown first only for video types) or step 2 (additional requirements); the preview
 * modal; the success modal.
 */
export type QuickStage = 'form' | 'wizard-1' | 'wizard-2' | 'preview' | 'success';

export interface QuickBookingDeps {
  readonly form: Omit<AssignmentFormDeps, 'contacts' | 'onChange'>;
  readonly contacts: BookingContactsStore;
  /** The booking pipeline (core's SubmitBooking) every booking screen sends through. */
  readonly booking: SubmitBooking;
  /** Where the unsent quick draft is kept across a reload or an expired session. */
  readonly drafts: Pick<DraftStorage, 'load' | 'save' | 'clear'>;
  /** The dashboard's list reloads after a booking (spec 1 §4). */
  readonly refreshAssignments: () => void;
  readonly multiple: MultipleOrderStore;
  readonly newKey?: () => string;
}

export type ConfirmOutcome =
  | { readonly kind: 'created'; readonly orders: readonly CreatedOrder[] }
  | { readonly kind: 'invalid'; readonly field: DraftField | null }
  | { readonly kind: 'failed' }
  | { readonly kind: 'busy' };

/**
 * The quick-order drawer on the dashboard (spec 1 §2 screen 6, §4): the single form's essentials
 * in a drawer, a type change sets 30 minutes for telephone and 60 for the rest, "more options" opens
 * the advanced wizard, then the preview and success modals; Escape asks before unsaved changes
 * are dropped; the draft can move on to the multiple form as its first tab.
 */
export class QuickBookingStore {
  isOpen = false;
  form: AssignmentFormStore | null = null;
  stage: QuickStage = 'form';
  /** The drawer's step the preview was opened from: it stays behind the preview and success modals, and "back" returns to it. */
  previewFrom: 'form' | 'wizard-2' = 'form';
  /** Escape or close with unsaved changes: the leave confirmation is showing. */
  confirmingLeave = false;
  sending = false;
  created: readonly CreatedOrder[] = [];
  /** A creation failure; the draft stays (issue 4 item 6). */
  failed = false;
  private readonly newKey: () => string;
  private readonly kept: KeptDraft;

  constructor(private readonly deps: QuickBookingDeps) {
    this.newKey = deps.newKey ?? (() => crypto.randomUUID());
    this.kept = new KeptDraft('quick', deps.drafts, deps.contacts);
    makeObservable(this, {
      isOpen: observable,
      form: observable.ref,
      stage: observable,
      previewFrom: observable,
      drawerStage: computed,
      confirmingLeave: observable,
      sending: observable,
      created: observable.ref,
      failed: observable,
      isDirty: computed,
      wizardStarts: computed,
      open: action,
      requestClose: action,
      stayOpen: action,
      close: action,
      moreOptions: action,
      wizardNext: action,
      wizardBack: action,
      preview: action,
      backFromPreview: action,
      continueBooking: action,
      switchToMultiple: action,
      restoreOffered: action,
      discardOffered: action,
    });
  }

  get contacts(): BookingContactsStore {
    return this.deps.contacts;
  }

  /** A stored unsent quick booking, offered back when the drawer opens ("Du har en osparad bokning"). */
  get offered(): StoredBooking | null {
    return this.kept.offered;
  }

  /** "Fortsätt med den": the stored booking replaces the fresh form. */
  restoreOffered(): void {
    if (!this.form) return;
    this.kept.restoreInto(this.form);
    this.stage = 'form';
  }

  /** "Släng den": the stored booking is gone; the fresh form stays. */
  discardOffered(): void {
    this.kept.discard();
  }

  /** Unsaved changes: anything typed that is not booked yet. */
  get isDirty(): boolean {
    return this.stage !== 'success' && (this.form?.isDirty ?? false);
  }

  /** The wizard opens at step 1 only for video types (spec 1 §2 screen 6); otherwise at step 2. */
  get wizardStarts(): 'wizard-1' | 'wizard-2' {
    return this.form?.service && articleKindOf(this.form.service.name) === 'video' ? 'wizard-1' : 'wizard-2';
  }

  /** Opens the drawer with a fresh form (or as it was left, when it is still open). */
  open(date?: Temporal.PlainDate): void {
    if (!this.form) {
      this.form = this.freshForm(date);
      this.kept.offer();
    }
    this.isOpen = true;
    if (this.deps.contacts.state === 'idle' || this.deps.contacts.state === 'failed') void this.deps.contacts.load();
  }

  /** Escape, the close button or the backdrop: with unsaved changes the user is asked first. */
  requestClose(): void {
    if (this.sending) return;
    if (this.isDirty) this.confirmingLeave = true;
    else this.close();
  }

  stayOpen(): void {
    this.confirmingLeave = false;
  }

  /** Closes and forgets the draft (and the persons added for it): the user chose to leave it. */
  close(): void {
    if (this.form?.isDirty) {
      this.deps.contacts.clearNew();
      this.kept.discard();
    }
    this.kept.stop();
    this.confirmingLeave = false;
    this.isOpen = false;
    this.form?.dispose();
    this.form = null;
    this.stage = 'form';
    this.created = [];
    this.failed = false;
  }

  moreOptions(): void {
    this.stage = this.wizardStarts;
  }

  /** Step 1 → step 2 → the preview (when the draft is valid). */
  wizardNext(): { readonly field: DraftField | null } {
    if (this.stage === 'wizard-1') {
      this.stage = 'wizard-2';
      return { field: null };
    }
    return this.preview();
  }

  /** Back from step 2 goes to step 1 for video types, else to the essentials; from step 1 to the essentials. */
  wizardBack(): void {
    this.stage = this.stage === 'wizard-2' && this.wizardStarts === 'wizard-1' ? 'wizard-1' : 'form';
  }

  /**
   * The preview modal, once the draft is valid. From the essentials a draft with additional
   * requirements filled in goes through the advanced wizard first (spec 1 §4), so nothing hidden is sent
   * unseen. Answers the first problem's field, to scroll to, when invalid.
   */
  preview(): { readonly field: DraftField | null } {
    const form = this.form;
    if (!form) return { field: null };
    if (this.stage === 'form' && needsAdvancedWizard(form.draft, form.services)) {
      this.stage = this.wizardStarts;
      return { field: null };
    }
    if (!form.validate()) {
      const field = form.firstProblemField;
      // The problem may sit in a part the wizard shows; the essentials show only their own.
      return { field };
    }
    this.previewFrom = this.stage === 'form' ? 'form' : 'wizard-2';
    this.stage = 'preview';
    this.failed = false;
    this.kept.save(form.draft);
    return { field: null };
  }

  backFromPreview(): void {
    this.stage = this.previewFrom;
  }

  /** What the drawer shows: its own step, or behind a modal the step the preview came from. */
  get drawerStage(): Exclude<QuickStage, 'preview' | 'success'> {
    return this.stage === 'preview' || this.stage === 'success' ? this.previewFrom : this.stage;
  }

  /** Free-text fields that look like a personal identity number (warned about before sending). */
  get personalNumberWarnings(): readonly DraftField[] {
    return this.form ? personalNumberFields(this.form.draft) : [];
  }

  /** CreateNewOrder; the success modal on success, the draft kept on a failure. */
  async confirm(): Promise<ConfirmOutcome> {
    const form = this.form;
    if (!form || this.sending) return { kind: 'busy' };
    if (!form.validate()) return { kind: 'invalid', field: form.firstProblemField };
    runInAction(() => {
      this.sending = true;
      this.failed = false;
    });
    let outcome: BookingOutcome;
    try {
      outcome = await this.deps.booking.submit({ kind: 'new', key: form.draft.key, request: form.toOrderRequest() });
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
    if (outcome.kind === 'refused') {
      // A refusal or a transport failure: the transport has told the user and the adapter has
      // logged it; the draft stays as it was, to send again.
      runInAction(() => {
        this.failed = true;
      });
      this.kept.save(form.draft);
      return { kind: 'failed' };
    }
    const orders = createdOrdersOf(outcome);
    runInAction(() => {
      this.created = orders;
      this.stage = 'success';
      form.markSaved();
    });
    this.kept.discard();
    afterBooking(outcome, this.deps);
    return { kind: 'created', orders };
  }

  /** "Fortsätt boka" (spec 1 §4): a fresh form in the same drawer. */
  continueBooking(): void {
    this.form?.dispose();
    this.form = this.freshForm();
    this.stage = 'form';
    this.created = [];
    this.failed = false;
  }

  /** The multiple form takes over: this draft becomes its first tab, with the persons added here. */
  switchToMultiple(): void {
    const form = this.form;
    if (!form) return;
    this.deps.multiple.startWith(form.draft, this.deps.contacts.added);
    this.close();
    this.deps.contacts.clearNew();
  }

  private freshForm(date?: Temporal.PlainDate): AssignmentFormStore {
    const draft = newDraft({
      now: nowInStockholm(this.deps.form.clock),
      profile: this.deps.form.profile(),
      key: this.newKey(),
      date,
    });
    const form = new AssignmentFormStore({ ...this.deps.form, contacts: this.deps.contacts }, draft, {
      variant: 'quick',
      editing: false,
    });
    // Kept as it changes, until it is booked (issue 4 item 6).
    this.kept.watch(form, () => this.stage !== 'success');
    return form;
  }
}
