import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  ALL_SAMPLE_SERVICES,
  BUILDER_NOW,
  SAMPLE_SERVICES,
  aBookableService,
  aBookingContact,
  aCustomerProfile,
  aDraft,
} from './builders.js';
import type { AssignmentDraft } from './draft.js';
import {
  DRAFT_FIELD_ORDER,
  checkFile,
  isAddressEdited,
  postalCodeProblem,
  shortFileName,
  step,
  validateDraft,
  type ValidationContext,
} from './validation.js';

const context: ValidationContext = {
  now: BUILDER_NOW,
  profile: aCustomerProfile(),
  services: ALL_SAMPLE_SERVICES,
  contacts: [
    aBookingContact(),
    aBookingContact({ id: 'newPerson-1', firstName: 'Per', lastName: 'Ek', email: null, phoneMobile: '070-2' }),
  ],
};
const problemsOf = (draft: AssignmentDraft, extra: Partial<ValidationContext> = {}) =>
  validateDraft(draft, { ...context, ...extra }).problems;
const video = (overrides: Partial<AssignmentDraft> = {}) =>
  aDraft({
    serviceId: SAMPLE_SERVICES.video.id,
    meetingPhone: '',
    meetingPlatformId: 'teams',
    meetingUrl: 'https://teams.example/x',
    ...overrides,
  });

