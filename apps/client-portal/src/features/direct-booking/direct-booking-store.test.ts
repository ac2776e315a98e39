import {
  FixedClock,
  SaveContactPerson,
  STOCKHOLM,
  nowInStockholm,
  type ContactPerson,
  type ContactPersonDraft,
  type ContactPersonRegister,
  type DeleteContactPersonOutcome,
  type DirectAvailability,
  type DirectAvailabilityRequest,
  type DirectBooking,
  type DirectOrderOutcome,
  type DirectOrderRequest,
  type OpeningHours,
  type SaveContactPersonOutcome,
} from '@tolk/core';
import { configure, when } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { contactPersonsStore, type ContactPersonsStore } from '../contact-persons/contact-persons-store.js';
import { DirectBookingStore } from './direct-booking-store.js';

configure({ enforceActions: 'always' });

const at = (time: string) => Temporal.ZonedDateTime.from(`2026-11-23T${time}[${STOCKHOLM}]`);

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
    { id: 'p2', firstName: 'Anna', lastName: 'Berg', title: null, email: null, phoneDirect: '08-1', phoneMobile: null },
  ];
  private next = 3;
  async list() {
    return this.persons;
  }
  async save(draft: ContactPersonDraft): Promise<SaveContactPersonOutcome> {
    const id = draft.id ?? `p${this.next++}`;
    this.persons = [...this.persons.filter((p) => p.id !== id), { ...draft, id }];
    return { kind: 'saved', id };
  }
  async remove(): Promise<DeleteContactPersonOutcome> {
    return { kind: 'deleted' };
  }
}

class FakeDirectBooking implements DirectBooking {
  hours: OpeningHours | null = {
    days: [{ isActive: true, window: { from: at('07:30'), to: at('19:00') } }],
    minutesFromNowPossibleToBook: 120,
  };
  readonly asked: DirectAvailabilityRequest[] = [];
  availability_: DirectAvailability = { serviceId: 'tel', canBookOriginal: true, slots: [] };
  async openingHours() {
    return this.hours;
  }
  async availability(request: DirectAvailabilityRequest) {
    this.asked.push(request);
    return this.availability_;
  }
  async order(request: DirectOrderRequest): Promise<DirectOrderOutcome> {
    return {
      kind: 'booked',
      order: {
        orderId: 'o1',
        orderNumber: '2600001',
        from: request.period.from,
        to: request.period.from.add({ minutes: request.period.minutes }),
        interpreterName: 'Tolk',
        interpreterPhone: null,
      },
    };
  }
  async clearResources() {}
}

function setUp() {
  const clock = FixedClock.at('2026-11-23 10:00:20');
  const booking = new FakeDirectBooking();
  const register = new InMemoryRegister();
  const toasts = { say: () => undefined, compose: () => undefined };
  const contacts = contactPersonsStore(register, new SaveContactPerson(register), () => true, toasts);
  let booked = 0;
  const store = new DirectBookingStore({
    ports: {
      booking,
      clock,
      ids: { next: () => 'session' },
      pause: { wait: async () => undefined },
      notifier: { notify: () => undefined },
    },
    now: () => nowInStockholm(clock),
    contacts,
    skills: () => [{ id: 'ar', name: 'Arabiska', substituteIds: [] }],
    onBooked: () => (booked += 1),
  });
  return { clock, booking, register, contacts, store, booked: () => booked };
}

async function openForm(store: DirectBookingStore, contacts: ContactPersonsStore) {
  store.open();
  await when(() => store.state.name === 'form' && contacts.state === 'ready');
}

describe('DirectBookingStore', () => {
  it('opens a fresh form: start now + 5 minutes, 30 minutes, durations within the window', async () => {
    const { store, contacts } = setUp();
    await openForm(store, contacts);
    expect(store.form.start?.toString()).toBe('10:05:00');
    expect(store.form.duration).toBe(30);
    expect(store.durationOptions).toEqual([30, 60, 90]);
    expect(store.canSubmit).toBe(false);
    expect(store.problemOf('skill')).toBeUndefined();
  });

  it('flags a chosen person without an e-mail and clears the flag once one is added here', async () => {
    const { store, contacts } = setUp();
    await openForm(store, contacts);
    store.set('orderer', 'p1');
    store.set('contact', 'p2');
    expect(store.emailFlags).toEqual({ orderer: false, contact: true });
    expect(store.canSubmit).toBe(false);
    store.addEmail('contact');
    expect(contacts.editor?.editing?.id).toBe('p2');
    contacts.set('email', 'anna@example.se');
    expect(await contacts.save()).toBe(true);
    expect(store.emailFlags).toEqual({ orderer: false, contact: false });
    expect(store.canSubmit).toBe(true);
  });

  it('a person added for a role is chosen for it', async () => {
    const { store, contacts } = setUp();
    await openForm(store, contacts);
    store.addPerson('orderer');
    contacts.set('firstName', 'Ny');
    contacts.set('lastName', 'Person');
    contacts.set('email', 'ny@example.se');
    expect(await contacts.save()).toBe(true);
    expect(store.orderer?.firstName).toBe('Ny');
  });

  it('shows required problems after a submit, and the time problems at once', async () => {
    const { store, contacts, clock, booking } = setUp();
    await openForm(store, contacts);
    store.set('orderer', 'p1');
    store.set('contact', 'p1');
    store.set('duration', 120);
    expect(store.problemOf('duration')?.kind).toBe('beyond-window');
    expect(store.durationOptions).toEqual([30, 60, 90, 120]);
    await store.submit();
    expect(store.problemOf('skill')).toEqual({ kind: 'required' });
    expect(booking.asked).toEqual([]);
    clock.advance({ minutes: 6 });
    expect(store.problemOf('start')).toEqual({ kind: 'start-passed' });
    expect(store.canSubmit).toBe(false);
  });

  it('books and refreshes the assignments; book a new one starts over', async () => {
    const { store, contacts, booked } = setUp();
    await openForm(store, contacts);
    store.set('skill', 'ar');
    store.set('orderer', 'p1');
    store.set('contact', 'p1');
    await store.submit();
    expect(store.state.name).toBe('completed');
    expect('attempt' in store.state && store.languageOf(store.state.attempt)).toBe('Arabiska');
    expect(booked()).toBe(1);
    store.bookNew();
    await when(() => store.state.name === 'form');
    expect(store.form.skill).toBeNull();
    expect(store.submitted).toBe(false);
  });

  it('picks an alternative slot and books it', async () => {
    const { store, contacts, booking } = setUp();
    booking.availability_ = { serviceId: 'tel', canBookOriginal: false, slots: [{ from: at('10:15'), available: 4 }] };
    await openForm(store, contacts);
    store.set('skill', 'ar');
    store.set('orderer', 'p1');
    store.set('contact', 'p1');
    await store.submit();
    expect(store.state.name).toBe('choosing');
    store.chooseSlot({ from: at('10:15'), available: 4 });
    await store.bookChosenSlot();
    expect(store.state).toMatchObject({ name: 'completed', order: { from: at('10:15') } });
  });

  it('closes from anywhere, the contact dialog too', async () => {
    const { store, contacts } = setUp();
    await openForm(store, contacts);
    store.set('contact', 'p2');
    store.addEmail('contact');
    store.close();
    expect(store.isOpen).toBe(false);
    expect(contacts.editor).toBeNull();
  });
});
