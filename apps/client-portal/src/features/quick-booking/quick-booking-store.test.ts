import { SubmitBooking } from '@tolk/core';
import { ClientStorage, MemoryStorage } from '@tolk/ui';
import { configure } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  fakeBooking,
  fakeServices,
  ON_SITE,
  PROFILE,
  SAVED_PERSON,
  SKILLS,
  TELEPHONE,
  VIDEO,
  clockAt,
  keys,
  loadedContacts,
  manualTimers,
} from '../multiple-booking/booking-test-fakes.js';
import { DraftStorage } from '../booking-form/draft-storage.js';
import { MultipleOrderStore } from '../multiple-booking/multiple-order-store.js';
import { QuickBookingStore } from './quick-booking-store.js';

configure({ enforceActions: 'always' });

/** Stored drafts outlive a store, as local storage outlives a page: pass the same one to a second setUp. */
const aDraftStorage = () => new DraftStorage(new ClientStorage(new MemoryStorage()), () => '1001', clockAt());

async function setUp(drafts = aDraftStorage()) {
  const booking = fakeBooking();
  const form = { services: fakeServices(), clock: clockAt(), profile: () => PROFILE, skills: () => SKILLS };
  let refreshed = 0;
  const multiple = new MultipleOrderStore({
    form,
    contacts: await loadedContacts(),
    booking: new SubmitBooking(booking),
    drafts: { load: () => null, save: () => undefined, clear: () => undefined },
    refreshAssignments: () => undefined,
    newKey: keys(),
    timers: manualTimers(),
  });
  const contacts = await loadedContacts();
  const quick = new QuickBookingStore({
    form,
    contacts,
    booking: new SubmitBooking(booking),
    drafts,
    refreshAssignments: () => void refreshed++,
    multiple,
    newKey: keys(),
  });
  return { quick, booking, multiple, contacts, drafts, refreshed: () => refreshed };
}

/** Opens the drawer and fills the essentials of a telephone assignment. */
async function openFilled(quick: QuickBookingStore) {
  quick.open();
  const form = quick.form!;
  form.setLanguage('skill-ar');
  await form.loadServices();
  form.setService(TELEPHONE.id);
  form.setText('meetingPhone', '08-123 456');
  form.setOrdererSameAsContact(true);
  form.setContact(SAVED_PERSON.id);
  return form;
}

const minutes = (start: Temporal.PlainTime, end: Temporal.PlainTime) => start.until(end).total('minutes');

