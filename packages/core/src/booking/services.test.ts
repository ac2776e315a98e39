import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ALL_SAMPLE_SERVICES, SAMPLE_SERVICES, aBookableService, aDraft } from './builders.js';
import {
  applyOfferedServices,
  certificationOf,
  changeService,
  chooseCertification,
  chooseCompetence,
  chooseContact,
  chooseGender,
  chooseOrderer,
  meetingFieldsOf,
  needsAdvancedWizard,
  offeredAlternativeOf,
  requiresMeetingLink,
  servicePeriodOf,
  setAllowAlternativeService,
  setOrdererSameAsContact,
  smsReminderOffer,
} from './services.js';

const { telephone, onSite, video, skype } = SAMPLE_SERVICES;

describe('services of the form (spec 1 §4)', () => {
  it('asks for the first occasion', () => {
    const draft = aDraft({
      dates: [Temporal.PlainDate.from('2026-12-02'), Temporal.PlainDate.from('2026-12-01')],
      start: Temporal.PlainTime.from('23:30'),
      end: Temporal.PlainTime.from('00:15'),
    });
    const { from, to } = servicePeriodOf(draft);
    expect([from.toString(), to.toString()]).toEqual([
      '2026-12-01T23:30:00+01:00[Europe/Stockholm]',
      '2026-12-02T00:15:00+01:00[Europe/Stockholm]',
    ]);
  });

  it('keeps the chosen type when still offered, else takes the first; a new form takes Tele', () => {
    const onSiteDraft = changeService(aDraft({ serviceId: null }), ALL_SAMPLE_SERVICES, onSite.id);
    expect(applyOfferedServices(onSiteDraft, ALL_SAMPLE_SERVICES)).toBe(onSiteDraft);
    expect(applyOfferedServices(onSiteDraft, [video, telephone]).serviceId).toBe(video.id);
    expect(applyOfferedServices(aDraft({ serviceId: null }), [video, telephone]).serviceId).toBe(telephone.id);
    expect(applyOfferedServices(onSiteDraft, []).serviceId).toBeNull();
  });

  it('refreshes a kept type’s alternative from the new answer', () => {
    const draft = changeService(aDraft({ serviceId: null }), ALL_SAMPLE_SERVICES, onSite.id);
    expect(draft.alternativeServiceId).toBe(video.id);
    const fewer = { ...onSite, alternativeIds: [telephone.id] };
    expect(applyOfferedServices(draft, [telephone, fewer]).alternativeServiceId).toBe(telephone.id);
  });

  it('applies the service’s defaults and resets the meeting on a type change', () => {
    const custom = aBookableService({
      id: 'custom',
      name: 'Videotolkning special',
      alternativeIds: ['service-tele'],
      smsReminder: {
        id: 'sms',
        selectableForNew: true,
        selectableForUpdate: false,
        preselected: true,
        sendHoursBefore: null,
        sendHoursAfter: 2,
      },
      defaults: {
        competenceLevelOrHigher: false,
        exactCompetenceLevel: true,
        requireCorrectGender: true,
        gender: 2,
        competenceId: 4,
        allowAlternativeService: true,
      },
    });
    const before = aDraft({
      meetingUrl: 'https://x',
      meetingPhone: '08-1',
      meetingPassCode: '123',
      meetingPlatformId: 'teams',
      bankIdRequired: true,
    });
    const after = changeService(before, [telephone, custom], 'custom');
    expect(after).toMatchObject({
      serviceId: 'custom',
      competenceId: 4,
      onlyThisLevel: true,
      allowLowerLevel: false,
      gender: 2,
      requireGender: true,
      allowAlternativeService: true,
      alternativeServiceId: 'service-tele',
      smsReminder: { serviceId: 'sms', phoneNumber: '', sendHoursBefore: 48, sendHoursAfter: 2 },
      meetingUrl: '',
      meetingPhone: '',
      meetingPassCode: '',
      meetingPlatformId: null,
      bankIdRequired: false,
    });
    expect(certificationOf(after)).toBe('only');
    // Editing: the reminder is not selectable for an update.
    expect(changeService({ ...before, editing: { orderId: 'o', orderNumber: '1' } }, [custom], 'custom').smsReminder).toBeNull();
    expect(changeService(after, [telephone, custom], 'custom')).toBe(after);
  });

  it('keeps a chosen SMS reminder’s number when the new type offers one', () => {
    const draft = aDraft({ smsReminder: { serviceId: 'sms', phoneNumber: '070-1', sendHoursBefore: 24, sendHoursAfter: null } });
    expect(changeService(draft, ALL_SAMPLE_SERVICES, video.id).smsReminder).toEqual({
      serviceId: 'sms',
      phoneNumber: '070-1',
      sendHoursBefore: 48,
      sendHoursAfter: 1,
    });
    expect(changeService(draft, [aBookableService({ id: 'none', smsReminder: null })], 'none').smsReminder).toBeNull();
    expect(smsReminderOffer(telephone)).toEqual({ serviceId: 'sms', phoneNumber: '', sendHoursBefore: 48, sendHoursAfter: 1 });
    expect(smsReminderOffer(null)).toBeNull();
  });

  it('sets or clears the alternative with the toggle', () => {
    const draft = changeService(aDraft({ serviceId: null }), ALL_SAMPLE_SERVICES, skype.id);
    expect(setAllowAlternativeService(draft, ALL_SAMPLE_SERVICES, false)).toMatchObject({
      allowAlternativeService: false,
      alternativeServiceId: null,
    });
    expect(setAllowAlternativeService(draft, ALL_SAMPLE_SERVICES, true)).toMatchObject({
      allowAlternativeService: true,
      alternativeServiceId: video.id,
    });
  });

  it('names the first alternative for the toggle only when it is offered', () => {
    expect(offeredAlternativeOf(onSite, ALL_SAMPLE_SERVICES)).toBe(video);
    expect(offeredAlternativeOf(skype, ALL_SAMPLE_SERVICES)).toBe(video);
    // The first alternative not offered: no toggle, even when a later one is.
    expect(offeredAlternativeOf(onSite, [onSite, telephone])).toBeNull();
    expect(offeredAlternativeOf(telephone, ALL_SAMPLE_SERVICES)).toBeNull();
    expect(offeredAlternativeOf(null, ALL_SAMPLE_SERVICES)).toBeNull();
  });

  it('shows the meeting fields the type asks for, the pass code with a platform', () => {
    expect(meetingFieldsOf(telephone)).toEqual({ platform: false, link: false, phone: true, passCode: 'none' });
    expect(meetingFieldsOf(video)).toEqual({ platform: true, link: true, phone: false, passCode: 'optional' });
    const phoneVariant = aBookableService({ name: 'Distans', platforms: [{ id: 'teams', name: 'Teams' }] });
    expect(meetingFieldsOf(phoneVariant)).toEqual({ platform: true, link: false, phone: true, passCode: 'required' });
    expect(meetingFieldsOf(onSite)).toBeNull();
    expect(meetingFieldsOf(null)).toBeNull();
  });

  it('needs a meeting link for video types', () => {
    expect([telephone, onSite, video, skype].map(requiresMeetingLink)).toEqual([false, false, true, true]);
    expect(requiresMeetingLink(aBookableService({ name: 'Distans', requiresMeetingUrl: true }))).toBe(true);
    expect(requiresMeetingLink(aBookableService({ name: 'Videotolkning', requiresMeetingUrl: false }))).toBe(true);
  });
});

