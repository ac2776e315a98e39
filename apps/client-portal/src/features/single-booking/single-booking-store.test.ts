import { SubmitBooking } from '@tolk/core';
import { aBookingContact, anAssignment, atStockholm, type Assignment, type CustomerProfile } from '@tolk/core';
import { configure, observable, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { aTestWorld, FakeLookup, settle } from '../booking-form/test-fakes.js';
import { entryOf } from './single-booking-entry.js';
import { SingleBookingStore } from './single-booking-store.js';

configure({ enforceActions: 'always' });

const stores: SingleBookingStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

function setUp(orders: readonly Assignment[] = []) {
  const world = aTestWorld();
  const lookup = new FakeLookup(new Map(orders.map((o) => [o.id, o])));
  const toasts: string[] = [];
  let refreshed = 0;
  const changed: string[] = [];
  const store = new SingleBookingStore({
    form: world.formDeps,
    contacts: world.contacts,
    booking: new SubmitBooking(world.booking),
    drafts: world.drafts,
    lookup,
    refreshAssignments: () => void refreshed++,
    onOrderChanged: (id) => void changed.push(id),
    toasts: { say: (message) => void toasts.push(String(message.id)) },
  });
  stores.push(store);
  return { world, store, lookup, toasts, changed, refreshed: () => refreshed };
}

/** Fills the open form with a complete telephone booking. */
async function fillValid(store: SingleBookingStore): Promise<void> {
  const form = store.form!;
  await store.contacts.load();
  form.setLanguage('skill-arabiska');
  await form.loadServices();
  form.setText('meetingPhone', '08-508 09 100');
  form.setContact('contact-1');
  form.setOrdererSameAsContact(true);
}

const futureOrder = anAssignment({
  id: 'order-7',
  number: '100007',
  start: atStockholm('2026-11-30 09:00'),
  end: atStockholm('2026-11-30 10:00'),
  orderedStart: atStockholm('2026-11-30 09:00'),
  orderedEnd: atStockholm('2026-11-30 10:00'),
  canBeUpdated: true,
  meeting: { platform: null, url: null, passCode: null, phone: '08-508 09 100', bankIdRequired: false },
});

describe('entryOf', () => {
  it('reads the navigation states that open the form', () => {
    expect(entryOf({ date: '2026-12-01' })).toEqual({ kind: 'new', date: Temporal.PlainDate.from('2026-12-01') });
    expect(entryOf({ mode: 'edit', assignmentId: 'o-1' })).toEqual({ kind: 'edit', orderId: 'o-1' });
    expect(entryOf({ mode: 'copy', assignmentId: 'o-1' })).toEqual({ kind: 'copy', orderId: 'o-1' });
    expect(entryOf({ editOf: 'o-2' })).toEqual({ kind: 'edit', orderId: 'o-2' });
    expect(entryOf({ copyOf: 'o-3' })).toEqual({ kind: 'copy', orderId: 'o-3' });
    expect(entryOf(null)).toEqual({ kind: 'new', date: null });
    expect(entryOf({ date: 'soon' })).toEqual({ kind: 'new', date: null });
  });
});

describe('SingleBookingStore', () => {
  it('opens a new form on the day the calendar gave, and keeps it when the same entry comes back', async () => {
    const { store } = setUp();
    await store.open({ kind: 'new', date: Temporal.PlainDate.from('2026-12-01') });
    expect(store.form?.draft.dates.map(String)).toEqual(['2026-12-01']);
    store.form!.setLanguage('skill-somaliska');
    const form = store.form;
    await store.open({ kind: 'new', date: Temporal.PlainDate.from('2026-12-01') });
    expect(store.form).toBe(form);
    await store.open({ kind: 'new', date: null });
    expect(store.form).not.toBe(form);
  });

  it('keeps the unsent draft as it changes and offers it back when the form opens again', async () => {
    const { store, world } = setUp();
    await store.open({ kind: 'new', date: null });
    await fillValid(store);
    store.form!.setText('description', 'Möt klienten i entrén');
    // Written at once: a reload right after the last key keeps it.
    expect(world.drafts.load('single')?.drafts[0]?.description).toBe('Möt klienten i entrén');
    store.close();

    await store.open({ kind: 'new', date: null });
    expect(store.offered?.drafts[0]?.description).toBe('Möt klienten i entrén');
    expect(store.form?.draft.description).toBe('');
    store.restoreOffered();
    expect(store.form?.draft.description).toBe('Möt klienten i entrén');
    expect(store.form?.isDirty).toBe(true);
    expect(store.offered).toBeNull();

    store.close();
    await store.open({ kind: 'new', date: null });
    store.discardOffered();
    expect(world.drafts.load('single')).toBeNull();
  });

  it('shows the step of the first problem on submit', async () => {
    const { store } = setUp();
    await store.open({ kind: 'new', date: null });
    expect(store.continueToStep2()).toEqual({ kind: 'invalid', field: 'skillId', step: 1 });
    await fillValid(store);
    expect(store.continueToStep2()).toEqual({ kind: 'ready' });
    expect(store.step).toBe(2);
    store.form!.setUseProfileAddress(false);
    store.form!.setText('postalCode', '1114');
    store.setStep(1);
    expect(store.submit()).toEqual({ kind: 'invalid', field: 'postalCode', step: 2 });
    expect(store.step).toBe(2);
    expect(store.form!.problemOf('postalCode')).toEqual({ kind: 'exact-length', length: 5 });
  });

  it('books, shows the success, clears the stored draft and the added persons, and refreshes the list', async () => {
    const { store, world, refreshed } = setUp();
    await store.open({ kind: 'new', date: null });
    await fillValid(store);
    store.form!.openContactDialog('orderer');
    store.form!.addContact({
      firstName: 'Nils',
      lastName: 'Ek',
      title: null,
      email: 'n@example.se',
      phoneDirect: null,
      phoneMobile: null,
    });
    expect(store.submit()).toEqual({ kind: 'ready' });
    expect(world.drafts.load('single')).not.toBeNull();
    expect(await store.requestSend()).toBe(true);
    expect(store.success?.mode).toBe('assignment');
    expect(store.success?.orders).toEqual([
      expect.objectContaining({ orderNumber: '500001', language: 'Arabiska', serviceName: 'Telefontolkning' }),
    ]);
    expect(world.booking.created[0]?.orderer?.firstName).toBe('Nils');
    expect(world.drafts.load('single')).toBeNull();
    expect(world.contacts.added).toEqual([]);
    expect(refreshed()).toBe(1);
    expect(store.form?.isDirty).toBe(false);
  });

  it('keeps the draft and says so when the CRM refuses the order', async () => {
    const { store, world, toasts } = setUp();
    await store.open({ kind: 'new', date: null });
    await fillValid(store);
    world.booking.refuseWith = [{ kind: 'unexpected-error', message: 'Could not create' }];
    expect(store.submit().kind).toBe('ready');
    expect(await store.requestSend()).toBe(false);
    expect(store.success).toBeNull();
    expect(toasts).toEqual(['bookingForm.createNewOrderError']);
    expect(world.drafts.load('single')?.drafts[0]?.skillId).toBe('skill-arabiska');
    expect(store.form?.draft.skillId).toBe('skill-arabiska');
    expect(store.sending).toBe(false);
  });

  it('asks before sending texts that look like personal identity numbers', async () => {
    const { store, world } = setUp();
    await store.open({ kind: 'new', date: null });
    await fillValid(store);
    store.form!.setText('description', 'Gäller 19121212-1212');
    expect(await store.requestSend()).toBe(false);
    expect(store.personalNumbers).toEqual(['description']);
    store.cancelPersonalNumbers();
    expect(world.booking.created).toHaveLength(0);
    await store.requestSend();
    expect(await store.send()).toBe(true);
    expect(world.booking.created).toHaveLength(1);
    expect(store.personalNumbers).toEqual([]);
  });

  it('"Ändra" in the personal-number warning shows the step of the field and asks for it to be focused', async () => {
    const { store } = setUp();
    await store.open({ kind: 'new', date: null });
    await fillValid(store);
    store.form!.setText('yourReference', '19121212-1212');
    expect(await store.requestSend()).toBe(false);
    expect(store.editPersonalNumber()).toBe('yourReference');
    expect([store.personalNumbers, store.step, store.fieldToFocus]).toEqual([[], 2, 'yourReference']);
    store.focusedField();
    expect(store.fieldToFocus).toBeNull();
  });

  it('changes an order, and tells when a critical change near the start made a new booking', async () => {
    const { store, world, changed } = setUp([futureOrder]);
    world.register.persons = [aBookingContact(), aBookingContact({ id: 'contact-2', firstName: 'Per', lastName: 'Ek' })];
    await store.open({ kind: 'edit', orderId: 'order-7' });
    await settle();
    expect(store.state).toBe('ready');
    expect(store.editing).toBe(true);
    expect(store.source?.number).toBe('100007');
    await store.contacts.load();
    await store.form!.loadServices();
    store.form!.setStart(Temporal.PlainTime.from('11:00'));
    world.booking.newOrderOnUpdate = true;
    expect([store.submit().kind, store.form!.firstProblemField]).toEqual(['ready', null]);
    expect(world.drafts.load('single')).toBeNull();
    expect(await store.requestSend()).toBe(true);
    expect(world.booking.updated[0]?.orderId).toBe('order-7');
    expect(store.success).toMatchObject({ mode: 'edit', newOrder: { previousNumber: '100001', number: '500001' } });
    expect(changed).toEqual(['order-7']);
  });

  it('refuses to open an order that can no longer be changed, or one that is not there', async () => {
    const { store, lookup } = setUp([{ ...futureOrder, canBeUpdated: false }]);
    await store.open({ kind: 'edit', orderId: 'order-7' });
    expect(store.state).toBe('not-editable');
    expect(store.form).toBeNull();
    await store.open({ kind: 'copy', orderId: 'nope' });
    expect(store.state).toBe('missing');
    lookup.failing = true;
    await store.open({ kind: 'copy', orderId: 'order-7' });
    expect(store.state).toBe('failed');
  });

  it('copies an order into a new booking: the same details, no editing marker', async () => {
    const { store } = setUp([futureOrder]);
    await store.open({ kind: 'copy', orderId: 'order-7' });
    expect(store.mode).toBe('copy');
    expect(store.form?.draft.editing).toBeNull();
    expect(store.form?.draft.skillId).toBe(futureOrder.skillId);
    expect(store.form?.draft.dates.map(String)).toEqual(['2026-11-30']);
  });

  it('refuses a same-day critical change in the form', async () => {
    const today = anAssignment({
      ...futureOrder,
      start: atStockholm('2026-11-23 15:00'),
      end: atStockholm('2026-11-23 16:00'),
      orderedStart: atStockholm('2026-11-23 15:00'),
      orderedEnd: atStockholm('2026-11-23 16:00'),
    });
    const { store, world } = setUp([today]);
    await store.open({ kind: 'edit', orderId: 'order-7' });
    store.form!.setStart(Temporal.PlainTime.from('17:00'));
    expect(store.canSend).toBe(false);
    expect(await store.requestSend()).toBe(false);
    expect(world.booking.updated).toHaveLength(0);
  });

  it('continues with a fresh form after a booking, and the abandoned draft is gone', async () => {
    const { store, world } = setUp();
    await store.open({ kind: 'new', date: null });
    await fillValid(store);
    await store.send();
    store.continueBooking();
    await settle();
    expect(store.success).toBeNull();
    expect(store.form?.draft.skillId).toBeNull();
    store.form!.setLanguage('skill-arabiska');
    expect(world.drafts.load('single')).not.toBeNull();
    store.abandon();
    expect(world.drafts.load('single')).toBeNull();
    expect(store.form).toBeNull();
  });

  /** A new form opened before the customer's profile has arrived; `arrive` brings it. */
  async function openBeforeTheProfile() {
    const { store, world } = setUp();
    const profile = observable.box<CustomerProfile | null>(null);
    const late = new SingleBookingStore({
      form: { ...world.formDeps, profile: () => profile.get() },
      contacts: world.contacts,
      booking: new SubmitBooking(world.booking),
      drafts: world.drafts,
      lookup: new FakeLookup(),
      refreshAssignments: () => undefined,
      toasts: { say: () => undefined },
    });
    stores.push(late, store);
    await late.open({ kind: 'new', date: null });
    return { late, arrive: () => runInAction(() => profile.set(world.profile)) };
  }

  it('gives an untouched new form the profile when it arrives late', async () => {
    const { late, arrive } = await openBeforeTheProfile();
    expect(late.form?.draft.companyName).toBe('');
    arrive();
    expect(late.form?.draft.companyName).toBe('Stockholms stad – Socialtjänsten Norrmalm');
    expect(late.form?.draft.addressLine).toBe('Tegnérgatan 23');
    expect(late.form?.isDirty).toBe(false);
  });

  it('keeps the times of a new form when the profile arrives late: only the address and name change', async () => {
    const { late, arrive } = await openBeforeTheProfile();
    const before = late.form!.draft;
    arrive();
    const after = late.form!.draft;
    // The same objects, not equal copies: a time field being typed in keeps its text (its value did not change).
    expect(after.start).toBe(before.start);
    expect(after.end).toBe(before.end);
    expect(after.dates).toBe(before.dates);
    expect({ ...after, addressLine: '', careOf: '', postalCode: '', city: '', companyName: '' }).toEqual({
      ...before,
      addressLine: '',
      careOf: '',
      postalCode: '',
      city: '',
      companyName: '',
    });
  });
});