describe('QuickBookingStore', () => {
  it('opens with a fresh quick form and closes at once while nothing has changed', async () => {
    const { quick } = await setUp();
    quick.open();
    expect(quick.isOpen).toBe(true);
    expect(quick.form?.options).toEqual({ variant: 'quick', editing: false });
    quick.requestClose();
    expect([quick.isOpen, quick.confirmingLeave, quick.form]).toEqual([false, false, null]);
  });

  it('asks before closing with unsaved changes (Escape); staying keeps everything', async () => {
    const { quick } = await setUp();
    const form = await openFilled(quick);
    quick.requestClose();
    expect(quick.confirmingLeave).toBe(true);
    quick.stayOpen();
    expect([quick.isOpen, quick.form]).toEqual([true, form]);
    quick.requestClose();
    quick.close();
    expect(quick.isOpen).toBe(false);
  });

  it('sets 30 minutes for telephone and 60 for the other types when the type changes', async () => {
    const { quick } = await setUp();
    const form = await openFilled(quick);
    form.setService(ON_SITE.id);
    expect(minutes(form.draft.start, form.draft.end)).toBe(60);
    form.setService(TELEPHONE.id);
    expect(minutes(form.draft.start, form.draft.end)).toBe(30);
  });

  it('opens the wizard at step 1 only for video types, then step 2, then the preview', async () => {
    const { quick } = await setUp();
    const form = await openFilled(quick);
    quick.moreOptions();
    expect(quick.stage).toBe('wizard-2');
    quick.wizardBack();
    expect(quick.stage).toBe('form');

    form.setService(VIDEO.id);
    quick.moreOptions();
    expect(quick.stage).toBe('wizard-1');
    quick.wizardNext();
    expect(quick.stage).toBe('wizard-2');
    quick.wizardBack();
    expect(quick.stage).toBe('wizard-1');
    form.setMeetingPlatform('teams');
    form.setText('meetingUrl', 'https://teams.example/m/1');
    quick.wizardNext();
    expect(quick.wizardNext()).toEqual({ field: null });
    expect(quick.stage).toBe('preview');
  });

  it('goes through the wizard when additional requirements are filled in', async () => {
    const { quick } = await setUp();
    const form = await openFilled(quick);
    form.setText('description', 'Samtal om boende');
    quick.preview();
    expect(quick.stage).toBe('wizard-2');
    quick.preview();
    expect(quick.stage).toBe('preview');
  });

  it('keeps the wizard behind the preview modal, and back returns to it (issue 17, defect 9)', async () => {
    const { quick } = await setUp();
    await openFilled(quick);
    quick.moreOptions();
    expect(quick.wizardNext()).toEqual({ field: null });
    expect([quick.stage, quick.drawerStage]).toEqual(['preview', 'wizard-2']);
    quick.backFromPreview();
    expect(quick.stage).toBe('wizard-2');

    quick.wizardBack();
    quick.preview();
    expect([quick.stage, quick.drawerStage]).toEqual(['preview', 'form']);
    quick.backFromPreview();
    expect(quick.stage).toBe('form');
  });

  it('stays on the form and names the first problem when the draft is not valid', async () => {
    const { quick } = await setUp();
    quick.open();
    expect(quick.preview()).toEqual({ field: 'skillId' });
    expect(quick.stage).toBe('form');
    expect(quick.form?.showProblems).toBe(true);
  });

  it('books and shows the success modal; continue booking resets to a fresh form; the list reloads', async () => {
    const { quick, booking, refreshed } = await setUp();
    const form = await openFilled(quick);
    quick.preview();

    const outcome = await quick.confirm();

    expect(outcome.kind).toBe('created');
    expect(quick.stage).toBe('success');
    expect(quick.created.map((o) => o.orderNumber)).toEqual(['100001']);
    expect(booking.created[0]?.skillId).toBe('skill-ar');
    expect(refreshed()).toBe(1);
    expect(quick.isDirty).toBe(false);

    quick.continueBooking();
    expect(quick.stage).toBe('form');
    expect(quick.form).not.toBe(form);
    expect(quick.form?.draft.skillId).toBeNull();
    expect(quick.isOpen).toBe(true);
  });

  it('keeps the draft when the CRM refuses it', async () => {
    const { quick, booking } = await setUp();
    const form = await openFilled(quick);
    quick.preview();
    booking.failNext = 1;

    expect(await quick.confirm()).toEqual({ kind: 'failed' });

    expect([quick.stage, quick.failed, quick.form]).toEqual(['preview', true, form]);
    expect(form.isDirty).toBe(true);
  });

  it('hands its draft and added persons to the multiple form as the first tab, and closes', async () => {
    const { quick, multiple, contacts } = await setUp();
    const form = await openFilled(quick);
    form.openContactDialog('contact');
    const id = form.addContact({
      firstName: 'Ny',
      lastName: 'Person',
      title: null,
      email: 'ny@example.se',
      phoneDirect: null,
      phoneMobile: null,
    });

    quick.switchToMultiple();
    multiple.open();

    expect(quick.isOpen).toBe(false);
    expect(contacts.added).toEqual([]);
    expect(multiple.forms.map((f) => [f.draft.skillId, f.draft.contactPersonId, f.options.variant])).toEqual([
      ['skill-ar', id, 'multiple'],
    ]);
    expect(multiple.contacts.byId(id)?.firstName).toBe('Ny');
  });

  describe('the unsent draft (kept across a reload)', () => {
    it('is kept as it changes and offered back when the drawer opens on a new page; restoring fills the form', async () => {
      const { quick, drafts } = await setUp();
      await openFilled(quick);
      expect(drafts.load('quick')?.drafts[0]?.skillId).toBe('skill-ar');

      const reloaded = (await setUp(drafts)).quick;
      reloaded.open();
      expect(reloaded.offered?.drafts[0]?.meetingPhone).toBe('08-123 456');
      reloaded.restoreOffered();

      expect(reloaded.offered).toBeNull();
      expect(reloaded.form?.draft.skillId).toBe('skill-ar');
      expect(reloaded.form?.draft.meetingPhone).toBe('08-123 456');
      expect(reloaded.isDirty).toBe(true);
    });

    it('is thrown away when the user says so, and then not offered again', async () => {
      const { quick, drafts } = await setUp();
      await openFilled(quick);
      quick.preview();
      const reloaded = (await setUp(drafts)).quick;
      reloaded.open();
      reloaded.discardOffered();

      expect([reloaded.offered, drafts.load('quick')]).toEqual([null, null]);
      expect(reloaded.form?.draft.skillId).toBeNull();
    });

    it('stays stored after a refusal, and is gone once booked or left on purpose', async () => {
      const { quick, booking, drafts } = await setUp();
      await openFilled(quick);
      quick.preview();
      booking.failNext = 1;
      await quick.confirm();
      expect(drafts.load('quick')).not.toBeNull();

      await quick.confirm();
      expect(drafts.load('quick')).toBeNull();

      quick.continueBooking();
      quick.form!.setText('meetingPhone', '08-999 999');
      expect(drafts.load('quick')).not.toBeNull();
      quick.requestClose();
      quick.close();
      expect(drafts.load('quick')).toBeNull();
    });
  });
});
