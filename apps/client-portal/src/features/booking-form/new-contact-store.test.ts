import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { NewContactStore } from './new-contact-store.js';

configure({ enforceActions: 'always' });

describe('NewContactStore', () => {
  it('adds nobody without names or a way to reach them, and says which is missing', () => {
    const store = new NewContactStore(false);
    expect(store.submit()).toBeNull();
    expect(store.problemOf('firstName')).toEqual({ kind: 'required' });
    expect(store.missingChannel).toBe(true);
    store.set('phoneMobile', '070-123 45 67');
    expect(store.missingChannel).toBe(false);
  });

  it('answers the person trimmed, empty fields as null', () => {
    const store = new NewContactStore(false);
    store.set('firstName', ' Nils ');
    store.set('lastName', 'Ek');
    store.set('phoneDirect', '08-555 00 00');
    expect(store.submit()).toEqual({
      firstName: 'Nils',
      lastName: 'Ek',
      title: null,
      email: null,
      phoneDirect: '08-555 00 00',
      phoneMobile: null,
    });
  });

  it('asks for an e-mail when the profile requires one, prefilled from the person that lacks it', () => {
    const store = new NewContactStore(true, {
      firstName: 'Sara',
      lastName: 'Nordin',
      title: 'Kurator',
      email: null,
      phoneDirect: null,
      phoneMobile: '070',
    });
    expect(store.form.title).toBe('Kurator');
    expect(store.submit()).toBeNull();
    expect(store.problemOf('email')).toEqual({ kind: 'required' });
    store.set('email', 'sara@example.se');
    expect(store.submit()?.email).toBe('sara@example.se');
  });
});
