import { NEW_PERSON_PREFIX, isNewPerson, sortContactPersons, type BookingContact, type ContactPersonRegister } from '@tolk/core';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';

export type ContactsLoadState = 'idle' | 'loading' | 'ready' | 'failed';

/** A person typed into the booking form's contact dialog: everything but the id. */
export type NewBookingContact = Omit<BookingContact, 'id'>;

/**
 * The customer's saved contact persons (ContactPersonRegister.list, by name in Swedish order), read
 * once for all three booking flows (the single form, the quick drawer, the multiple order): one
 * list, one load, cleared at logout. Each flow's BookingContactsStore reads it.
 */
export class SavedBookingContacts {
  saved: readonly BookingContact[] = [];
  state: ContactsLoadState = 'idle';

  constructor(private readonly register: ContactPersonRegister) {
    makeObservable(this, { saved: observable.ref, state: observable, clear: action });
  }

  /** Loads the saved persons; quietly keeps the last list when it fails (the transport has toasted). */
  async load(): Promise<void> {
    runInAction(() => {
      this.state = 'loading';
    });
    try {
      const persons = await this.register.list();
      runInAction(() => {
        this.saved = sortContactPersons(persons);
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }

  /** At logout. */
  clear(): void {
    this.saved = [];
    this.state = 'idle';
  }
}

/**
 * The contact persons a booking flow offers (spec 1 §3): the customer's saved persons (one
 * SavedBookingContacts for every flow) and the ones added in this flow's contact dialog. Added
 * persons get local ids `newPerson-<n>`, are not saved to the CRM and travel inline with the order;
 * they are cleared after a successful booking (spec 1 §4). They stay the flow's own, so a booking
 * sent in one flow never drops a person a draft of another flow still names.
 */
export class BookingContactsStore {
  added: readonly BookingContact[] = [];
  private counter = 0;

  constructor(private readonly shared: SavedBookingContacts) {
    makeObservable(this, {
      added: observable.ref,
      all: computed,
      add: action,
      restore: action,
      clearNew: action,
      clear: action,
    });
  }

  get saved(): readonly BookingContact[] {
    return this.shared.saved;
  }

  get state(): ContactsLoadState {
    return this.shared.state;
  }

  /** Saved persons first, by name; then the added ones in the order they were added. */
  get all(): readonly BookingContact[] {
    return [...this.saved, ...this.added];
  }

  byId(id: string | null): BookingContact | null {
    if (id === null) return null;
    return this.all.find((person) => person.id === id) ?? null;
  }

  /** Loads (again) the saved persons every flow shares. */
  load(): Promise<void> {
    return this.shared.load();
  }

  /** Adds a person typed in a form; answers its local id. */
  add(person: NewBookingContact): string {
    this.counter += 1;
    let id = `${NEW_PERSON_PREFIX}${this.counter}`;
    while (this.added.some((p) => p.id === id)) {
      this.counter += 1;
      id = `${NEW_PERSON_PREFIX}${this.counter}`;
    }
    this.added = [...this.added, { ...person, id }];
    return id;
  }

  /** Puts back the added persons of a stored draft (their ids are kept, so the draft still points at them). */
  restore(persons: readonly BookingContact[]): void {
    const fresh = persons.filter((p) => isNewPerson(p.id) && !this.added.some((a) => a.id === p.id));
    this.added = [...this.added, ...fresh];
    for (const person of this.added) {
      const n = Number(person.id.slice(NEW_PERSON_PREFIX.length));
      if (Number.isInteger(n) && n > this.counter) this.counter = n;
    }
  }

  /** After a successful booking: the added persons are gone (spec 1 §4). */
  clearNew(): void {
    this.added = [];
  }

  /** At logout (the saved persons are cleared with SavedBookingContacts). */
  clear(): void {
    this.added = [];
  }
}
