import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ALL_SAMPLE_SERVICES, aBookingContact, aCustomerProfile, aDraft, stockholmDstChanges } from './builders.js';
import type { AssignmentDraft } from './draft.js';
import { buildOrderRequest, type PayloadContext } from './payload.js';
import { endsNextDay } from './time-editing.js';

const CONTACTS = [
  aBookingContact(),
  aBookingContact({
    id: 'contact-2',
    firstName: 'Per',
    lastName: 'Ek',
    title: '',
    email: '',
    phoneDirect: '08-1',
    phoneMobile: ' ',
  }),
  aBookingContact({
    id: 'newPerson-7',
    firstName: 'Nya',
    lastName: 'Personen',
    title: null,
    email: 'ny@example.se',
    phoneMobile: null,
  }),
];
const context: PayloadContext = { services: ALL_SAMPLE_SERVICES, contacts: CONTACTS, profile: aCustomerProfile() };

const aText = fc.oneof(
  fc.constantFrom('', ' ', 'Ta med legitimation', 'A || B', '||', ' Amal || Haddad '),
  fc.string({ unit: fc.constantFrom('a', ' ', '|', 'ö'), maxLength: 12 }),
);
const aDay = fc.oneof(
  fc.integer({ min: 0, max: 3000 }).map((d) => Temporal.PlainDate.from('2026-11-24').add({ days: d })),
  fc.constantFrom(...stockholmDstChanges(2027, 2034)).map((c) => c.toPlainDate()),
);
const aTime = fc
  .integer({ min: 0, max: 24 * 12 - 1 })
  .map((n) => Temporal.PlainTime.from({ hour: Math.floor(n / 12), minute: (n % 12) * 5 }));
const anId = (...ids: (string | null)[]) => fc.constantFrom(...ids);

const aBookingDraft: fc.Arbitrary<AssignmentDraft> = fc
  .record({
    serviceId: fc.constantFrom(...ALL_SAMPLE_SERVICES.map((s) => s.id)),
    dates: fc.uniqueArray(aDay, { minLength: 1, maxLength: 4, selector: String }),
    start: aTime,
    end: aTime,
    alternativeSkillId: anId(null, '', 'skill-2'),
    allowAlternativeService: fc.boolean(),
    alternativeServiceId: anId(null, 'service-video'),
    gender: fc.constantFrom<1 | 2 | null>(null, 1, 2),
    requireGender: fc.boolean(),
    competenceId: fc.option(fc.integer({ min: 1, max: 5 })),
    allowLowerLevel: fc.boolean(),
    onlyThisLevel: fc.boolean(),
    requestedInterpreter: aText,
    requestedInterpreterLevel: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
    additionalRequirements: aText,
    description: aText,
    yourReference: aText,
    yourOrderNumber: aText,
    groupDescription: aText,
    sameInterpreterForAll: fc.boolean(),
    meetingUrl: fc.constantFrom('', 'https://teams.example/x'),
    meetingPassCode: aText,
    meetingPlatformId: anId(null, '', 'teams'),
    contactPersonId: anId('contact-1', 'contact-2', 'newPerson-7'),
    ordererId: anId('contact-1', 'contact-2', 'newPerson-7', null),
    ordererSameAsContact: fc.boolean(),
    useProfileAddress: fc.boolean(),
    isHomeAddress: fc.boolean(),
    careOf: aText,
    postalCode: fc.constantFrom('11134', '111 34', ' 98139'),
    smsReminder: fc.option(
      fc.record({
        serviceId: fc.constant('sms'),
        phoneNumber: fc.constantFrom('070-1', ' 070-2 '),
        sendHoursBefore: fc.option(fc.nat(72)),
        sendHoursAfter: fc.option(fc.nat(5)),
      }),
    ),
  })
  .map((fields) => aDraft({ ...fields, addressLine: 'Sveavägen 44', city: 'Stockholm' }));

/** Every string in the request, wherever it is. */
function stringsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value instanceof Temporal.ZonedDateTime) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsOf(v, `${path}.${k}`));
  return [];
}

