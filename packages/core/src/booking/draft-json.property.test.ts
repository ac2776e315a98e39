import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { aDraft } from './builders.js';
import { DRAFT_JSON_VERSION, draftFromJson, draftToJson } from './draft-json.js';
import type { AssignmentDraft } from './draft.js';

const text = fc.string({ maxLength: 30 });
const textOrNull = fc.option(text);
const aDay = fc.integer({ min: -40000, max: 40000 }).map((d) => Temporal.PlainDate.from('2026-01-01').add({ days: d }));
const aTime = fc
  .record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
  .map((t) => Temporal.PlainTime.from(t));

const anyDraft: fc.Arbitrary<AssignmentDraft> = fc.record({
  key: text,
  skillId: textOrNull,
  alternativeSkillId: textOrNull,
  serviceId: textOrNull,
  allowAlternativeService: fc.boolean(),
  alternativeServiceId: textOrNull,
  dates: fc.array(aDay, { minLength: 1, maxLength: 5 }),
  start: aTime,
  end: aTime,
  contactPersonId: textOrNull,
  ordererId: textOrNull,
  ordererSameAsContact: fc.boolean(),
  gender: fc.constantFrom<1 | 2 | null>(null, 1, 2),
  requireGender: fc.boolean(),
  competenceId: fc.option(fc.integer({ min: -10, max: 10 })),
  allowLowerLevel: fc.boolean(),
  onlyThisLevel: fc.boolean(),
  requestedInterpreter: text,
  requestedInterpreterLevel: fc.constantFrom<1 | 2 | 3>(1, 2, 3),
  additionalRequirements: text,
  description: text,
  yourReference: text,
  yourOrderNumber: text,
  files: fc.array(
    fc.record({ name: text, size: fc.nat(), type: text, base64: fc.base64String({ maxLength: 40 }), description: text }),
    {
      maxLength: 2,
    },
  ),
  useProfileAddress: fc.boolean(),
  isHomeAddress: fc.boolean(),
  addressLine: text,
  careOf: text,
  postalCode: text,
  city: text,
  companyName: text,
  meetingPlatformId: textOrNull,
  meetingUrl: text,
  meetingPhone: text,
  meetingPassCode: text,
  bankIdRequired: fc.boolean(),
  smsReminder: fc.option(
    fc.record({
      serviceId: text,
      phoneNumber: text,
      sendHoursBefore: fc.option(fc.nat(720)),
      sendHoursAfter: fc.option(fc.nat(720)),
    }),
  ),
  groupDescription: text,
  sameInterpreterForAll: fc.boolean(),
  breakMinutes: fc.nat(240),
  editing: fc.option(fc.record({ orderId: text, orderNumber: text })),
});

/** Temporal values compared by their ISO text, everything else as is. */
const comparable = (draft: AssignmentDraft) => JSON.parse(JSON.stringify(draft)) as unknown;

describe('draft JSON (properties)', () => {
  it('reads back what it wrote, through a JSON string too', () => {
    fc.assert(
      fc.property(anyDraft, (draft) => {
        const back = draftFromJson(JSON.parse(JSON.stringify(draftToJson(draft))));
        expect(back).not.toBeNull();
        expect(comparable(back!)).toEqual(comparable(draft));
        expect(back!.dates.every((d) => d instanceof Temporal.PlainDate)).toBe(true);
        expect(back!.start).toBeInstanceOf(Temporal.PlainTime);
      }),
    );
  });

  it('never throws on garbage, and answers null for what is not a draft', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue()), (value) => {
        expect(() => draftFromJson(value)).not.toThrow();
        expect(draftFromJson(value)).toBeNull();
      }),
    );
  });

  it('answers null when any one field of a draft is spoiled', () => {
    const good = draftToJson(aDraft()) as Record<string, unknown>;
    const spoilers = fc.oneof(
      fc.constant(undefined),
      fc.constant('2026-02-30'),
      fc.constant('25:00'),
      fc.integer(),
      fc.object(),
      fc.constant([]),
    );
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(good)), spoilers, (key, spoiler) => {
        const spoiled = { ...good, [key]: spoiler };
        const back = draftFromJson(spoiled);
        // A spoiler can happen to be a valid value (an empty list of files, a string key …).
        if (back !== null)
          expect(comparable(back)).toEqual(JSON.parse(JSON.stringify({ ...good, [key]: spoiler, version: undefined })));
      }),
    );
    expect(draftFromJson({ ...good, version: DRAFT_JSON_VERSION + 1 })).toBeNull();
    expect(draftFromJson({ ...good, dates: [] })).toBeNull();
    expect(draftFromJson({ ...good, dates: ['2026-02-30'] })).toBeNull();
    expect(draftFromJson({ ...good, start: '24:00' })).toBeNull();
    expect(draftFromJson({ ...good, gender: 3 })).toBeNull();
  });
});
