import { FixedClock, type BookableService, type ContactPerson, type CustomerProfile, type Skill } from '@tolk/core';
import { BookingContactsStore, SavedBookingContacts } from '../booking-form/booking-contacts-store.js';
import { FakeBooking, FakeRegister, FakeServices } from '../booking-form/test-fakes.js';

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

/** The booking form's fakes with this file's three services and order numbers from 100001. */
export const fakeServices = () => new FakeServices([TELEPHONE, VIDEO, ON_SITE]);
export const fakeBooking = () => new FakeBooking(100_001);

export const SAVED_PERSON: ContactPerson = {
  id: 'cp-1',
  firstName: 'Anna',
  lastName: 'Berg',
  title: 'Handläggare',
  email: 'anna.berg@example.se',
  phoneDirect: null,
  phoneMobile: '070-123 45 67',
};

export async function loadedContacts(): Promise<BookingContactsStore> {
  const contacts = new BookingContactsStore(new SavedBookingContacts(new FakeRegister([SAVED_PERSON])));
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
