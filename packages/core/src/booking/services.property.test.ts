import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aBookableService, aDraft } from './builders.js';
import { defaultServiceId } from './defaults.js';
import type { AssignmentDraft, BookableService } from './draft.js';
import { applyOfferedServices, certificationOf, changeService, setAllowAlternativeService } from './services.js';

const IDS = ['s1', 's2', 's3', 's4', 's5'];
const aService: fc.Arbitrary<BookableService> = fc
  .record({
    id: fc.constantFrom(...IDS),
    name: fc.constantFrom('Telefontolkning', 'Kontakttolkning', 'Videotolkning', 'Skypetolkning', 'Distans'),
    alternativeIds: fc.uniqueArray(fc.constantFrom(...IDS), { maxLength: 3 }),
    sms: fc.option(
      fc.record({ preselected: fc.boolean(), forNew: fc.boolean(), forUpdate: fc.boolean(), before: fc.option(fc.nat(72)) }),
    ),
    defaults: fc.record({
      competenceLevelOrHigher: fc.boolean(),
      exactCompetenceLevel: fc.boolean(),
      requireCorrectGender: fc.boolean(),
      gender: fc.constantFrom(null, 1 as const, 2 as const),
      competenceId: fc.option(fc.integer({ min: 1, max: 5 })),
      allowAlternativeService: fc.boolean(),
    }),
  })
  .map(({ sms, ...s }) =>
    aBookableService({
      ...s,
      smsReminder: sms && {
        id: 'sms',
        selectableForNew: sms.forNew,
        selectableForUpdate: sms.forUpdate,
        preselected: sms.preselected,
        sendHoursBefore: sms.before,
        sendHoursAfter: 1,
      },
    }),
  );
const someServices = fc.uniqueArray(aService, { selector: (s) => s.id, maxLength: 5 });

const aFormDraft: fc.Arbitrary<AssignmentDraft> = fc
  .record({
    serviceId: fc.option(fc.constantFrom(...IDS)),
    allowAlternativeService: fc.boolean(),
    meetingUrl: fc.constantFrom('', 'https://teams.example/abc'),
    meetingPhone: fc.constantFrom('', '08-123'),
    meetingPassCode: fc.constantFrom('', '4711'),
    meetingPlatformId: fc.option(fc.constant('teams')),
    bankIdRequired: fc.boolean(),
    editing: fc.option(fc.constant({ orderId: 'o1', orderNumber: '100001' })),
    smsReminder: fc.option(fc.constant({ serviceId: 'sms', phoneNumber: '070-1', sendHoursBefore: 48, sendHoursAfter: 1 })),
  })
  .map((fields) => aDraft(fields));

/** What a type change to `service` must leave in the draft (spec 1 §4). */
function expectDefaultsOf(service: BookableService, before: AssignmentDraft, after: AssignmentDraft) {
  const { defaults } = service;
  expect(after.serviceId).toBe(service.id);
  expect(after.competenceId).toBe(defaults.competenceId);
  expect(after.gender).toBe(defaults.gender);
  expect(after.requireGender).toBe(defaults.gender !== null && defaults.requireCorrectGender);
  if (defaults.competenceId !== null) {
    expect(certificationOf(after)).toBe(
      defaults.exactCompetenceLevel ? 'only' : defaults.competenceLevelOrHigher ? 'prefer' : 'allow-lower',
    );
  } else expect(certificationOf(after)).toBe('prefer');
  expect(after.allowAlternativeService).toBe(defaults.allowAlternativeService);
  expect(after.alternativeServiceId).toBe(defaults.allowAlternativeService ? (service.alternativeIds[0] ?? null) : null);
  expect([after.meetingUrl, after.meetingPhone, after.meetingPassCode, after.meetingPlatformId, after.bankIdRequired]).toEqual([
    '',
    '',
    '',
    null,
    false,
  ]);
  const offer = service.smsReminder;
  const selectable = !!offer && (before.editing ? offer.selectableForUpdate : offer.selectableForNew);
  if (!selectable) expect(after.smsReminder).toBeNull();
  else if (before.smsReminder || offer.preselected) {
    expect(after.smsReminder).toEqual({
      serviceId: offer.id,
      phoneNumber: before.smsReminder?.phoneNumber ?? '',
      sendHoursBefore: offer.sendHoursBefore ?? 48,
      sendHoursAfter: offer.sendHoursAfter,
    });
  } else expect(after.smsReminder).toBeNull();
}

describe('services (properties)', () => {
  it('a new answer keeps the type when still offered, otherwise the first (the default for a new form)', () => {
    fc.assert(
      fc.property(aFormDraft, someServices, (draft, services) => {
        const after = applyOfferedServices(draft, services);
        const kept = services.find((s) => s.id === draft.serviceId);
        if (kept) {
          expect(after.serviceId).toBe(kept.id);
          // Nothing but the refreshed alternative changes.
          expect({ ...after, alternativeServiceId: null }).toEqual({ ...draft, alternativeServiceId: null });
          expect(after.alternativeServiceId).toBe(draft.allowAlternativeService ? (kept.alternativeIds[0] ?? null) : null);
        } else if (services.length === 0) {
          expect(after.serviceId).toBeNull();
        } else {
          const expected = draft.serviceId === null ? defaultServiceId(services) : services[0]!.id;
          expectDefaultsOf(
            services.find((s) => s.id === expected)!,
            draft,
            after,
          );
        }
        expect(applyOfferedServices(after, services)).toEqual(after);
      }),
    );
  });

  it('a chosen type applies its defaults and resets the meeting; choosing the same type changes nothing', () => {
    fc.assert(
      fc.property(
        aFormDraft,
        someServices.filter((s) => s.length > 0),
        fc.nat(),
        (draft, services, pick) => {
          const service = services[pick % services.length]!;
          const after = changeService(draft, services, service.id);
          if (draft.serviceId === service.id) expect(after).toBe(draft);
          else expectDefaultsOf(service, draft, after);
        },
      ),
    );
  });

  it('the alternative-service toggle sets the first alternative or clears it', () => {
    fc.assert(
      fc.property(aFormDraft, someServices, fc.boolean(), (draft, services, on) => {
        const after = setAllowAlternativeService(draft, services, on);
        const service = services.find((s) => s.id === draft.serviceId);
        expect(after.allowAlternativeService).toBe(on);
        expect(after.alternativeServiceId).toBe(on ? (service?.alternativeIds[0] ?? null) : null);
      }),
    );
  });
});
