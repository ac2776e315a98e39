import { configure } from 'mobx';
import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PersonListStore, type PersonListRules } from './person-list-store.js';

configure({ enforceActions: 'always' });

interface Person {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
}
type Form = { readonly name: string; readonly phone: string };
type Field = keyof Form;

const saved: MessageDescriptor = { id: 'test.saved', defaultMessage: 'Sparad' };
const deleted: MessageDescriptor = { id: 'test.deleted', defaultMessage: 'Borttagen' };

/** A register in memory with simple rules: a name is required; only a new person's name can be typed. */
class Register {
  persons: Person[] = [
    { id: 'p1', name: 'Örjan', phone: '1' },
    { id: 'p2', name: 'Anna', phone: '2' },
  ];
  failing = false;
  refusing = false;
  /** Holds the saves until released, to see the store while it is busy. */
  holding = false;
  release: () => void = () => undefined;
  private next = 3;

  rules(withRemoval = true): PersonListRules<Person, Form, Field, 'required'> {
    return {
      list: async () => {
        if (this.failing) throw new Error('offline');
        return [...this.persons];
      },
      sort: (persons) => [...persons].sort((a, b) => a.name.localeCompare(b.name, 'sv')),
      formOf: (editing) => ({ name: editing?.name ?? '', phone: editing?.phone ?? '' }),
      fieldsOf: (editing) => (editing ? ['phone'] : ['name', 'phone']),
      problemsOf: (form) => (form.name.trim() === '' ? { name: 'required' } : {}),
      save: async (form, editing) => {
        if (this.refusing || form.name.trim() === '') return false;
        if (this.holding) await new Promise<void>((resolve) => (this.release = resolve));
        if (this.failing) throw new Error('offline');
        const id = editing?.id ?? `p${this.next++}`;
        this.persons = [...this.persons.filter((p) => p.id !== id), { id, ...form }];
        return true;
      },
      saved,
      removal: withRemoval
        ? {
            remove: async (person) => {
              if (this.refusing) return false;
              this.persons = this.persons.filter((p) => p.id !== person.id);
              return true;
            },
            deleted,
          }
        : undefined,
    };
  }
}

function setUp(withRemoval = true) {
  const register = new Register();
  const toasts: MessageDescriptor[] = [];
  const store = new PersonListStore(register.rules(withRemoval), { say: (message) => void toasts.push(message) });
  return { register, toasts, store };
}

describe('PersonListStore', () => {
  it('loads the list in the rules’ order; a failed load keeps the last list and says so', async () => {
    const { store, register } = setUp();
    expect(store.state).toBe('idle');
    await store.load();
    expect(store.state).toBe('ready');
    expect(store.items.map((p) => p.name)).toEqual(['Anna', 'Örjan']);
    register.failing = true;
    await store.load();
    expect(store.state).toBe('failed');
    expect(store.items).toHaveLength(2);
  });

  it('shows a problem once its field is left, and every field’s when saving', async () => {
    const { store } = setUp();
    store.openCreate();
    expect(store.fields).toEqual(['name', 'phone']);
    expect(store.problems).toEqual({ name: 'required' });
    expect(store.problemOf('name')).toBeUndefined();
    store.touch('phone');
    expect(store.problemOf('name')).toBeUndefined();
    expect(await store.save()).toBe(false);
    expect(store.problemOf('name')).toBe('required');
    expect(store.editor?.touched).toEqual(new Set(['name', 'phone']));
    store.set('name', 'Bo');
    expect(store.problemOf('name')).toBeUndefined();
  });

  it('adds a person: the dialog closes, a toast, the list again', async () => {
    const { store, toasts } = setUp();
    await store.load();
    store.openCreate();
    store.set('name', 'Bo');
    expect(await store.save()).toBe(true);
    expect(store.editor).toBeNull();
    expect(toasts).toEqual([saved]);
    expect(store.items.map((p) => p.name)).toEqual(['Anna', 'Bo', 'Örjan']);
  });

  it('edits the fields of an edit, from the person’s form', async () => {
    const { store } = setUp();
    await store.load();
    store.openEdit(store.items[0]!);
    expect(store.editor?.form).toEqual({ name: 'Anna', phone: '2' });
    expect(store.fields).toEqual(['phone']);
    store.set('phone', '22');
    expect(await store.save()).toBe(true);
    expect(store.items[0]).toEqual({ id: 'p2', name: 'Anna', phone: '22' });
  });

  it('keeps the dialog and what was typed when the save is refused or fails, and saves once at a time', async () => {
    const { store, register, toasts } = setUp();
    await store.load();
    store.openEdit(store.items[1]!);
    store.set('phone', '11');
    register.refusing = true;
    expect(await store.save()).toBe(false);
    expect(store.editor?.form.phone).toBe('11');
    register.refusing = false;
    register.failing = true;
    expect(await store.save()).toBe(false);
    expect(store.editor?.form.phone).toBe('11');
    expect(store.busy).toBe(false);

    register.failing = false;
    register.holding = true;
    const saving = store.save();
    expect(store.busy).toBe(true);
    expect(await store.save()).toBe(false);
    register.release();
    expect(await saving).toBe(true);
    expect(store.busy).toBe(false);
    expect(toasts).toEqual([saved]);
  });

  it('deletes only after the confirmation, and not where the register cannot', async () => {
    const { store, register, toasts } = setUp();
    await store.load();
    store.askDelete(store.items[1]!);
    store.cancelDelete();
    expect(store.confirming).toBeNull();
    store.askDelete(store.items[1]!);
    await store.confirmDelete();
    expect(store.items.map((p) => p.id)).toEqual(['p2']);
    expect(toasts).toEqual([deleted]);
    register.refusing = true;
    store.askDelete(store.items[0]!);
    await store.confirmDelete();
    expect(store.confirming).toBeNull();
    expect(store.items).toHaveLength(1);
    expect(toasts).toEqual([deleted]);

    const other = setUp(false);
    await other.store.load();
    other.store.askDelete(other.store.items[0]!);
    await other.store.confirmDelete();
    expect(other.register.persons).toHaveLength(2);
  });

  it('asks an e-mail only where the rules say so, as they say it when asked', () => {
    const { store, register } = setUp();
    expect(store.isEmailRequired()).toBe(false);
    let required = false;
    const asking = new PersonListStore({ ...register.rules(), emailRequired: () => required }, { say: () => undefined });
    expect(asking.isEmailRequired()).toBe(false);
    required = true;
    expect(asking.isEmailRequired()).toBe(true);
  });
});
