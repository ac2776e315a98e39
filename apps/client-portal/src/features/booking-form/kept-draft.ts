import type { AssignmentDraft } from '@tolk/core';
import { action, makeObservable, observable, reaction } from 'mobx';
import type { AssignmentFormStore } from './assignment-form-store.js';
import type { BookingContactsStore } from './booking-contacts-store.js';
import type { DraftKind, DraftStorage, StoredBooking } from './draft-storage.js';

/**
 * One form's unsent draft in storage (issue 4 item 6): written as it changes, offered back when
 * the form opens again ("Du har en osparad bokning"), restored or thrown away as the user says.
 * The single form and the quick drawer each keep theirs under their own kind.
 */
export class KeptDraft {
  /** A stored unsent booking, offered back before the user goes on. */
  offered: StoredBooking | null = null;
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly kind: DraftKind,
    private readonly storage: Pick<DraftStorage, 'load' | 'save' | 'clear'>,
    private readonly contacts: BookingContactsStore,
  ) {
    makeObservable(this, { offered: observable.ref, offer: action, restoreInto: action, discard: action, stop: action });
  }

  /** Offers back what is stored, if anything. */
  offer(): void {
    this.offered = this.storage.load(this.kind);
  }

  /**
   * Writes the form's draft at every change, while `keeping` holds and nothing is being offered (an
   * offered draft is not overwritten before the user has chosen). At once, not after a pause: a
   * reload right after the last key must not lose it (a draft is a few kilobytes of JSON), as in the
   * multiple order's form.
   */
  watch(form: AssignmentFormStore, keeping: () => boolean): void {
    this.stopWatching?.();
    this.stopWatching = reaction(
      () => (form.isDirty && this.offered === null && keeping() ? form.draft : null),
      (draft) => {
        if (draft) this.save(draft);
      },
    );
  }

  /** Writes a draft now (before a preview, after a failed send). */
  save(draft: AssignmentDraft): void {
    this.storage.save(this.kind, [draft], this.contacts.added);
  }

  /** "Fortsätt med den": the offered draft replaces the form's (it counts as unsent). */
  restoreInto(form: AssignmentFormStore): void {
    const stored = this.offered;
    const draft = stored?.drafts[0];
    this.offered = null;
    if (!stored || !draft) return;
    this.contacts.restore(stored.contacts);
    form.replaceDraft({ ...draft, key: form.draft.key, editing: null }, { clean: false });
  }

  /** "Släng den", a booking sent, or changes the user chose to leave: the stored draft is gone. */
  discard(): void {
    this.offered = null;
    this.storage.clear(this.kind);
  }

  /** The form went away: nothing more is written; a stored draft stays stored. */
  stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.offered = null;
  }
}
