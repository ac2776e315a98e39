import {
  MAX_UPLOAD_BYTES,
  SAMPLE_SERVICES,
  aBookingContact,
  aDraft,
  newDraft,
  nowInStockholm,
  type AssignmentDraft,
} from '@tolk/core';
import { configure } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { AssignmentFormStore, type AssignmentFormOptions } from './assignment-form-store.js';
import { aTestWorld, settle, type TestWorld } from './test-fakes.js';

configure({ enforceActions: 'always' });

const forms: AssignmentFormStore[] = [];
afterEach(() => {
  for (const form of forms.splice(0)) form.dispose();
});

function setUp(
  draft: (world: TestWorld) => AssignmentDraft = (world) =>
    newDraft({ now: nowInStockholm(world.clock), profile: world.profile, key: 'k1' }),
  options: AssignmentFormOptions = { variant: 'single', editing: false },
) {
  const world = aTestWorld();
  const changes: AssignmentDraft[] = [];
  const form = new AssignmentFormStore(
    { ...world.formDeps, contacts: world.contacts, onChange: (d) => void changes.push(d) },
    draft(world),
    options,
  );
  forms.push(form);
  return { world, form, changes };
}

describe('AssignmentFormStore', () => {
  it('asks for the services of the language and period, and chooses the telephone service for a new draft', async () => {
    const { world, form } = setUp();
    form.setLanguage('skill-arabiska');
    await form.loadServices();
    expect(world.services.asked.at(-1)).toEqual({
      skillId: 'skill-arabiska',
      from: '2026-11-24T10:10:00+01:00[Europe/Stockholm]',
      to: '2026-11-24T10:40:00+01:00[Europe/Stockholm]',
    });
    expect(form.draft.serviceId).toBe(SAMPLE_SERVICES.telephone.id);
    expect(form.service?.name).toBe('Telefontolkning');
  });

  it('asks nothing without a language, and keeps a chosen type the new answer still offers', async () => {
    const { world, form } = setUp();
    await form.loadServices();
    expect(world.services.asked).toEqual([]);
    form.setLanguage('skill-arabiska');
    await form.loadServices();
    form.setService(SAMPLE_SERVICES.video.id);
    form.setStart(Temporal.PlainTime.from('13:00'));
    await form.loadServices();
    expect(form.draft.serviceId).toBe(SAMPLE_SERVICES.video.id);
    // No longer offered: the first service is taken.
    world.services.offer = [SAMPLE_SERVICES.onSite, SAMPLE_SERVICES.telephone];
    form.setStart(Temporal.PlainTime.from('14:00'));
    await form.loadServices();
    expect(form.draft.serviceId).toBe(SAMPLE_SERVICES.onSite.id);
  });

  it('re-fetches the services by itself when the language or the times change', async () => {
    const { world, form } = setUp();
    form.setLanguage('skill-arabiska');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await settle();
    expect(world.services.asked).toHaveLength(1);
    form.setEnd(Temporal.PlainTime.from('12:00'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await settle();
    expect(world.services.asked).toHaveLength(2);
    expect(world.services.asked[1]?.to).toContain('T12:00');
  });

  it('is not dirty when only the services chose its type; a change of the user makes it dirty', async () => {
    const { form } = setUp();
    expect(form.isDirty).toBe(false);
    form.setLanguage('skill-arabiska');
    expect(form.isDirty).toBe(true);
    const { form: fresh } = setUp((world) => ({
      ...newDraft({ now: nowInStockholm(world.clock), profile: world.profile, key: 'k' }),
      skillId: 'skill-arabiska',
    }));
    await fresh.loadServices();
    expect(fresh.draft.serviceId).toBe(SAMPLE_SERVICES.telephone.id);
    expect(fresh.isDirty).toBe(false);
  });

  it('moves today to tomorrow with the warning, but not when editing', () => {
    const { form } = setUp();
    form.setDates([Temporal.PlainDate.from('2026-11-23')]);
    expect(form.draft.dates.map(String)).toEqual(['2026-11-24']);
    expect(form.todayWarning).toBe(true);
    form.dismissTodayWarning();
    expect(form.todayWarning).toBe(false);

    const editing = setUp(() => aDraft({ editing: { orderId: 'order-1', orderNumber: '100001' } }), {
      variant: 'single',
      editing: true,
    }).form;
    editing.setDates([Temporal.PlainDate.from('2026-11-23')]);
    expect(editing.draft.dates.map(String)).toEqual(['2026-11-23']);
    expect(editing.todayWarning).toBe(false);
  });

  it('keeps the duration when the start moves, and raises Nästa dag when the end is not after the start', () => {
    const { form } = setUp();
    form.setStartText('9');
    expect([form.draft.start.toString(), form.draft.end.toString()]).toEqual(['09:00:00', '09:30:00']);
    form.setEndText('0830');
    expect(form.endsNextDay).toBe(true);
    form.setEndText('garbage');
    expect(form.draft.end.toString()).toBe('12:00:00');
    expect(form.endsNextDay).toBe(false);
  });

  it('shows a field problem once the field was left, and every problem after a submit attempt', () => {
    const { form } = setUp();
    expect(form.problemOf('skillId')).toBeUndefined();
    form.touch('skillId');
    expect(form.problemOf('skillId')).toEqual({ kind: 'required' });
    expect(form.problemOf('contactPersonId')).toBeUndefined();
    expect(form.validate()).toBe(false);
    expect(form.problemOf('contactPersonId')).toEqual({ kind: 'required' });
    expect(form.firstProblemField).toBe('skillId');
  });

  it('is valid and builds the order once the essentials are there', async () => {
    const { world, form } = setUp(() => aDraft());
    await world.contacts.load();
    await form.loadServices();
    expect(form.validate()).toBe(true);
    const request = form.toOrderRequest();
    expect(request.serviceId).toBe(SAMPLE_SERVICES.telephone.id);
    expect(request.contact?.id).toBe('contact-1');
    expect(request.occasions[0]?.from.toString()).toBe('2026-11-30T09:00:00+01:00[Europe/Stockholm]');
  });

  it('says E-post krävs. as soon as a person without an e-mail is picked, when the profile asks for one', async () => {
    const { world, form } = setUp();
    world.profile = { ...world.profile!, contactPersonUponInterpretationRequiresEmail: true };
    world.register.persons = [aBookingContact({ id: 'no-mail', email: null, phoneMobile: '070-111 22 33' })];
    await world.contacts.load();
    form.setContact('no-mail');
    expect(form.problemOf('contactPersonId')).toEqual({ kind: 'email-required' });
  });

  it('asks before keeping a booking over 8 hours; no undoes it, yes keeps it through start changes', () => {
    const { form } = setUp();
    form.setStartText('09:00');
    form.setEndText('17:00');
    expect(form.lengthQuestion).toBeNull();
    // 05:00 typed for 17:00: 20 hours by mistake.
    form.setEndText('05:00');
    expect([form.endsNextDay, form.durationMinutes]).toEqual([true, 20 * 60]);
    expect(form.lengthQuestion).not.toBeNull();
    form.undoLength();
    expect([form.draft.start.toString(), form.draft.end.toString(), form.lengthQuestion]).toEqual(['09:00:00', '17:00:00', null]);
    // Meant: kept, and a later start change keeps the length without asking again.
    form.setEndText('05:00');
    form.confirmLength();
    form.setStartText('10:00');
    expect([form.draft.end.toString(), form.lengthQuestion]).toEqual(['06:00:00', null]);
    // Another long length is asked again.
    form.setEndText('07:00');
    expect(form.lengthQuestion).not.toBeNull();
  });

  it('says a past day has passed, keeps it, and raises no same-day warning', () => {
    const { form } = setUp();
    form.setDates([Temporal.PlainDate.from('2026-11-18')]);
    form.touch('dates');
    expect(form.draft.dates.map(String)).toEqual(['2026-11-18']);
    expect(form.todayWarning).toBe(false);
    expect(form.problemOf('dates')).toEqual({ kind: 'date-past' });
  });

  it('adds a person from the dialog and chooses it in the field that opened it', async () => {
    const { world, form } = setUp();
    await world.contacts.load();
    form.openContactDialog('orderer');
    const id = form.addContact({ ...aBookingContact(), firstName: 'Nils', lastName: 'Ek' });
    expect(id).toBe('newPerson-1');
    expect(form.draft.ordererId).toBe('newPerson-1');
    expect(form.draft.contactPersonId).toBeNull();
    expect(form.contactDialog).toBeNull();
    expect(world.contacts.all.map((c) => c.id)).toEqual(['contact-1', 'newPerson-1']);
  });

  it('refuses a file of another type with the message, and takes an allowed one', () => {
    const { form } = setUp();
    expect(form.addFile({ name: 'virus.exe', size: 10, type: 'application/x-msdownload', base64: 'AA==', description: '' })).toBe(
      false,
    );
    expect(form.fileRefusal).toBe('invalid-file');
    expect(form.addFile({ name: 'Remiss.PDF', size: 10, type: 'application/pdf', base64: 'AA==', description: '' })).toBe(true);
    expect(form.fileRefusal).toBeNull();
    expect(form.draft.files.map((f) => f.name)).toEqual(['Remiss.PDF']);
    // Within the upload limit together: a file that would pass it is refused before it is read.
    expect(form.admitFile({ name: 'Stor.pdf', size: MAX_UPLOAD_BYTES, type: 'application/pdf' })).toBe(false);
    expect(form.fileRefusal).toBe('too-large');
    expect(form.admitFile({ name: 'Lagom.pdf', size: MAX_UPLOAD_BYTES - 10, type: 'application/pdf' })).toBe(true);
    expect(form.fileRefusal).toBeNull();
    form.setFileDescription(0, 'Remissen');
    expect(form.draft.files[0]?.description).toBe('Remissen');
  });

  it('switches the SMS reminder on with the service settings and off again', async () => {
    const { form } = setUp(() => aDraft());
    await form.loadServices();
    form.setSmsReminder(true);
    expect(form.draft.smsReminder).toMatchObject({ serviceId: 'sms', phoneNumber: '', sendHoursBefore: 48 });
    form.setSmsPhone('070-111 22 33');
    expect(form.draft.smsReminder?.phoneNumber).toBe('070-111 22 33');
    form.setSmsReminder(false);
    expect(form.draft.smsReminder).toBeNull();
  });

  it('sets 60 minutes for a type other than telephone in the quick form', async () => {
    const { form } = setUp(() => aDraft(), { variant: 'quick', editing: false });
    await form.loadServices();
    form.setService(SAMPLE_SERVICES.onSite.id);
    expect(form.draft.end.toString()).toBe('10:00:00');
  });

  it('refuses a critical change on the order’s own day when editing', () => {
    const today = Temporal.PlainDate.from('2026-11-23');
    const { form } = setUp(
      () =>
        aDraft({
          dates: [today],
          start: Temporal.PlainTime.from('15:00'),
          end: Temporal.PlainTime.from('16:00'),
          editing: { orderId: 'o', orderNumber: '1' },
        }),
      { variant: 'single', editing: true },
    );
    expect(form.sameDayCriticalChange).toBe(false);
    form.setText('description', 'Ny information');
    expect(form.sameDayCriticalChange).toBe(false);
    form.setStart(Temporal.PlainTime.from('16:00'));
    expect(form.sameDayCriticalChange).toBe(true);
    expect(form.criticalChange).toBe(true);
  });

  it('tells its owner about every change', () => {
    const { form, changes } = setUp();
    form.setLanguage('skill-somaliska');
    form.setText('yourReference', 'Ärende 12');
    expect(changes.map((d) => [d.skillId, d.yourReference])).toEqual([
      ['skill-somaliska', ''],
      ['skill-somaliska', 'Ärende 12'],
    ]);
  });
});