describe('building the order (properties, spec 1 §5)', () => {
  it('one occasion per day; the end on the next day when not after the start', () => {
    fc.assert(
      fc.property(aBookingDraft, (draft) => {
        const { occasions } = buildOrderRequest(draft, context);
        expect(occasions.map((o) => o.from.toPlainDate().toString())).toEqual(draft.dates.map(String).sort());
        for (const { from, to } of occasions) {
          expect(Temporal.ZonedDateTime.compare(from, to)).toBeLessThan(0);
          expect(to.toPlainDate().since(from.toPlainDate()).days).toBe(endsNextDay(draft) ? 1 : 0);
        }
      }),
    );
  });

  it('sends the gender requirement only with a gender, the level flags only with a level', () => {
    fc.assert(
      fc.property(aBookingDraft, (draft) => {
        const request = buildOrderRequest(draft, context);
        expect(request.gender).toBe(draft.gender);
        expect(request.requireGender).toBe(draft.gender !== null && draft.requireGender);
        if (draft.competenceId === null)
          expect([request.competenceLevelOrHigher, request.exactCompetenceLevel]).toEqual([false, false]);
        else {
          expect(request.exactCompetenceLevel).toBe(draft.onlyThisLevel);
          expect(request.competenceLevelOrHigher).toBe(!draft.onlyThisLevel && !draft.allowLowerLevel);
        }
      }),
    );
  });

  it("removes '||' from the requested interpreter and drops requirements containing '||'", () => {
    fc.assert(
      fc.property(aBookingDraft, (draft) => {
        const request = buildOrderRequest(draft, context);
        const wanted = draft.requestedInterpreter.replace(/\|\|/g, '').trim();
        expect(request.requestedInterpreter).toBe(wanted === '' ? null : wanted);
        expect(request.requestedInterpreterLevel).toBe(wanted === '' ? null : draft.requestedInterpreterLevel);
        const requirements = draft.additionalRequirements.trim();
        expect(request.additionalRequirements).toBe(
          draft.additionalRequirements.includes('||') || requirements === '' ? null : requirements,
        );
      }),
    );
  });

  it('groups only several occasions, with the same-interpreter flag as set', () => {
    fc.assert(
      fc.property(aBookingDraft, (draft) => {
        const request = buildOrderRequest(draft, context);
        if (draft.dates.length > 1) {
          expect(request.group).toEqual({
            description: draft.groupDescription.trim() || null,
            sameInterpreter: draft.sameInterpreterForAll,
          });
        } else expect(request.group).toBeNull();
      }),
    );
  });

  it('sends no empty text: empty means null', () => {
    fc.assert(
      fc.property(aBookingDraft, (draft) => {
        for (const [path, text] of stringsOf(buildOrderRequest(draft, context))) expect(text.trim(), path).not.toBe('');
      }),
    );
  });

  it('sends the contacts from the list, a new one without id, the contact as orderer with same-as-above', () => {
    fc.assert(
      fc.property(aBookingDraft, (draft) => {
        const request = buildOrderRequest(draft, context);
        const expectPerson = (sent: typeof request.contact, id: string | null) => {
          if (id === null) return expect(sent).toBeNull();
          const person = CONTACTS.find((c) => c.id === id)!;
          expect(sent).toMatchObject({
            id: id.startsWith('newPerson-') ? null : id,
            firstName: person.firstName,
            lastName: person.lastName,
          });
        };
        expectPerson(request.contact, draft.contactPersonId);
        expectPerson(request.orderer, draft.ordererSameAsContact ? draft.contactPersonId : draft.ordererId);
      }),
    );
  });

  it('sends the typed address with the postal code as a number; the customer’s own only where the service is on site', () => {
    fc.assert(
      fc.property(aBookingDraft, (draft) => {
        const request = buildOrderRequest(draft, context);
        const onSite = ALL_SAMPLE_SERVICES.find((s) => s.id === draft.serviceId)!.isRemote === false;
        if (!draft.useProfileAddress) {
          expect(request.address).toEqual({
            addressRow1: 'Sveavägen 44',
            careOf: draft.careOf.trim() || null,
            city: 'Stockholm',
            postalCode: Number(draft.postalCode.replace(/\s/g, '')),
            isHomeAddress: draft.isHomeAddress,
          });
        } else if (onSite) {
          expect(request.address).toEqual({
            addressRow1: 'Tegnérgatan 23',
            careOf: null,
            city: 'Stockholm',
            postalCode: 11140,
            isHomeAddress: false,
          });
        } else expect(request.address).toBeNull();
      }),
    );
  });

  it('sends the alternative service only with the toggle on, the SMS reminder only when chosen', () => {
    fc.assert(
      fc.property(aBookingDraft, (draft) => {
        const request = buildOrderRequest(draft, context);
        expect(request.alternativeServiceIds).toEqual(
          draft.allowAlternativeService && draft.alternativeServiceId ? [draft.alternativeServiceId] : [],
        );
        if (draft.smsReminder)
          expect(request.smsReminder).toMatchObject({ serviceId: 'sms', receiver: draft.smsReminder.phoneNumber.trim() });
        else expect(request.smsReminder).toBeNull();
      }),
    );
  });
});
