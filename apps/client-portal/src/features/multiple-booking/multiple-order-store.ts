import {
  createdOf,
  refusedOf,
  nowInStockholm,
  newDraft,
  personalNumberFields,
  type AssignmentDraft,
  type BookingContact,
  type CreatedOrder,
  type DraftField,
  type SubmitBooking,
  type OrderRefusal,
} from '@tolk/core';
import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { AssignmentFormStore, type AssignmentFormDeps } from '../booking-form/assignment-form-store.js';
import { afterBooking } from '../booking-form/after-booking.js';
import type { BookingContactsStore } from '../booking-form/booking-contacts-store.js';
import type { ThankYouOrder } from './thank-you-state.js';

/** Spec 1 §4, §9: the failing tabs stay marked for 10 seconds after a validation failure. */
export const TAB_HIGHLIGHT_MS = 10_000;

/** A multiple order as kept between visits: its assignments and the persons added in its dialog. */
export interface StoredMultipleOrder {
  readonly drafts: readonly AssignmentDraft[];
  readonly contacts: readonly BookingContact[];
}

/** Where the unsent multiple order of the logged-in customer is kept (draft-storage, 'multiple'). */
export interface MultipleDraftKeeper {
  load(): StoredMultipleOrder | null;
  save(order: StoredMultipleOrder): void;
  clear(): void;
}

export interface Timers {
  start(work: () => void, ms: number): unknown;
  stop(handle: unknown): void;
}

const browserTimers: Timers = {
  start: (work, ms) => setTimeout(work, ms),
  stop: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface MultipleOrderDeps {
  /** What every assignment's form needs, but the contacts (shared by all tabs) and onChange. */
  readonly form: Omit<AssignmentFormDeps, 'contacts' | 'onChange'>;
  /** One contact list for every tab: a person added in one tab can be chosen in all. */
  readonly contacts: BookingContactsStore;
  /** The booking pipeline (core's SubmitBooking) every booking screen sends through. */
  readonly booking: SubmitBooking;
  readonly drafts: MultipleDraftKeeper;
  /** The dashboard's list: its refresh timer is cleared after the order (spec 1 §4). */
  readonly refreshAssignments: () => void;
  readonly newKey?: () => string;
  readonly timers?: Timers;
}

export type SendOutcome =
  | { readonly kind: 'sent'; readonly orders: readonly ThankYouOrder[] }
  | {
      readonly kind: 'partly-sent';
      readonly sent: number;
      readonly failed: number;
      /** Every order this multiple order has created so far, with its number (issue 17 item 1). */
      readonly orders: readonly ThankYouOrder[];
    }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'busy' };

export interface SendProgress {
  readonly sent: number;
  readonly total: number;
}

/**
 * The multiple order (spec 1 §2 screen 3, §4): one AssignmentFormStore per assignment (a tab each),
 * the selected one, the contact persons shared by all tabs, the failing tabs marked for 10 seconds,
 * sending each unsent assignment with progress, and the unsent order kept per customer between
 * visits (offered back when the form opens again).
 */
export class MultipleOrderStore {
  forms: readonly AssignmentFormStore[] = [];
  selectedKey: string | null = null;
  highlighted: ReadonlySet<string> = new Set();
  progress: SendProgress | null = null;
  /** A stored order found when the form opened, offered back (restore or start over). */
  offer: StoredMultipleOrder | null = null;
  /** The whole order was sent (until the form opens again): the preview leads to the thank-you page. */
  completed = false;
  /** Orders created so far by this multiple order (a partly sent one keeps its first results). */
  private created: readonly ThankYouOrder[] = [];
  /**
   * Why each assignment left after a partly sent order was refused, by its key: the CRM's errors
   * with the form field each is about (empty when the call failed without an answer).
   */
  refusals: ReadonlyMap<string, readonly OrderRefusal[]> = new Map();
  /** The order came back from storage: keep storing it even before it changes. */
  private restored = false;
  private highlightTimer: unknown = null;
  private readonly stopKeeping: () => void;
  private readonly timers: Timers;
  private readonly newKey: () => string;

