import { describe, expect, it } from 'vitest';
import { NO_BOOKED_DETAILS } from '../assignments/assignment.js';
import { anAssignment, atStockholm } from '../assignments/builders.js';
import { ALL_SAMPLE_SERVICES, aBookingContact, aCustomerProfile } from './builders.js';
import { draftFromAssignment } from './from-order.js';
import { buildOrderRequest } from './payload.js';
import { validateDraft } from './validation.js';

const profile = aCustomerProfile();
const now = atStockholm('2026-05-10 12:00');

const order = anAssignment({
  id: 'order-7',
  number: '100007',
  serviceId: 'service-onsite',
  alternativeServiceIds: ['service-video'],
  start: atStockholm('2026-05-12 09:00'),
  end: atStockholm('2026-05-12 10:30'),
  orderedStart: atStockholm('2026-05-12 09:00'),
  orderedEnd: atStockholm('2026-05-12 10:30'),
  contact: { id: 'contact-1', name: 'Sara Nordin', email: null, phoneDirect: null, phoneMobile: null },
  orderer: { id: 'contact-2', name: 'Per Ek', email: null, phoneDirect: null, phoneMobile: null },
  customerReference: 'Ärende 12',
  isDeviatingAddress: true,
  isHomeAddress: true,
  meeting: { platform: null, url: null, passCode: null, phone: '08-1', bankIdRequired: true },
  booked: {
    ...NO_BOOKED_DETAILS,
    skillSubstituteId: 'skill-sub',
    competenceId: 4,
    competenceLevelOrHigher: false,
    exactCompetenceLevel: true,
    genderId: 2,
    requireGender: true,
    preferredResourceLevel: 3,
    preferredResource: 'Amal || Haddad',
    notes: 'Ta med legitimation',
    additionalRequirements: 'Intern || markering',
    customerOrderNumber: 'PO-1',
    postalAddress: { addressRow1: 'Sveavägen 44', careOf: 'c/o Ek', postalCode: '11134', city: 'Stockholm' },
    group: { description: 'Samtalsserie', sameInterpreter: true },
    contactId: 'contact-1',
    ordererId: 'contact-2',
    smsReminder: { serviceId: 'sms', receiver: '070-1', sendHoursBefore: 48, sendHoursAfter: 1 },
  },
});

describe('draftFromAssignment (spec 1 §4)', () => {
  it('edits the order with every booking field, keeping its day', () => {
    const draft = draftFromAssignment(order, { mode: 'edit', key: 'k', now, profile });
    expect(draft).toMatchObject({
      key: 'k',
      skillId: 'skill-arabiska',
      alternativeSkillId: 'skill-sub',
      serviceId: 'service-onsite',
      allowAlternativeService: true,
      alternativeServiceId: 'service-video',
      contactPersonId: 'contact-1',
      ordererId: 'contact-2',
      ordererSameAsContact: false,
      gender: 2,
      requireGender: true,
      competenceId: 4,
      onlyThisLevel: true,
      allowLowerLevel: false,
      requestedInterpreter: 'Amal  Haddad',
      requestedInterpreterLevel: 3,
      additionalRequirements: '',
      description: 'Ta med legitimation',
      yourReference: 'Ärende 12',
      yourOrderNumber: 'PO-1',
      useProfileAddress: false,
      isHomeAddress: true,
      addressLine: 'Sveavägen 44',
      careOf: 'c/o Ek',
      postalCode: '11134',
      city: 'Stockholm',
      companyName: profile.customerName,
      meetingPhone: '08-1',
      bankIdRequired: true,
      smsReminder: { serviceId: 'sms', phoneNumber: '070-1', sendHoursBefore: 48, sendHoursAfter: 1 },
      groupDescription: 'Samtalsserie',
      sameInterpreterForAll: true,
      editing: { orderId: 'order-7', orderNumber: '100007' },
    });
    expect([draft.dates.map(String), draft.start.toString(), draft.end.toString()]).toEqual([
      ['2026-05-12'],
      '09:00:00',
      '10:30:00',
    ]);
  });

  it('copies without the marker, moving a day that has come to tomorrow', () => {
    expect(draftFromAssignment(order, { mode: 'copy', key: 'k', now, profile })).toMatchObject({ editing: null });
    expect(draftFromAssignment(order, { mode: 'copy', key: 'k', now, profile }).dates.map(String)).toEqual(['2026-05-12']);
    const later = atStockholm('2026-05-12 08:00');
    const copy = draftFromAssignment(order, { mode: 'copy', key: 'k', now: later, profile });
    expect([copy.dates.map(String), copy.start.toString()]).toEqual([['2026-05-13'], '09:00:00']);
    expect(draftFromAssignment(order, { mode: 'edit', key: 'k', now: later, profile }).dates.map(String)).toEqual(['2026-05-12']);
  });

  it('uses the customer’s address when the order is performed there', () => {
    const atCustomer = anAssignment({ isDeviatingAddress: false });
    const draft = draftFromAssignment(atCustomer, { mode: 'copy', key: 'k', now, profile });
    expect(draft).toMatchObject({
      useProfileAddress: true,
      addressLine: 'Tegnérgatan 23',
      postalCode: '11140',
      isHomeAddress: false,
    });
  });

  it('gives a draft that validates and builds the same order again', () => {
    const builder = anAssignment({
      meeting: { platform: null, url: null, passCode: null, phone: '08-1', bankIdRequired: false },
    });
    const draft = draftFromAssignment(builder, { mode: 'edit', key: 'k', now, profile });
    const contacts = [aBookingContact(), aBookingContact({ id: 'contact-2', firstName: 'Per', lastName: 'Ek' })];
    expect(validateDraft(draft, { now, profile, services: ALL_SAMPLE_SERVICES, contacts }).problems).toEqual({});
    const request = buildOrderRequest(draft, { services: ALL_SAMPLE_SERVICES, contacts, profile });
    expect(request.occasions.map((o) => [o.from.toString(), o.to.toString()])).toEqual([
      [builder.start.toString(), builder.end.toString()],
    ]);
    expect([request.contact?.id, request.orderer?.id, request.requestedInterpreterLevel]).toEqual([
      'contact-1',
      'contact-2',
      null,
    ]);
  });
});
