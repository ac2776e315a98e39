import { Temporal } from 'temporal-polyfill';
import type { CustomerProfile } from '../account/customer.js';
import { STOCKHOLM } from '../time/clock.js';
import { newDraft } from './defaults.js';
import type { AssignmentDraft, BookableService, BookingContact } from './draft.js';

/**
 * Test support for the booking rules: plausible services (as the mock CRM offers them), contacts,
 * a profile and a draft, each changed by overrides; and the DST changes the properties cover.
 */
export function aBookableService(overrides: Partial<BookableService> = {}): BookableService {
  return {
    id: 'service-tele',
    name: 'Telefontolkning',
    isRemote: true,
    requiresMeetingUrl: false,
    requiresMeetingPhone: true,
    competences: [1, 2, 3, 4, 5].map((id) => ({ id, name: `Nivå ${id}` })),
    platforms: [],
    alternativeIds: [],
    smsReminder: {
      id: 'sms',
      selectableForNew: true,
      selectableForUpdate: true,
      preselected: false,
      sendHoursBefore: 48,
      sendHoursAfter: 1,
    },
    invoiceReceiverId: 'invoice-1',
    defaults: {
      competenceLevelOrHigher: true,
      exactCompetenceLevel: false,
      requireCorrectGender: false,
      gender: null,
      competenceId: 1,
      allowAlternativeService: false,
    },
    ...overrides,
  };
}

/** The four services of docs/api.md, "Services offered". */
export const SAMPLE_SERVICES = {
  telephone: aBookableService(),
  onSite: aBookableService({
    id: 'service-onsite',
    name: 'Kontakttolkning',
    isRemote: false,
    requiresMeetingPhone: false,
    alternativeIds: ['service-video', 'service-tele'],
    defaults: {
      competenceLevelOrHigher: true,
      exactCompetenceLevel: false,
      requireCorrectGender: false,
      gender: null,
      competenceId: 2,
      allowAlternativeService: true,
    },
  }),
  video: aBookableService({
    id: 'service-video',
    name: 'Videotolkning',
    requiresMeetingUrl: true,
    requiresMeetingPhone: false,
    platforms: [
      { id: 'teams', name: 'Microsoft Teams' },
      { id: 'zoom', name: 'Zoom' },
    ],
    alternativeIds: ['service-skype', 'service-tele'],
    defaults: {
      competenceLevelOrHigher: true,
      exactCompetenceLevel: false,
      requireCorrectGender: false,
      gender: null,
      competenceId: 1,
      allowAlternativeService: true,
    },
  }),
  skype: aBookableService({
    id: 'service-skype',
    name: 'Skypetolkning',
    requiresMeetingUrl: true,
    requiresMeetingPhone: false,
    platforms: [{ id: 'skype', name: 'Skype för företag' }],
    alternativeIds: ['service-video', 'service-tele'],
  }),
} as const;

export const ALL_SAMPLE_SERVICES: readonly BookableService[] = [
  SAMPLE_SERVICES.telephone,
  SAMPLE_SERVICES.onSite,
  SAMPLE_SERVICES.video,
  SAMPLE_SERVICES.skype,
];

export function aBookingContact(overrides: Partial<BookingContact> = {}): BookingContact {
  return {
    id: 'contact-1',
    firstName: 'Sara',
    lastName: 'Nordin',
    title: 'Kurator',
    email: 'sara.nordin@example.se',
    phoneDirect: null,
    phoneMobile: '070-765 43 21',
    ...overrides,
  };
}

export function aCustomerProfile(overrides: Partial<CustomerProfile> = {}): CustomerProfile {
  return {
    customerIdentifier: 'customer-1001',
    customerName: 'Stockholms stad – Socialtjänsten Norrmalm',
    customerNumber: '1001',
    department: 'Norrmalm',
    organisationNumber: '212000-0142',
    phoneNumberDirect: '08-508 09 000',
    phoneNumberSwitchboard: '08-508 00 000',
    customerAddress: {
      addressRow1: 'Tegnérgatan 23',
      addressRow2: '',
      careOf: '',
      postalCode: '11140',
      city: 'Stockholm',
      country: 'Sverige',
    },
    canCreateAutoAssignOrder: true,
    contactPersonOrdererRequiresEmail: false,
    contactPersonUponInterpretationRequiresEmail: false,
    image: null,
    ...overrides,
  };
}

/**
 * A complete, valid telephone draft for Monday 2026-11-30 09:00–09:30 (now: 2026-11-23 10:00):
 * language, type, meeting phone, contact and orderer the same person; changed by the overrides.
 */
export function aDraft(overrides: Partial<AssignmentDraft> = {}): AssignmentDraft {
  return {
    ...newDraft({ now: BUILDER_NOW, profile: aCustomerProfile(), key: 'draft-1' }),
    skillId: 'skill-arabiska',
    serviceId: SAMPLE_SERVICES.telephone.id,
    competenceId: 1,
    dates: [Temporal.PlainDate.from('2026-11-30')],
    start: Temporal.PlainTime.from('09:00'),
    end: Temporal.PlainTime.from('09:30'),
    meetingPhone: '08-508 09 100',
    contactPersonId: 'contact-1',
    ordererId: 'contact-1',
    ordererSameAsContact: true,
    ...overrides,
  };
}

/** The "now" of `aDraft`: Monday 2026-11-23 10:00 in Stockholm. */
export const BUILDER_NOW: Temporal.ZonedDateTime = Temporal.ZonedDateTime.from('2026-11-23T10:00:00[Europe/Stockholm]');

/** Every DST change in Stockholm from 2020 to 2035 (two a year), as the instant it happens. */
export function stockholmDstChanges(fromYear = 2020, toYear = 2035): Temporal.ZonedDateTime[] {
  const changes: Temporal.ZonedDateTime[] = [];
  let at: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from({ year: fromYear, month: 1, day: 1, timeZone: STOCKHOLM });
  while ((at = at.getTimeZoneTransition('next')) && at.year <= toYear) changes.push(at);
  return changes;
}