  constructor(private readonly deps: MultipleOrderDeps) {
    this.timers = deps.timers ?? browserTimers;
    this.newKey = deps.newKey ?? (() => crypto.randomUUID());
    makeObservable<MultipleOrderStore, 'restored'>(this, {
      forms: observable.ref,
      selectedKey: observable,
      highlighted: observable.ref,
      progress: observable.ref,
      offer: observable.ref,
      completed: observable,
      restored: observable,
      refusals: observable.ref,
      selected: computed,
      isDirty: computed,
      isSending: computed,
      worthKeeping: computed,
      open: action,
      add: action,
      remove: action,
      select: action,
      restore: action,
      discard: action,
      startWith: action,
      validateAll: action,
      clear: action,
      leave: action,
    });
    // Every change of a kept order is stored at once: a reload or an expired session loses nothing.
    this.stopKeeping = reaction(
      () => (this.worthKeeping ? this.forms.map((form) => form.draft) : null),
      (drafts) => {
        if (drafts) this.deps.drafts.save({ drafts, contacts: this.deps.contacts.added });
      },
    );
  }

  get contacts(): BookingContactsStore {
    return this.deps.contacts;
  }

  get selected(): AssignmentFormStore | null {
    return this.forms.find((form) => form.draft.key === this.selectedKey) ?? this.forms[0] ?? null;
  }

  /** Something the user typed would be lost by leaving. */
  get isDirty(): boolean {
    return this.restored || this.forms.length > 1 || this.forms.some((form) => form.isDirty);
  }

  get isSending(): boolean {
    return this.progress !== null;
  }

  /** Whether the order is worth storing: changed, restored, or more than one assignment. */
  get worthKeeping(): boolean {
    return this.forms.length > 0 && this.isDirty;
  }

  /**
   * The form opens: a changed order carries on; otherwise a fresh first assignment (with today's
   * defaults), and an order kept from an earlier visit is offered back.
   */
  open(): void {
    if (this.deps.contacts.state === 'idle' || this.deps.contacts.state === 'failed') void this.deps.contacts.load();
    if (this.isDirty) return;
    this.leave();
    const stored = this.deps.drafts.load();
    this.offer = stored && stored.drafts.length > 0 ? stored : null;
    this.add();
  }

  /** Carries on with the kept order: its assignments replace the fresh one. */
  restore(): void {
    const stored = this.offer;
    if (!stored) return;
    this.offer = null;
    this.disposeForms();
    this.deps.contacts.restore(stored.contacts);
    this.forms = stored.drafts.map((draft) => this.formOf(draft));
    this.selectedKey = this.forms[0]?.draft.key ?? null;
    this.restored = true;
  }

  /** Starts over: the kept order is forgotten. */
  discard(): void {
    this.offer = null;
    this.deps.drafts.clear();
  }

  /** The quick drawer's "switch to the multiple form": its draft becomes the first tab. */
  startWith(draft: AssignmentDraft, addedContacts: readonly BookingContact[]): void {
    this.disposeForms();
    this.offer = null;
    this.deps.contacts.restore(addedContacts);
    const first = this.formOf({ ...draft, editing: null });
    this.forms = [first];
    this.selectedKey = first.draft.key;
    this.restored = true;
  }

  add(): AssignmentFormStore {
    const form = this.formOf(
      newDraft({ now: nowInStockholm(this.deps.form.clock), profile: this.deps.form.profile(), key: this.newKey() }),
    );
    this.forms = [...this.forms, form];
    this.selectedKey = form.draft.key;
    return form;
  }

  /** Spec 1 §2: a tab that is not the selected one can be deleted while there is more than one. */
  canRemove(key: string): boolean {
    return this.forms.length > 1 && key !== this.selected?.draft.key && !this.isSending;
  }

  remove(key: string): void {
    if (!this.canRemove(key)) return;
    const form = this.forms.find((f) => f.draft.key === key);
    form?.dispose();
    this.forms = this.forms.filter((f) => f !== form);
    if (this.highlighted.has(key)) this.highlighted = new Set([...this.highlighted].filter((k) => k !== key));
  }

  select(key: string): void {
    if (this.forms.some((form) => form.draft.key === key)) this.selectedKey = key;
  }

  isHighlighted(key: string): boolean {
    return this.highlighted.has(key);
  }

  /**
   * A submit attempt on every tab (spec 1 §4): when some fail, the first failing one is selected
   * and every failing tab is marked for 10 seconds. Answers the first problem to scroll to.
   */
  validateAll():
    { readonly valid: true } | { readonly valid: false; readonly failing: number; readonly field: DraftField | null } {
    const failing = this.forms.filter((form) => !form.validate());
    if (failing.length === 0) return { valid: true };
    const first = failing[0]!;
    this.selectedKey = first.draft.key;
    this.highlight(failing.map((form) => form.draft.key));
    return { valid: false, failing: failing.length, field: first.firstProblemField };
  }