describe('validateDraft (spec 1 §5)', () => {
  it('accepts the builder’s draft', () => {
    expect(validateDraft(aDraft(), context)).toEqual({ problems: {}, firstField: null });
  });

  it('wants a later day than today unless editing', () => {
    const today = aDraft({ dates: [Temporal.PlainDate.from('2026-11-23')] });
    expect(problemsOf(today).dates).toEqual({ kind: 'start-today' });
    expect(problemsOf({ ...today, editing: { orderId: 'o', orderNumber: '1' } }).dates).toBeUndefined();
    // A day gone by has its own problem, new or edited (issue 17 item 2).
    const past = { ...today, dates: [Temporal.PlainDate.from('2026-11-18')] };
    expect(problemsOf(past).dates).toEqual({ kind: 'date-past' });
    expect(problemsOf({ ...past, editing: { orderId: 'o', orderNumber: '1' } }).dates).toEqual({ kind: 'date-past' });
  });

  it('wants a language that is not empty or a dash, and a chosen alternative once added', () => {
    expect(problemsOf(aDraft({ skillId: null })).skillId).toEqual({ kind: 'required' });
    expect(problemsOf(aDraft({ skillId: '-' })).skillId).toEqual({ kind: 'required' });
    expect(problemsOf(aDraft({ skillId: ' ' })).skillId).toEqual({ kind: 'required' });
    expect(problemsOf(aDraft({ alternativeSkillId: '' })).alternativeSkillId).toEqual({ kind: 'alternative-language-required' });
    expect(problemsOf(aDraft({ alternativeSkillId: 'skill-2' })).alternativeSkillId).toBeUndefined();
    expect(problemsOf(aDraft({ alternativeSkillId: null })).alternativeSkillId).toBeUndefined();
  });

  it('wants a type, one that is offered', () => {
    expect(problemsOf(aDraft({ serviceId: null })).serviceId).toEqual({ kind: 'required' });
    expect(problemsOf(aDraft({ serviceId: 'gone' })).serviceId).toEqual({ kind: 'not-valid' });
  });

  it('applies the meeting rules of video types', () => {
    expect(validateDraft(video(), context).firstField).toBeNull();
    expect(problemsOf(video({ meetingUrl: '' })).meetingUrl).toEqual({ kind: 'required' });
    expect(problemsOf(video({ meetingUrl: 'teams.example/x' })).meetingUrl).toEqual({ kind: 'meeting-url-scheme' });
    expect(problemsOf(video({ meetingUrl: 'ftp://x' })).meetingUrl).toEqual({ kind: 'meeting-url-scheme' });
    expect(problemsOf(video({ meetingUrl: 'HTTP://X' })).meetingUrl).toBeUndefined();
    expect(problemsOf(video({ meetingPlatformId: null })).meetingPlatformId).toEqual({ kind: 'required' });
    // A link typed for another type must still be a link.
    expect(problemsOf(aDraft({ meetingUrl: 'www.x' })).meetingUrl).toEqual({ kind: 'meeting-url-scheme' });
  });

  it('wants the meeting phone where the service requires one, and a pass code only for a meeting joined by phone', () => {
    expect(problemsOf(aDraft({ meetingPhone: ' ' })).meetingPhone).toEqual({ kind: 'required' });
    expect(problemsOf(aDraft({ meetingPassCode: '' })).meetingPassCode).toBeUndefined();
    const byPhone = aBookableService({
      id: 'dial-in',
      name: 'Videotolkning per telefon',
      requiresMeetingPhone: true,
      platforms: [{ id: 'p', name: 'P' }],
    });
    const draft = aDraft({ serviceId: 'dial-in', meetingPlatformId: 'p', meetingUrl: 'https://x' });
    expect(problemsOf(draft, { services: [byPhone] }).meetingPassCode).toEqual({ kind: 'required' });
    expect(problemsOf({ ...draft, meetingPassCode: '1234' }, { services: [byPhone] }).meetingPassCode).toBeUndefined();
  });

  it('wants the contact person, and the orderer unless same as above', () => {
    expect(problemsOf(aDraft({ contactPersonId: null, ordererId: null, ordererSameAsContact: true })).contactPersonId).toEqual({
      kind: 'required',
    });
    const apart = aDraft({ ordererSameAsContact: false, ordererId: null });
    expect(problemsOf(apart).ordererId).toEqual({ kind: 'required' });
    expect(problemsOf({ ...apart, ordererId: 'newPerson-1' }).ordererId).toBeUndefined();
    expect(problemsOf({ ...apart, ordererId: 'deleted' }).ordererId).toEqual({ kind: 'not-valid' });
  });

  it('wants an e-mail where the profile says so, else some way to reach the person', () => {
    const noEmail = aDraft({ contactPersonId: 'newPerson-1', ordererSameAsContact: false, ordererId: 'contact-1' });
    expect(problemsOf(noEmail).contactPersonId).toBeUndefined();
    const contactEmail = aCustomerProfile({ contactPersonUponInterpretationRequiresEmail: true });
    expect(problemsOf(noEmail, { profile: contactEmail }).contactPersonId).toEqual({ kind: 'email-required' });
    const ordererEmail = aCustomerProfile({ contactPersonOrdererRequiresEmail: true });
    expect(problemsOf(noEmail, { profile: ordererEmail }).contactPersonId).toBeUndefined();
    expect(problemsOf({ ...noEmail, ordererId: 'newPerson-1' }, { profile: ordererEmail }).ordererId).toEqual({
      kind: 'email-required',
    });
    // Same as above: the one person must meet both roles' rules.
    expect(problemsOf({ ...noEmail, ordererSameAsContact: true }, { profile: ordererEmail }).contactPersonId).toEqual({
      kind: 'email-required',
    });
    const unreachable = aBookingContact({ id: 'p9', email: ' ', phoneDirect: null, phoneMobile: '' });
    expect(problemsOf(aDraft({ contactPersonId: 'p9', ordererId: 'p9' }), { contacts: [unreachable] }).contactPersonId).toEqual({
      kind: 'no-contact-channel',
    });
  });

  it('wants the address unless the customer’s own is used; the postal code numeric and 5 digits', () => {
    const typed = aDraft({ useProfileAddress: false, addressLine: '', city: '', postalCode: '' });
    expect(problemsOf(typed)).toMatchObject({
      addressLine: { kind: 'required' },
      city: { kind: 'required' },
      postalCode: { kind: 'required' },
    });
    expect(problemsOf({ ...typed, addressLine: 'Sveavägen 44', city: 'Stockholm', postalCode: '111 34' })).toEqual({});
    expect(postalCodeProblem('1113')).toEqual({ kind: 'exact-length', length: 5 });
    expect(postalCodeProblem('111345')).toEqual({ kind: 'exact-length', length: 5 });
    expect(postalCodeProblem('11a34')).toEqual({ kind: 'not-numeric' });
    expect(postalCodeProblem('-1134')).toEqual({ kind: 'not-numeric' });
    expect(problemsOf({ ...aDraft(), postalCode: 'x' })).toEqual({});
  });

  it('wants the SMS number once the reminder is chosen', () => {
    const sms = aDraft({ smsReminder: { serviceId: 'sms', phoneNumber: '', sendHoursBefore: 48, sendHoursAfter: 1 } });
    expect(problemsOf(sms).smsPhone).toEqual({ kind: 'required' });
  });

  it('names the first field with a problem in the form’s order', () => {
    const draft = aDraft({ yourReference: 'x'.repeat(101), skillId: null, contactPersonId: null, ordererId: null });
    const validation = validateDraft(draft, context);
    expect(Object.keys(validation.problems).sort()).toEqual(['contactPersonId', 'skillId', 'yourReference']);
    expect(validation.firstField).toBe('skillId');
    expect(validateDraft({ ...draft, skillId: 's' }, context).firstField).toBe('contactPersonId');
  });

  it('puts the essentials in step 1 and the rest in step 2', () => {
    expect(DRAFT_FIELD_ORDER.filter((f) => step(f) === 1)).toEqual([
      'dates',
      'start',
      'end',
      'groupDescription',
      'skillId',
      'alternativeSkillId',
      'serviceId',
      'meetingPlatformId',
      'meetingUrl',
      'meetingPhone',
      'meetingPassCode',
      'contactPersonId',
      'ordererId',
      'smsPhone',
    ]);
    expect(step('postalCode')).toBe(2);
  });

  it('counts an address as edited when line, city or postal code differ from the customer’s', () => {
    const profile = aCustomerProfile();
    expect(isAddressEdited({ addressLine: 'tegnérgatan 23 ', city: 'STOCKHOLM', postalCode: '111 40' }, profile)).toBe(false);
    expect(isAddressEdited({ addressLine: 'Tegnérgatan 25', city: 'Stockholm', postalCode: '11140' }, profile)).toBe(true);
    expect(isAddressEdited({ addressLine: 'Tegnérgatan 23', city: 'Stockholm', postalCode: '11141' }, profile)).toBe(true);
  });
});

describe('files (spec 1 §5)', () => {
  it('accepts doc, pdf, docx, jpg, jpeg, png and bmp with content', () => {
    for (const name of ['a.doc', 'b.PDF', 'c.docx', 'd.jpg', 'e.JPEG', 'f.png', 'g.bmp', 'h.tar.pdf'])
      expect(checkFile({ name, type: '', size: 10 }), name).toBe(true);
    for (const name of ['a.txt', 'pdf', 'b.pdf.exe', 'c.', '.png.zip', 'x.gif'])
      expect(checkFile({ name, type: 'application/pdf', size: 10 }), name).toBe(false);
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe(false);
  });

  it('shows names longer than 13 characters shortened with dots', () => {
    expect(shortFileName('kallelse.pdf')).toBe('kallelse.pdf');
    expect(shortFileName('abcdefghij.pd')).toBe('abcdefghij.pd');
    expect(shortFileName('Remissvar-från-vården.pdf')).toBe('Remissvar-frå...');
  });

  it('flags a file that is not accepted', () => {
    const file = { name: 'a.exe', size: 1, type: '', base64: 'AA==', description: '' };
    expect(problemsOf(aDraft({ files: [file] })).files).toEqual({ kind: 'not-valid' });
  });
});
