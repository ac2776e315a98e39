import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ALL_SAMPLE_SERVICES, BUILDER_NOW, SAMPLE_SERVICES, aBookingContact, aCustomerProfile, aDraft } from './builders.js';
import { buildOrderRequest, isCriticalChange, isSameDayCriticalChange } from './payload.js';

const context = { services: ALL_SAMPLE_SERVICES, contacts: [aBookingContact()], profile: aCustomerProfile() };
const time = (text: string) => Temporal.PlainTime.from(text);
const date = (text: string) => Temporal.PlainDate.from(text);

describe('buildOrderRequest', () => {
  it('builds the telephone order of the builder’s draft', () => {
    const request = buildOrderRequest(aDraft(), context);
    expect({ ...request, occasions: request.occasions.map((o) => [o.from.toString(), o.to.toString()]) }).toEqual({
      skillId: 'skill-arabiska',
      alternativeSkillId: null,
      serviceId: 'service-tele',
      alternativeServiceIds: [],
      occasions: [['2026-11-30T09:00:00+01:00[Europe/Stockholm]', '2026-11-30T09:30:00+01:00[Europe/Stockholm]']],
      group: null,
      competenceId: 1,
      competenceLevelOrHigher: true,
      exactCompetenceLevel: false,
      gender: null,
      requireGender: false,
      requestedInterpreter: null,
      requestedInterpreterLevel: null,
      notesForInterpreter: null,
      additionalRequirements: null,
      customerReference: null,
      customerOrderNumber: null,
      invoiceReceiverId: 'invoice-1',
      meeting: { platformId: null, url: null, phone: '08-508 09 100', passCode: null, bankIdRequired: false },
      contact: {
        id: 'contact-1',
        firstName: 'Sara',
        lastName: 'Nordin',
        title: 'Kurator',
        email: 'sara.nordin@example.se',
        phoneDirect: null,
        phoneMobile: '070-765 43 21',
      },
      orderer: {
        id: 'contact-1',
        firstName: 'Sara',
        lastName: 'Nordin',
        title: 'Kurator',
        email: 'sara.nordin@example.se',
        phoneDirect: null,
        phoneMobile: '070-765 43 21',
      },
      address: null,
      attachments: [],
      smsReminder: null,
    });
  });

  it('ends on the next day when the end is not after the start', () => {
    const request = buildOrderRequest(aDraft({ start: time('23:30'), end: time('00:30') }), context);
    expect(request.occasions.map((o) => o.to.toString())).toEqual(['2026-12-01T00:30:00+01:00[Europe/Stockholm]']);
  });

  it('groups several days, keeping the same-interpreter flag', () => {
    const draft = aDraft({
      dates: [date('2026-12-02'), date('2026-11-30')],
      groupDescription: ' Samtal ',
      sameInterpreterForAll: true,
    });
    const request = buildOrderRequest(draft, context);
    expect(request.occasions.map((o) => o.from.toPlainDate().toString())).toEqual(['2026-11-30', '2026-12-02']);
    expect(request.group).toEqual({ description: 'Samtal', sameInterpreter: true });
    expect(buildOrderRequest({ ...draft, dates: [date('2026-11-30')] }, context).group).toBeNull();
  });

  it('sends the attachment with a content type from its name when the browser gave none', () => {
    const file = { name: 'Kallelse.PDF', size: 3, type: '', base64: 'AAAA', description: ' ' };
    expect(buildOrderRequest(aDraft({ files: [file] }), context).attachments).toEqual([
      { base64: 'AAAA', contentType: 'application/pdf', filename: 'Kallelse.PDF', description: null },
    ]);
  });

  it('sends the customer’s address for an on-site order when the profile address is used', () => {
    const draft = aDraft({ serviceId: SAMPLE_SERVICES.onSite.id, meetingPhone: '' });
    expect(buildOrderRequest(draft, context).address).toEqual({
      addressRow1: 'Tegnérgatan 23',
      careOf: null,
      city: 'Stockholm',
      postalCode: 11140,
      isHomeAddress: false,
    });
    expect(buildOrderRequest(draft, { ...context, profile: null }).address).toBeNull();
  });

  it('refuses a draft without language or type (validate first)', () => {
    expect(() => buildOrderRequest(aDraft({ skillId: null }), context)).toThrow(/validate first/);
  });
});

describe('critical changes (spec 1 §1)', () => {
  const before = aDraft({ editing: { orderId: 'o1', orderNumber: '100001' } });

  it('are changes of date, time, language or address', () => {
    expect(isCriticalChange(before, { ...before, description: 'Ny text', meetingPhone: '08-2', contactPersonId: 'x' })).toBe(
      false,
    );
    expect(isCriticalChange(before, { ...before, dates: [date('2026-12-01')] })).toBe(true);
    expect(isCriticalChange(before, { ...before, start: time('09:05') })).toBe(true);
    expect(isCriticalChange(before, { ...before, end: time('10:00') })).toBe(true);
    expect(isCriticalChange(before, { ...before, skillId: 'skill-2' })).toBe(true);
    const typed = { ...before, useProfileAddress: false, addressLine: 'Sveavägen 44', postalCode: '11134', city: 'Stockholm' };
    expect(isCriticalChange(before, typed)).toBe(true);
    expect(isCriticalChange(typed, { ...typed, postalCode: '111 34', addressLine: 'sveavägen  44' })).toBe(false);
    expect(isCriticalChange(typed, { ...typed, city: 'Solna' })).toBe(true);
  });

  it('are refused on the assignment’s day and when moving it onto today', () => {
    const now = BUILDER_NOW; // 2026-11-23 10:00
    const today = { ...before, dates: [date('2026-11-23')], start: time('15:00'), end: time('16:00') };
    expect(isSameDayCriticalChange(today, { ...today, start: time('15:30') }, now)).toBe(true);
    expect(isSameDayCriticalChange(today, { ...today, description: 'x' }, now)).toBe(false);
    expect(isSameDayCriticalChange(before, { ...before, dates: [date('2026-11-23')] }, now)).toBe(true);
    expect(isSameDayCriticalChange(before, { ...before, dates: [date('2026-11-24')] }, now)).toBe(false);
  });
});
