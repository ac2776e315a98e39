import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ALL_SAMPLE_SERVICES, BUILDER_NOW, SAMPLE_SERVICES, aBookingContact, aCustomerProfile, aDraft } from './builders.js';
import type { AssignmentDraft } from './draft.js';
import { BOOKING_LIMITS, DRAFT_FIELD_ORDER, validateDraft, type DraftField, type ValidationContext } from './validation.js';

const context: ValidationContext = {
  now: BUILDER_NOW,
  profile: aCustomerProfile(),
  services: ALL_SAMPLE_SERVICES,
  contacts: [aBookingContact()],
};

/** A text of exactly `length` characters that is not blank (and does not end in blanks, which are trimmed). */
const textOf = (length: number) =>
  fc
    .string({ unit: fc.constantFrom('a', 'Ö', ' ', '-', '7', 'é'), minLength: length, maxLength: length })
    .map((s) => (length > 1 ? `x${s.slice(1, -1)}y` : 'x'.repeat(length)));

interface LimitCase {
  readonly field: DraftField;
  readonly max: number;
  readonly form?: 'single' | 'multiple';
  /** The draft with the field's text set; `prefix` is part of the counted length. */
  readonly draft: (text: string) => AssignmentDraft;
  readonly prefix?: string;
}

const twoDays = [Temporal.PlainDate.from('2026-11-30'), Temporal.PlainDate.from('2026-12-01')];
const typedAddress = {
  useProfileAddress: false,
  addressLine: 'Sveavägen 44',
  careOf: '',
  city: 'Stockholm',
  postalCode: '11134',
};
const videoDraft = (meetingUrl: string) =>
  aDraft({ serviceId: SAMPLE_SERVICES.video.id, meetingPhone: '', meetingPlatformId: 'teams', meetingUrl });

const LIMITS: readonly LimitCase[] = [
  { field: 'description', max: 1000, draft: (description) => aDraft({ description }) },
  { field: 'additionalRequirements', max: 500, draft: (additionalRequirements) => aDraft({ additionalRequirements }) },
  { field: 'yourReference', max: 100, draft: (yourReference) => aDraft({ yourReference }) },
  { field: 'yourOrderNumber', max: 100, draft: (yourOrderNumber) => aDraft({ yourOrderNumber }) },
  { field: 'requestedInterpreter', max: 300, draft: (requestedInterpreter) => aDraft({ requestedInterpreter }) },
  { field: 'groupDescription', max: 1000, draft: (groupDescription) => aDraft({ groupDescription, dates: twoDays }) },
  { field: 'meetingUrl', max: 500, prefix: 'https://', draft: videoDraft },
  { field: 'meetingPhone', max: 50, draft: (meetingPhone) => aDraft({ meetingPhone }) },
  { field: 'meetingPassCode', max: 300, form: 'single', draft: (meetingPassCode) => aDraft({ meetingPassCode }) },
  { field: 'meetingPassCode', max: 500, form: 'multiple', draft: (meetingPassCode) => aDraft({ meetingPassCode }) },
  {
    field: 'smsPhone',
    max: 300,
    draft: (phoneNumber) => aDraft({ smsReminder: { serviceId: 'sms', phoneNumber, sendHoursBefore: 48, sendHoursAfter: 1 } }),
  },
  { field: 'addressLine', max: 300, draft: (addressLine) => aDraft({ ...typedAddress, addressLine }) },
  { field: 'careOf', max: 300, draft: (careOf) => aDraft({ ...typedAddress, careOf }) },
  { field: 'city', max: 100, draft: (city) => aDraft({ ...typedAddress, city }) },
  {
    field: 'files',
    max: 1000,
    draft: (description) =>
      aDraft({ files: [{ name: 'kallelse.pdf', type: 'application/pdf', size: 3, base64: 'AAAA', description }] }),
  },
];

describe('validation (properties)', () => {
  it('accepts each text at its limit and refuses it one character beyond', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.constantFrom(...LIMITS), fc.boolean()).chain(([limit, beyond]) =>
          textOf(limit.max - (limit.prefix ?? '').length + (beyond ? 1 : 0)).map((text) => ({
            limit,
            beyond,
            text: (limit.prefix ?? '') + text,
          })),
        ),
        ({ limit, beyond, text }) => {
          expect(text.length).toBe(limit.max + (beyond ? 1 : 0));
          const validation = validateDraft(limit.draft(text), { ...context, form: limit.form });
          expect(validation.problems).toEqual(beyond ? { [limit.field]: { kind: 'too-long', max: limit.max } } : {});
          expect(validation.firstField).toBe(beyond ? limit.field : null);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('limits the form knows are the ones it checks', () => {
    expect(BOOKING_LIMITS.meetingPassCode).toEqual({ single: 300, multiple: 500 });
    expect(new Set(LIMITS.map((l) => l.field)).size).toBe(14);
  });

  it('wants a postal code of exactly five digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ' ', 'a', '-', '+'), maxLength: 8 }), (postalCode) => {
        const problem = validateDraft(aDraft({ ...typedAddress, postalCode }), context).problems.postalCode;
        const digits = postalCode.replace(/\s/g, '');
        if (digits === '') expect(problem).toEqual({ kind: 'required' });
        else if (!/^\d+$/.test(digits)) expect(problem).toEqual({ kind: 'not-numeric' });
        else if (digits.length !== 5) expect(problem).toEqual({ kind: 'exact-length', length: 5 });
        else expect(problem).toBeUndefined();
      }),
    );
  });

  it('wants a meeting link that starts with http:// or https://', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string({ maxLength: 40 })), (url) => {
        const problem = validateDraft(videoDraft(url), context).problems.meetingUrl;
        const trimmed = url.trim();
        if (trimmed === '') expect(problem).toEqual({ kind: 'required' });
        else if (!/^https?:\/\//i.test(trimmed)) expect(problem).toEqual({ kind: 'meeting-url-scheme' });
        else expect(problem).toBeUndefined();
      }),
    );
  });

  it('never takes a past day; today only when editing', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.boolean(), (offset, editing) => {
        const day = BUILDER_NOW.toPlainDate().add({ days: offset });
        const draft = aDraft({ dates: [day], editing: editing ? { orderId: 'o', orderNumber: '1' } : null });
        const problem = validateDraft(draft, context).problems.dates;
        if (offset < 0) expect(problem).toEqual({ kind: 'date-past' });
        else expect(problem).toEqual(!editing && offset === 0 ? { kind: 'start-today' } : undefined);
      }),
    );
  });

  it('the first field is the first problem in the form’s order', () => {
    const broken = fc.record({
      skillId: fc.constantFrom<string | null>('s', null, '-'),
      serviceId: fc.constantFrom<string | null>(SAMPLE_SERVICES.telephone.id, null),
      contactPersonId: fc.constantFrom<string | null>('contact-1', null, 'unknown'),
      yourReference: fc.constantFrom('', 'x'.repeat(101)),
      description: fc.constantFrom('', 'x'.repeat(1001)),
      meetingPhone: fc.constantFrom('', '08-1'),
    });
    fc.assert(
      fc.property(broken, (fields) => {
        const validation = validateDraft(aDraft({ ...fields, ordererId: fields.contactPersonId }), context);
        const fields_ = DRAFT_FIELD_ORDER.filter((f) => validation.problems[f]);
        expect(Object.keys(validation.problems).length).toBe(fields_.length);
        expect(validation.firstField).toBe(fields_[0] ?? null);
      }),
    );
  });
});
