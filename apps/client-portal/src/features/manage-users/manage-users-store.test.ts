import {
  SaveCustomerUser,
  type CustomerUser,
  type CustomerUserDraft,
  type CustomerUserRegister,
  type SaveCustomerUserOutcome,
} from '@tolk/core';
import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { manageUsersStore } from './manage-users-store.js';
import { manageUsersMessages as m } from './manage-users.messages.js';

const anna: CustomerUser = { id: 'u1', name: 'Anna Lind', email: 'anna@example.se', phone: '08-1', type: 'administrator' };
const erik: CustomerUser = { id: 'u2', name: 'Erik Ek', email: 'erik@example.se', phone: '08-2', type: 'orderer' };
const asa: CustomerUser = { id: 'u3', name: 'Åsa Berg', email: 'asa@example.se', phone: '08-3', type: 'orderer' };

/** An in-memory register that keeps what it is given, and refuses when told to. */
class MemoryRegister implements CustomerUserRegister {
  users: CustomerUser[] = [asa, erik, anna];
  refuse = false;
  failing = false;
  private next = 10;
  async list(): Promise<readonly CustomerUser[]> {
    if (this.failing) throw new Error('offline');
    return [...this.users];
  }
  async save(draft: CustomerUserDraft): Promise<SaveCustomerUserOutcome> {
    if (this.refuse) return { kind: 'refused', errors: [{ kind: 'portal-user-email-taken', message: 'taken' }] };
    const id = draft.id ?? `u${this.next++}`;
    const user = { ...draft, id };
    this.users = [...this.users.filter((u) => u.id !== id), user];
    return { kind: 'saved', id };
  }
}

function setup() {
  const register = new MemoryRegister();
  const toasts: { message: MessageDescriptor; intent: string }[] = [];
  const store = manageUsersStore(register, new SaveCustomerUser(register), {
    say: (message, intent) => void toasts.push({ message, intent }),
  });
  return { register, toasts, store };
}

describe('manageUsersStore', () => {
  it('lists the users by name in Swedish order', async () => {
    const { store } = setup();
    await store.load();
    expect(store.state).toBe('ready');
    expect(store.items.map((u) => u.name)).toEqual(['Anna Lind', 'Erik Ek', 'Åsa Berg']);
  });

  it('shows a field problem only once it was left, and every one when saving', async () => {
    const { store, register } = setup();
    await store.load();
    store.openCreate();
    store.set('email', 'erik@EXAMPLE.se');
    expect(store.problemOf('email')).toBeUndefined();
    store.touch('email');
    expect(store.problemOf('email')).toEqual({ kind: 'email-taken' });
    expect(await store.save()).toBe(false);
    expect(store.problemOf('name')).toEqual({ kind: 'required' });
    expect(store.problemOf('type')).toEqual({ kind: 'required' });
    expect(register.users).toHaveLength(3);
  });

  it('adds a user, toasts, closes and reloads the list', async () => {
    const { store, toasts } = setup();
    await store.load();
    store.openCreate();
    store.set('name', ' Bo Ek ');
    store.set('email', 'bo@example.se');
    store.set('phone', '070-1');
    store.set('type', 'orderer');
    expect(await store.save()).toBe(true);
    expect(store.editor).toBeNull();
    expect(toasts).toEqual([{ message: m.saved, intent: 'success' }]);
    expect(store.items.map((u) => u.name)).toEqual(['Anna Lind', 'Bo Ek', 'Erik Ek', 'Åsa Berg']);
  });

  it('edits a user, keeping its own e-mail, and refuses to take the last administrator away', async () => {
    const { store } = setup();
    await store.load();
    store.openEdit(anna);
    expect(store.editor?.form).toEqual({ name: 'Anna Lind', email: 'anna@example.se', phone: '08-1', type: 'administrator' });
    store.set('type', 'orderer');
    expect(await store.save()).toBe(false);
    expect(store.problemOf('type')).toEqual({ kind: 'last-administrator' });
    store.set('type', 'administrator');
    store.set('phone', '08-99');
    expect(await store.save()).toBe(true);
    expect(store.items.find((u) => u.id === 'u1')?.phone).toBe('08-99');
  });

  it('keeps the dialog and what was typed when the CRM refuses; a failed load says so', async () => {
    const { store, register, toasts } = setup();
    await store.load();
    store.openEdit(erik);
    register.refuse = true;
    expect(await store.save()).toBe(false);
    expect(store.editor?.editing).toBe(erik);
    expect(toasts).toEqual([]);
    register.failing = true;
    await store.load();
    expect(store.state).toBe('failed');
  });
});
