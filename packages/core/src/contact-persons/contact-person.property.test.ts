import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_CHANNELS,
  CONTACT_PERSON_LIMITS,
  FIELDS_BY_MODE,
  isContactPersonValid,
  sortContactPersons,
  toDraft,
  validateContactPerson,
  type ContactPerson,
  type ContactPersonForm,
} from './contact-person.js';

const blank = fc.constantFrom('', ' ', '  ', '\t');
const name = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9._-]{1,20}$/), fc.stringMatching(/^[a-z0-9-]{1,20}$/), fc.constantFrom('se', 'com', 'nu'))
  .map(([local, domain, top]) => `${local}@${domain}.${top}`);
const phone = fc
  .tuple(fc.stringMatching(/^[\d\s()+-]{0,20}$/), fc.constantFrom(...'0123456789'))
  .map(([rest, digit]) => `${digit}${rest}`.slice(0, 30))
  .filter((p) => p.trim().length > 0);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof(arbitrary, blank);

/** A form meeting every rule but possibly the channel rule. */
const validishForm: fc.Arbitrary<ContactPersonForm> = fc.record({
  firstName: name,
  lastName: name,
  title: maybe(fc.string({ maxLength: 100 })),
  email: maybe(email),
  phoneDirect: maybe(phone),
  phoneMobile: maybe(phone),
});
const rules = fc.record({ mode: fc.constantFrom('create' as const, 'edit' as const), emailRequired: fc.constant(false) });

describe('contact-person rules (properties)', () => {
  it('a form with valid fields is valid exactly when one of e-mail, direct phone and mobile is given', () => {
    fc.assert(
      fc.property(validishForm, rules, (form, r) => {
        const validation = validateContactPerson(form, r);
        expect(validation.problems).toEqual({});
        const hasChannel = CONTACT_CHANNELS.some((field) => form[field].trim() !== '');
        expect(validation.missingChannel).toBe(!hasChannel);
        expect(isContactPersonValid(validation)).toBe(hasChannel);
      }),
    );
  });

  it('never reports a problem of a field the mode does not show', () => {
    const anyForm = fc.record({
      firstName: fc.string({ maxLength: 320 }),
      lastName: fc.string({ maxLength: 320 }),
      title: fc.string({ maxLength: 120 }),
      email: fc.string({ maxLength: 40 }),
      phoneDirect: fc.string({ maxLength: 40 }),
      phoneMobile: fc.string({ maxLength: 40 }),
    });
    fc.assert(
      fc.property(anyForm, fc.constantFrom('create' as const, 'edit' as const), fc.boolean(), (form, mode, emailRequired) => {
        const { problems } = validateContactPerson(form, { mode, emailRequired });
        for (const field of Object.keys(problems)) expect(FIELDS_BY_MODE[mode]).toContain(field);
      }),
    );
  });

  it('a phone with any character beyond digits, spaces, parentheses, plus and minus is invalid', () => {
    const bad = fc
      .tuple(
        phone,
        fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[\d\s()+-]/.test(c)),
      )
      .map(([p, c]) => `${p.slice(0, 20)}${c}`);
    fc.assert(
      fc.property(bad, (value) => {
        const { problems } = validateContactPerson(
          { firstName: 'A', lastName: 'B', title: '', email: '', phoneDirect: value, phoneMobile: '' },
          { mode: 'create', emailRequired: false },
        );
        expect(problems.phoneDirect).toEqual({ kind: 'invalid-phone' });
      }),
    );
  });

  it('over-long values are too-long at their limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (extra) => {
        const { problems } = validateContactPerson(
          {
            firstName: 'x'.repeat(CONTACT_PERSON_LIMITS.name + extra),
            lastName: 'y',
            title: 't'.repeat(CONTACT_PERSON_LIMITS.title + extra),
            email: '',
            phoneDirect: '1'.repeat(CONTACT_PERSON_LIMITS.phone + extra),
            phoneMobile: '',
          },
          { mode: 'create', emailRequired: false },
        );
        expect(problems).toEqual({
          firstName: { kind: 'too-long', max: 300 },
          title: { kind: 'too-long', max: 100 },
          phoneDirect: { kind: 'too-long', max: 30 },
        });
      }),
    );
  });

  it('the draft trims every value and sends empty ones as null', () => {
    fc.assert(
      fc.property(validishForm, fc.option(fc.uuid(), { nil: null }), (form, id) => {
        const draft = toDraft(form, id);
        expect(draft.id).toBe(id);
        for (const field of ['title', 'email', 'phoneDirect', 'phoneMobile'] as const) {
          expect(draft[field]).toBe(form[field].trim() === '' ? null : form[field].trim());
        }
        expect(draft.firstName).toBe(form.firstName.trim());
      }),
    );
  });

  it('sorting by name is a permutation, ordered by first then last name, and idempotent', () => {
    const person: fc.Arbitrary<ContactPerson> = fc.record({
      id: fc.uuid(),
      firstName: fc.constantFrom('Åsa', 'Anna', 'Örjan', 'Erik', 'anna', 'Zlatan'),
      lastName: fc.constantFrom('Öberg', 'Berg', 'Ek', 'Åkesson'),
      title: fc.constant(null),
      email: fc.constant(null),
      phoneDirect: fc.constant(null),
      phoneMobile: fc.constant('070'),
    });
    const collator = new Intl.Collator('sv', { sensitivity: 'base' });
    fc.assert(
      fc.property(fc.array(person, { maxLength: 12 }), (persons) => {
        const sorted = sortContactPersons(persons);
        expect([...sorted].map((p) => p.id).sort()).toEqual(persons.map((p) => p.id).sort());
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          const byFirst = collator.compare(a.firstName, b.firstName);
          expect(byFirst < 0 || (byFirst === 0 && collator.compare(a.lastName, b.lastName) <= 0)).toBe(true);
        }
        expect(sortContactPersons(sorted)).toEqual(sorted);
      }),
    );
  });
});
