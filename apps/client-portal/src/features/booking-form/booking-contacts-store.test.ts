import { aBookingContact } from '@tolk/core';
import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { BookingContactsStore, SavedBookingContacts } from './booking-contacts-store.js';
import { FakeRegister } from './test-fakes.js';

configure({ enforceActions: 'always' });

const person = { firstName: 'Nils', lastName: 'Ek', title: null, email: 'nils@example.se', phoneDirect: null, phoneMobile: null };

describe('BookingContactsStore', () => {
  it('lists the saved persons by name, then the ones added in the form with newPerson ids', async () => {
    const store = new BookingContactsStore(
      new SavedBookingContacts(
        new FakeRegister([aBookingContact({ id: 'b', firstName: 'Örjan' }), aBookingContact({ id: 'a', firstName: 'Anna' })]),
      ),
    );
    await store.load();
    expect(store.add(person)).toBe('newPerson-1');
    expect(store.add({ ...person, firstName: 'Ada' })).toBe('newPerson-2');
    expect(store.all.map((c) => c.id)).toEqual(['a', 'b', 'newPerson-1', 'newPerson-2']);
    expect(store.byId('newPerson-2')?.firstName).toBe('Ada');
    expect(store.byId(null)).toBeNull();
  });

  it('forgets the added persons after a booking, keeping the saved ones', async () => {
    const store = new BookingContactsStore(new SavedBookingContacts(new FakeRegister()));
    await store.load();
    store.add(person);
    store.clearNew();
    expect(store.all.map((c) => c.id)).toEqual(['contact-1']);
  });

  it('puts back the persons of a stored draft with their ids, and numbers new ones after them', () => {
    const store = new BookingContactsStore(new SavedBookingContacts(new FakeRegister()));
    store.restore([
      { ...person, id: 'newPerson-4' },
      { ...person, id: 'saved-1' },
    ]);
    expect(store.added.map((c) => c.id)).toEqual(['newPerson-4']);
    expect(store.add(person)).toBe('newPerson-5');
    store.restore([{ ...person, id: 'newPerson-4' }]);
    expect(store.added).toHaveLength(2);
  });

  it('keeps the last list when loading fails', async () => {
    const register = new FakeRegister();
    const store = new BookingContactsStore(new SavedBookingContacts(register));
    await store.load();
    register.list = async () => {
      throw new Error('down');
    };
    await store.load();
    expect(store.state).toBe('failed');
    expect(store.saved).toHaveLength(1);
  });

  it('shares one saved list among the booking flows, read once, while each flow keeps its added persons (issue 11)', async () => {
    const register = new FakeRegister();
    let reads = 0;
    const list = register.list.bind(register);
    register.list = async () => {
      reads += 1;
      return list();
    };
    const saved = new SavedBookingContacts(register);
    const single = new BookingContactsStore(saved);
    const multiple = new BookingContactsStore(saved);
    await single.load();
    expect(reads).toBe(1);
    expect(multiple.state).toBe('ready');
    expect(multiple.saved.map((c) => c.id)).toEqual(['contact-1']);
    multiple.add(person);
    single.add({ ...person, firstName: 'Ada' });
    // A booking sent in the single form drops its own added persons, never the multiple order's.
    single.clearNew();
    expect(single.all.map((c) => c.id)).toEqual(['contact-1']);
    expect(multiple.all.map((c) => c.firstName)).toEqual([single.all[0]!.firstName, 'Nils']);
    // Logout clears the shared list and each flow's own.
    multiple.clear();
    saved.clear();
    expect([multiple.all, single.all, saved.state]).toEqual([[], [], 'idle']);
  });
});