describe('contact and orderer (spec 1 §4)', () => {
  const draft = aDraft({ contactPersonId: null, ordererId: null, ordererSameAsContact: false });

  it('with same-as-above on, choosing a contact sets the orderer; choosing none turns it off', () => {
    const same = setOrdererSameAsContact(chooseContact(draft, 'p1'), true);
    expect(same).toMatchObject({ contactPersonId: 'p1', ordererId: 'p1', ordererSameAsContact: true });
    expect(chooseContact(same, 'p2')).toMatchObject({ contactPersonId: 'p2', ordererId: 'p2', ordererSameAsContact: true });
    expect(chooseContact(same, null)).toMatchObject({ contactPersonId: null, ordererId: 'p1', ordererSameAsContact: false });
  });

  it('with same-as-above off, the two are chosen apart', () => {
    const apart = chooseOrderer(chooseContact(draft, 'p1'), 'p2');
    expect(apart).toMatchObject({ contactPersonId: 'p1', ordererId: 'p2', ordererSameAsContact: false });
    expect(chooseOrderer(setOrdererSameAsContact(apart, true), 'p3')).toMatchObject({
      ordererId: 'p3',
      ordererSameAsContact: false,
    });
    expect(setOrdererSameAsContact(apart, false)).toMatchObject({ ordererId: 'p2', ordererSameAsContact: false });
  });
});

describe('gender and certification (spec 1 §4)', () => {
  it('clearing the gender removes the requirement', () => {
    const draft = { ...chooseGender(aDraft(), 1), requireGender: true };
    expect(chooseGender(draft, 2)).toMatchObject({ gender: 2, requireGender: true });
    expect(chooseGender(draft, null)).toMatchObject({ gender: null, requireGender: false });
  });

  it('clearing the level clears allow-lower and only-this-level', () => {
    const draft = chooseCertification(chooseCompetence(aDraft(), 4), 'allow-lower');
    expect([draft.competenceId, certificationOf(draft)]).toEqual([4, 'allow-lower']);
    expect(certificationOf(chooseCertification(draft, 'only'))).toBe('only');
    expect(certificationOf(chooseCertification(draft, 'prefer'))).toBe('prefer');
    expect(chooseCompetence(chooseCertification(draft, 'only'), null)).toMatchObject({
      competenceId: null,
      allowLowerLevel: false,
      onlyThisLevel: false,
    });
  });
});

describe('needsAdvancedWizard (spec 1 §4)', () => {
  const fresh = changeService(aDraft({ serviceId: null }), ALL_SAMPLE_SERVICES, telephone.id);

  it('is not needed for a draft as the service’s defaults left it', () => {
    expect(needsAdvancedWizard(fresh, ALL_SAMPLE_SERVICES)).toBe(false);
    expect(needsAdvancedWizard({ ...fresh, competenceId: null, serviceId: null })).toBe(false);
  });

  it('is needed once gender, level, description, requested interpreter, requirements or reference is filled', () => {
    const changes = [
      chooseGender(fresh, 2),
      chooseCompetence(fresh, 4),
      chooseCertification(fresh, 'only'),
      { ...fresh, description: 'Ta med legitimation' },
      { ...fresh, requestedInterpreter: 'Amal Haddad' },
      { ...fresh, additionalRequirements: 'Kvinnlig tolk' },
      { ...fresh, yourReference: 'Ärende 12' },
    ];
    for (const draft of changes) expect(needsAdvancedWizard(draft, ALL_SAMPLE_SERVICES)).toBe(true);
    expect(needsAdvancedWizard({ ...fresh, description: '   ' }, ALL_SAMPLE_SERVICES)).toBe(false);
  });
});
