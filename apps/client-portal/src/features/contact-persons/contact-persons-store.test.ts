import {
  SaveContactPerson,
  type ContactPerson,
  type ContactPersonDraft,
  type ContactPersonRegister,
  type DeleteContactPersonOutcome,
  type SaveContactPersonOutcome,
} from '@tolk/core';
import { configure } from 'mobx';
import { createIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { contactPersonsStore, type Toasts } from './contact-persons-store.js';
import { contactPersonsMessages } from './contact-persons.messages.js';

configure({ enforceActions: 'always' });

/** The customer's register in memory, with ids counting up. */
class InMemoryRegister implements ContactPersonRegister {
  persons: ContactPerson[] = [
    {
      id: 'p1',
      firstName: 'Örjan',
      lastName: 'Ek',
      title: null,
      email: 'orjan@example.se',
      phoneDirect: null,
      phoneMobile: null,
    },
    { id: 'p2', firstName: 'Anna', lastName: 'Berg', title: 'Kurator', email: null, phoneDirect: '08-1', phoneMobile: null },
  ];
  readonly drafts: ContactPersonDraft[] = [];
  private next = 3;

  async list() {
    return this.persons;
  }
  async save(draft: ContactPersonDraft): Promise<SaveContactPersonOutcome> {
    this.drafts.push(draft);
    const id = draft.id ?? `p${this.next++}`;
    const person = { ...draft, id };
    this.persons = [...this.persons.filter((p) => p.id !== id), person];
    return { kind: 'saved', id };
  }
  async remove(id: string): Promise<DeleteContactPersonOutcome> {
    this.persons = this.persons.filter((p) => p.id !== id);
    return { kind: 'deleted' };
  }
}

class RecordingToasts implements Toasts {
  readonly shown: string[] = [];
  private readonly intl: IntlShape = createIntl({ locale: 'sv', defaultLocale: 'sv', messages: {} });
  say(message: MessageDescriptor, _intent: string, values?: Record<string, string | number>): void {
    this.shown.push(this.intl.formatMessage(message, values));
  }
  compose(words: (intl: IntlShape) => string): void {
    this.shown.push(words(this.intl));
  }
}

function setUp(emailRequired = false) {
  const register = new InMemoryRegister();
  const toasts = new RecordingToasts();
  const store = contactPersonsStore(register, new SaveContactPerson(register), () => emailRequired, toasts);
  return { register, toasts, store };
}

describe('contactPersonsStore', () => {
  it('lists by name in Swedish order', async () => {
    const { store } = setUp();
    await store.load();
    expect(store.items.map((p) => p.firstName)).toEqual(['Anna', 'Örjan']);
    expect(store.state).toBe('ready');
  });

  it('creates a person, empty fields as null, and lists it', async () => {
    const { store, register, toasts } = setUp();
    await store.load();
    store.openCreate();
    store.set('firstName', 'Bo');
    store.set('lastName', 'Ek');
    store.set('phoneMobile', '070-1');
    expect(await store.save()).toBe(true);
    expect(register.drafts).toEqual([
      { id: null, firstName: 'Bo', lastName: 'Ek', title: null, email: null, phoneDirect: null, phoneMobile: '070-1' },
    ]);
    expect(store.editor).toBeNull();
    expect(store.items.map((p) => p.firstName)).toEqual(['Anna', 'Bo', 'Örjan']);
    expect(toasts.shown).toEqual([contactPersonsMessages.saved.defaultMessage]);
  });

  it('toasts the missing channels by name and keeps the dialog', async () => {
    const { store, register, toasts } = setUp();
    store.openCreate();
    store.set('firstName', 'Bo');
    store.set('lastName', 'Ek');
    expect(await store.save()).toBe(false);
    expect(toasts.shown).toEqual(['Minst ett av fälten E-post, Direkttelefon eller Mobiltelefon måste fyllas i']);
    expect(register.drafts).toEqual([]);
    expect(store.editor?.editing).toBeNull();
    expect(store.fields).toEqual(['firstName', 'lastName', 'title', 'email', 'phoneDirect', 'phoneMobile']);
  });

  it('edits only e-mail and phones, and shows the problems of those fields only', async () => {
    const { store, register } = setUp(true);
    await store.load();
    store.openEdit(store.items[0]!);
    expect(store.fields).toEqual(['email', 'phoneDirect', 'phoneMobile']);
    expect(await store.save()).toBe(false);
    expect(store.problemOf('email')).toEqual({ kind: 'required' });
    store.set('email', 'anna@example.se');
    store.set('phoneDirect', '');
    expect(await store.save()).toBe(true);
    expect(register.drafts.at(-1)).toEqual({
      id: 'p2',
      firstName: 'Anna',
      lastName: 'Berg',
      title: 'Kurator',
      email: 'anna@example.se',
      phoneDirect: null,
      phoneMobile: null,
    });
  });

  it('deletes only after the confirmation', async () => {
    const { store, register, toasts } = setUp();
    await store.load();
    store.askDelete(store.items[1]!);
    store.cancelDelete();
    expect(register.persons).toHaveLength(2);
    store.askDelete(store.items[1]!);
    await store.confirmDelete();
    expect(store.items.map((p) => p.id)).toEqual(['p2']);
    expect(store.confirming).toBeNull();
    expect(toasts.shown).toEqual([contactPersonsMessages.deleted.defaultMessage]);
  });
});
