import { draftFromJson, draftToJson, isNewPerson, type AssignmentDraft, type BookingContact, type Clock } from '@tolk/core';
import type { ClientStorage } from '@tolk/ui';
import { Temporal } from 'temporal-polyfill';

/** Which form a stored draft belongs to: /create-single-assignment, /advanced-order-form or the quick drawer. */
export type DraftKind = 'single' | 'multiple' | 'quick';

/** What is kept of an unsent booking: its drafts and the contact persons added in the form. */
export interface StoredBooking {
  readonly drafts: readonly AssignmentDraft[];
  /** Persons added in the form (`newPerson-…`) that the drafts may point at. */
  readonly contacts: readonly BookingContact[];
  /** When it was stored; null when unknown. */
  readonly savedAt: Temporal.Instant | null;
}

const VERSION = 1;

interface StoredShape {
  readonly version: number;
  readonly savedAt: string;
  readonly drafts: readonly unknown[];
  readonly contacts: readonly BookingContact[];
}

/**
 * Unsent bookings kept per customer in local storage (issue 4 item 6), so a reload, an expired
 * session or a CRM error never loses what was typed; the form offers them back when it opens. The
 * drafts go through the core's draftToJson/draftFromJson; anything unreadable is dropped. The key
 * names the customer, so another customer on the same browser never sees them; logout keeps them.
 */
export class DraftStorage {
  constructor(
    private readonly storage: ClientStorage,
    private readonly customerNumber: () => string | null,
    private readonly clock: Clock,
  ) {}

  keyOf(kind: DraftKind): string | null {
    const customer = this.customerNumber();
    return customer ? `tolk.draft.${customer}.${kind}` : null;
  }

  load(kind: DraftKind): StoredBooking | null {
    const key = this.keyOf(kind);
    const text = key ? this.storage.read(key) : null;
    if (!text) return null;
    try {
      const stored = JSON.parse(text) as Partial<StoredShape> | null;
      if (!stored || stored.version !== VERSION || !Array.isArray(stored.drafts)) return null;
      const drafts = stored.drafts.map((d) => draftFromJson(d)).filter((d): d is AssignmentDraft => d !== null);
      if (drafts.length === 0) return null;
      const contacts = Array.isArray(stored.contacts) ? stored.contacts.filter(isStoredContact) : [];
      return { drafts, contacts, savedAt: instantOf(stored.savedAt) };
    } catch {
      return null;
    }
  }

  save(kind: DraftKind, drafts: readonly AssignmentDraft[], contacts: readonly BookingContact[]): void {
    const key = this.keyOf(kind);
    if (!key) return;
    const shape: StoredShape = {
      version: VERSION,
      savedAt: this.clock.now().toString(),
      drafts: drafts.map((d) => draftToJson(d)),
      contacts: contacts.filter((c) => isNewPerson(c.id)),
    };
    this.storage.write(key, JSON.stringify(shape));
  }

  clear(kind: DraftKind): void {
    const key = this.keyOf(kind);
    if (key) this.storage.remove(key);
  }

  /**
   * Another form's unsent input (the deviation form, issue 13) under the same per-customer key
   * scheme: `name` after the customer number. Unreadable JSON reads as nothing.
   */
  readOther(name: string): unknown {
    const customer = this.customerNumber();
    const text = customer ? this.storage.read(`tolk.draft.${customer}.${name}`) : null;
    if (!text) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }

  writeOther(name: string, value: unknown): void {
    const customer = this.customerNumber();
    if (customer) this.storage.write(`tolk.draft.${customer}.${name}`, JSON.stringify(value));
  }

  clearOther(name: string): void {
    const customer = this.customerNumber();
    if (customer) this.storage.remove(`tolk.draft.${customer}.${name}`);
  }
}

function isStoredContact(value: unknown): value is BookingContact {
  const c = value as Partial<BookingContact> | null;
  return (
    !!c &&
    typeof c.id === 'string' &&
    isNewPerson(c.id) &&
    typeof c.firstName === 'string' &&
    typeof c.lastName === 'string' &&
    [c.title, c.email, c.phoneDirect, c.phoneMobile].every((v) => v === null || typeof v === 'string')
  );
}

function instantOf(text: unknown): Temporal.Instant | null {
  if (typeof text !== 'string') return null;
  try {
    return Temporal.Instant.from(text);
  } catch {
    return null;
  }
}