  /** The free-text fields of any assignment that look like a personal identity number (issue 4 item 7). */
  get personalNumberWarnings(): readonly { readonly key: string; readonly fields: readonly DraftField[] }[] {
    return this.forms
      .map((form) => ({ key: form.draft.key, fields: personalNumberFields(form.draft) }))
      .filter((found) => found.fields.length > 0);
  }

  /**
   * Sends each unsent assignment in turn through the booking pipeline (spec 1 §4), counting
   * progress. Sent ones leave the list; failed ones stay with their refusals. The dashboard's list
   * reloads whenever orders were made; on full success the list, the stored order and the added
   * persons are cleared. The orders created on the way are answered.
   */
  async send(): Promise<SendOutcome> {
    if (this.isSending) return { kind: 'busy' };
    if (!this.validateAll().valid) return { kind: 'invalid' };
    const byKey = new Map(this.forms.map((form) => [form.draft.key, form]));
    this.setProgress({ sent: 0, total: this.forms.length });
    // Quiet: the preview lists each refusal with its field instead of stacked toasts.
    const outcome = await this.deps.booking.submit(
      {
        kind: 'several',
        orders: this.forms.map((form) => ({ key: form.draft.key, request: form.toOrderRequest() })),
        onProgress: (sent, total) => this.setProgress({ sent, total }),
      },
      { quiet: true },
    );
    const made = createdOf(outcome);
    const refused = refusedOf(outcome);
    this.finishSending(
      made.map((m) => m.key),
      made.flatMap((m) => m.orders.map((order) => this.thankYouOrderOf(byKey.get(m.key)!, order))),
      new Map(refused.map((r) => [r.key, r.refusals])),
    );
    afterBooking(outcome, this.deps);
    if (refused.length > 0)
      return { kind: 'partly-sent', sent: this.created.length, failed: refused.length, orders: this.created };
    const orders = this.created;
    this.clear();
    action(() => {
      this.completed = true;
    })();
    this.deps.drafts.clear();
    return { kind: 'sent', orders };
  }

  /** Leaving the flow (or logging out): the forms go; what is stored stays to be offered back. */
  leave(): void {
    this.disposeForms();
    this.forms = [];
    this.selectedKey = null;
    this.offer = null;
    this.restored = false;
    this.completed = false;
    this.created = [];
    this.refusals = new Map();
    this.clearHighlight();
  }

  /** After a full success: nothing is left of the order. */
  clear(): void {
    this.leave();
    this.progress = null;
  }

  dispose(): void {
    this.stopKeeping();
    this.leave();
  }

  private finishSending(
    sentKeys: readonly string[],
    created: readonly ThankYouOrder[],
    refusals: ReadonlyMap<string, readonly OrderRefusal[]>,
  ): void {
    action(() => {
      this.refusals = refusals;
      const sent = new Set(sentKeys);
      for (const form of this.forms) if (sent.has(form.draft.key)) form.dispose();
      this.forms = this.forms.filter((form) => !sent.has(form.draft.key));
      this.created = [...this.created, ...created];
      this.progress = null;
      if (!this.forms.some((form) => form.draft.key === this.selectedKey)) this.selectedKey = this.forms[0]?.draft.key ?? null;
    })();
  }

  private setProgress(progress: SendProgress | null): void {
    action(() => {
      this.progress = progress;
    })();
  }

  private thankYouOrderOf(form: AssignmentFormStore, order: CreatedOrder): ThankYouOrder {
    const skill = form.skills().find((s) => s.id === form.draft.skillId);
    return {
      orderNumber: order.orderNumber,
      skillName: skill?.name ?? form.draft.skillId ?? '',
      serviceName: form.service?.name ?? '',
      from: order.from.toString(),
      to: order.to.toString(),
    };
  }

  private formOf(draft: AssignmentDraft): AssignmentFormStore {
    return new AssignmentFormStore({ ...this.deps.form, contacts: this.deps.contacts }, draft, {
      variant: 'multiple',
      editing: false,
    });
  }

  private highlight(keys: readonly string[]): void {
    this.clearHighlight();
    this.highlighted = new Set(keys);
    this.highlightTimer = this.timers.start(
      action(() => {
        this.highlightTimer = null;
        this.highlighted = new Set();
      }),
      TAB_HIGHLIGHT_MS,
    );
  }

  private clearHighlight(): void {
    if (this.highlightTimer !== null) this.timers.stop(this.highlightTimer);
    this.highlightTimer = null;
    this.highlighted = new Set();
  }

  private disposeForms(): void {
    for (const form of this.forms) form.dispose();
  }
}
