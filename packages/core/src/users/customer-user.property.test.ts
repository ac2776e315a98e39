import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_USER_LIMITS,
  CUSTOMER_USER_TYPES,
  sortCustomerUsers,
  validateCustomerUser,
  type CustomerUser,
  type CustomerUserForm,
} from './customer-user.js';

const letters = fc.string({ unit: fc.constantFrom(...'abcåäöABCÅÄÖ -'.split('')), minLength: 0, maxLength: 40 });
const email = fc.emailAddress().filter((e) => e.length <= CUSTOMER_USER_LIMITS.email);
const phone = fc.string({ unit: fc.constantFrom(...'0123456789 ()+-'.split('')), maxLength: 30 });
const type = fc.constantFrom(...CUSTOMER_USER_TYPES);
const user: fc.Arbitrary<CustomerUser> = fc.record({ id: fc.uuid(), name: letters, email, phone, type });
const users = fc.uniqueArray(user, { selector: (u) => u.id, maxLength: 6 });
const form: fc.Arbitrary<CustomerUserForm> = fc.record({
  name: fc.oneof(letters, fc.string({ maxLength: 320 })),
  email: fc.oneof(email, fc.string({ maxLength: 40 })),
  phone: fc.oneof(phone, fc.string({ maxLength: 35 })),
  type: fc.constantFrom('', ...CUSTOMER_USER_TYPES),
});

describe('customer users (properties)', () => {
  it('accepts exactly the forms whose every field holds', () => {
    fc.assert(
      fc.property(form, users, (f, others) => {
        const problems = validateCustomerUser(f, others);
        const name = f.name.trim();
        const mail = f.email.trim();
        const tel = f.phone.trim();
        const expected = {
          name: name !== '' && name.length <= 300,
          email:
            mail !== '' &&
            mail.length <= 300 &&
            /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(mail) &&
            !others.some((o) => o.email.trim().toLowerCase() === mail.toLowerCase()),
          phone: tel !== '' && tel.length <= 30 && /^[\d\s()+-]+$/.test(tel) && /\d/.test(tel),
          type: f.type === 'administrator' || (f.type === 'orderer' && others.some((o) => o.type === 'administrator')),
        };
        for (const field of ['name', 'email', 'phone', 'type'] as const) {
          expect(problems[field] === undefined, `${field}: ${JSON.stringify(problems[field])}`).toBe(expected[field]);
        }
      }),
    );
  });

  it('leaves surrounding blanks alone: a value and the same value padded get the same verdict', () => {
    fc.assert(
      fc.property(form, users, fc.constantFrom(' ', '  ', '\t'), (f, others, pad) => {
        const padded = { ...f, name: pad + f.name + pad, email: pad + f.email, phone: f.phone + pad };
        expect(validateCustomerUser(padded, others)).toEqual(validateCustomerUser(f, others));
      }),
    );
  });

  it('sorts into an order that is a permutation, stable under shuffling', () => {
    fc.assert(
      fc.property(users, fc.func(fc.integer()), (list, key) => {
        const shuffled = [...list].sort((a, b) => key(a.id) - key(b.id));
        const sorted = sortCustomerUsers(list);
        expect(sortCustomerUsers(shuffled)).toEqual(sorted);
        expect([...sorted].map((u) => u.id).sort()).toEqual(list.map((u) => u.id).sort());
        const collator = new Intl.Collator('sv', { sensitivity: 'base' });
        for (let i = 1; i < sorted.length; i++)
          expect(collator.compare(sorted[i - 1]!.name, sorted[i]!.name)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
