import {
  ALL_SAMPLE_SERVICES,
  CreateNewOrderError,
  FixedClock,
  aBookingContact,
  aCustomerProfile,
  type Assignment,
  type AssignmentLookup,
  type BookableService,
  type BookableServices,
  type ChangedOrder,
  type ContactPerson,
  type ContactPersonRegister,
  type CreatedOrder,
  type CustomerProfile,
  type OrderBooking,
  type OrderRequest,
  type Skill,
} from '@tolk/core';
import { ClientStorage, MemoryStorage } from '@tolk/ui';
import type { Temporal } from 'temporal-polyfill';
import type { AssignmentFormDeps } from './assignment-form-store.js';
import { BookingContactsStore, SavedBookingContacts } from './booking-contacts-store.js';
import { DraftStorage } from './draft-storage.js';

/**
 * In-memory fakes of the booking ports for the form's and the single booking's tests (no
 * call-assertion mocks): services as the mock CRM offers them, a contact register, a CRM that books
 * with running numbers or refuses, and an order lookup.
 */
export const TEST_NOW = '2026-11-23 10:00:00';

export const TEST_SKILLS: readonly Skill[] = [
  { id: 'skill-arabiska', name: 'Arabiska', substituteIds: [] },
  { id: 'skill-somaliska', name: 'Somaliska', substituteIds: [] },
];

export class FakeServices implements BookableServices {
  constructor(public offer: readonly BookableService[] = ALL_SAMPLE_SERVICES) {}
  readonly asked: { skillId: string; from: string; to: string }[] = [];
  failing = false;

  async offered(skillId: string, from: Temporal.ZonedDateTime, to: Temporal.ZonedDateTime): Promise<readonly BookableService[]> {
    this.asked.push({ skillId, from: from.toString(), to: to.toString() });
    if (this.failing) throw new Error('GetServices failed');
    return this.offer;
  }
}

export class FakeRegister implements ContactPersonRegister {
  constructor(public persons: readonly ContactPerson[] = [aBookingContact()]) {}

  async list(): Promise<readonly ContactPerson[]> {
    return this.persons;
  }

  async save(): Promise<never> {
    throw new Error('the booking form does not save contact persons');
  }

  async remove(): Promise<never> {
    throw new Error('the booking form does not remove contact persons');
  }
}

export class FakeBooking implements OrderBooking {
  readonly created: OrderRequest[] = [];
  readonly updated: { orderId: string; request: OrderRequest }[] = [];
  /** The next calls are refused with these errors. */
  refuseWith: CreateNewOrderError['errors'] | null = null;
  /** The next this many creations are refused (the CRM's 9999). */
  failNext = 0;
  /** An update answers a new order (a critical change close to the start). */
  newOrderOnUpdate = false;

  /** `next` is the first order number handed out. */
  constructor(private next = 500001) {}

  async create(request: OrderRequest): Promise<readonly CreatedOrder[]> {
    if (this.refuseWith) throw new CreateNewOrderError(this.refuseWith);
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new CreateNewOrderError([{ kind: 'unexpected-error', message: 'the order could not be created' }]);
    }
    this.created.push(request);
    return request.occasions.map((o) => ({
      orderId: `order-${this.next}`,
      orderNumber: String(this.next++),
      from: o.from,
      to: o.to,
    }));
  }

  async update(orderId: string, request: OrderRequest): Promise<ChangedOrder> {
    if (this.refuseWith) throw new CreateNewOrderError(this.refuseWith);
    this.updated.push({ orderId, request });
    const occasion = request.occasions[0]!;
    const number = this.newOrderOnUpdate ? String(this.next++) : '100001';
    return {
      orderId: this.newOrderOnUpdate ? `order-${number}` : orderId,
      orderNumber: number,
      from: occasion.from,
      to: occasion.to,
      isNewOrder: this.newOrderOnUpdate,
      previousOrderNumber: '100001',
    };
  }
}

export class FakeLookup implements AssignmentLookup {
  constructor(public readonly orders: Map<string, Assignment> = new Map()) {}
  failing = false;

  async byId(id: string): Promise<Assignment | null> {
    if (this.failing) throw new Error('SearchOrders failed');
    return this.orders.get(id) ?? null;
  }
}

export interface TestWorld {
  readonly clock: FixedClock;
  readonly services: FakeServices;
  readonly register: FakeRegister;
  readonly contacts: BookingContactsStore;
  readonly booking: FakeBooking;
  readonly storage: ClientStorage;
  readonly drafts: DraftStorage;
  profile: CustomerProfile | null;
  customerNumber: string | null;
  readonly formDeps: Omit<AssignmentFormDeps, 'contacts' | 'onChange'>;
}

export function aTestWorld(): TestWorld {
  const clock = FixedClock.at(TEST_NOW);
  const services = new FakeServices();
  const register = new FakeRegister();
  const storage = new ClientStorage(new MemoryStorage());
  const world: TestWorld = {
    clock,
    services,
    register,
    contacts: new BookingContactsStore(new SavedBookingContacts(register)),
    booking: new FakeBooking(),
    storage,
    drafts: new DraftStorage(storage, () => world.customerNumber, clock),
    profile: aCustomerProfile(),
    customerNumber: '1001',
    formDeps: { services, clock, profile: () => world.profile, skills: () => TEST_SKILLS },
  };
  return world;
}

/** Lets pending promises (and MobX reactions after them) run. */
export const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
