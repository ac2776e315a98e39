import {
  CreateNewOrderError,
  FixedClock,
  STOCKHOLM,
  type BookableService,
  type BookableServices,
  type ContactPerson,
  type ContactPersonRegister,
  type CreatedOrder,
  type CustomerProfile,
  type OrderBooking,
  type OrderRequest,
  type Skill,
} from '@tolk/core';
import { BookingContactsStore } from '../booking-form/booking-contacts-store.js';

/**
 * In-memory fakes of the booking ports for the stores' tests (no call-assertion mocks): a CRM that
 * offers telephone and video, books orders with running numbers and refuses the ones it is told to.
 */
export const NOW = '2026-11-23 10:00:00';

export const PROFILE: CustomerProfile = {
  customerIdentifier: 'c-1',
  customerName: 'Stockholms stad – Socialtjänsten Norrmalm',
  customerNumber: '1001',
  department: 'Norrmalm',
  organisationNumber: '212000-0142',
  phoneNumberDirect: '08-123 45',
  phoneNumberSwitchboard: '08-508 00',
  customerAddress: {
    addressRow1: 'Fleminggatan 4',
    addressRow2: '',
    careOf: '',
    postalCode: '11226',
    city: 'Stockholm',
    country: 'Sverige',
  },
  canCreateAutoAssignOrder: true,
  contactPersonOrdererRequiresEmail: false,
  contactPersonUponInterpretationRequiresEmail: false,
  image: null,
};

export const SKILLS: readonly Skill[] = [
  { id: 'skill-ar', name: 'Arabiska', substituteIds: [] },
  { id: 'skill-so', name: 'Somaliska', substituteIds: [] },
];

const service = (id: string, name: string, extra: Partial<BookableService> = {}): BookableService => ({
  id,
  name,
  isRemote: true,
  requiresMeetingUrl: false,
  requiresMeetingPhone: false,
  competences: [{ id: 1, name: 'Registrerad tolk' }],
  platforms: [],
  alternativeIds: [],
  smsReminder: null,
  invoiceReceiverId: null,
  defaults: {
    competenceLevelOrHigher: true,
    exactCompetenceLevel: false,
    requireCorrectGender: false,
    gender: null,
    competenceId: 1,
    allowAlternativeService: false,
  },
  ...extra,
});

export const TELEPHONE = service('svc-tele', 'Telefontolkning', { requiresMeetingPhone: true });
export const VIDEO = service('svc-video', 'Videotolkning', {
  requiresMeetingUrl: true,
  platforms: [{ id: 'teams', name: 'Microsoft Teams' }],
});
export const ON_SITE = service('svc-onsite', 'Kontakttolkning', { isRemote: false });

export class FakeServices implements BookableServices {
  offer: readonly BookableService[] = [TELEPHONE, VIDEO, ON_SITE];
  async offered(): Promise<readonly BookableService[]> {
    return this.offer;
  }
}

export class FakeBooking implements OrderBooking {
  readonly created: OrderRequest[] = [];
  /** The next this many creations are refused. */
  failNext = 0;
  private number = 100_000;

  async create(request: OrderRequest): Promise<readonly CreatedOrder[]> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new CreateNewOrderError([{ code: 9999, message: 'the order could not be created' }]);
    }
    this.created.push(request);
    return request.occasions.map((occasion) => ({
      orderId: `order-${++this.number}`,
      orderNumber: String(this.number),
      from: occasion.from.withTimeZone(STOCKHOLM),
      to: occasion.to.withTimeZone(STOCKHOLM),
    }));
  }

  async update(): Promise<never> {
    throw new Error('not used');
  }
}

export const SAVED_PERSON: ContactPerson = {
  id: 'cp-1',
  firstName: 'Anna',
  lastName: 'Berg',
  title: 'Handläggare',
  email: 'anna.berg@example.se',
  phoneDirect: null,
  phoneMobile: '070-123 45 67',
};

export class FakeRegister implements ContactPersonRegister {
  async list(): Promise<readonly ContactPerson[]> {
    return [SAVED_PERSON];
  }
  async save(): Promise<never> {
    throw new Error('not used');
  }
  async remove(): Promise<never> {
    throw new Error('not used');
  }
}

export async function loadedContacts(): Promise<BookingContactsStore> {
  const contacts = new BookingContactsStore(new FakeRegister());
  await contacts.load();
  return contacts;
}

export const clockAt = (local = NOW) => FixedClock.at(local);

/** Keys a, b, c … in turn. */
export const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

/** Timers run by hand: `elapse(ms)` fires what is due. */
export function manualTimers() {
  let now = 0;
  let nextId = 1;
  const due = new Map<number, { at: number; work: () => void }>();
  return {
    start: (work: () => void, ms: number) => {
      const id = nextId++;
      due.set(id, { at: now + ms, work });
      return id;
    },
    stop: (handle: unknown) => void due.delete(handle as number),
    elapse: (ms: number) => {
      now += ms;
      for (const [id, timer] of [...due]) {
        if (timer.at <= now) {
          due.delete(id);
          timer.work();
        }
      }
    },
  };
}
