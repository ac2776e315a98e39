import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValid } from '../validation/problems.js';
import { validateLogin } from './login-form.js';

const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });
const blanks = fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 3 });
/** A password with at least one visible character and at least eight characters in all. */
const goodPassword = fc
  .tuple(fc.string({ minLength: 7, maxLength: 40 }), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }))
  .filter(([, visible]) => visible.trim() !== '')
  .map(([rest, visible]) => visible + rest)
  .filter((password) => password.length >= 8);

describe('validateLogin (properties)', () => {
  it('accepts any 1 to 300 digits, blanks around them included, with any long enough password', () => {
    fc.assert(
      fc.property(blanks, digits(1, 294), blanks, goodPassword, (before, number, after, password) => {
        expect(isValid(validateLogin({ customerNumber: before + number + after, password }))).toBe(true);
      }),
    );
  });

  it('reports too-long for any digits beyond 300 characters', () => {
    fc.assert(
      fc.property(digits(301, 400), goodPassword, (customerNumber, password) => {
        expect(validateLogin({ customerNumber, password })).toEqual({
          customerNumber: { kind: 'too-long', max: 300 },
          password: undefined,
        });
      }),
    );
  });

  it('reports not-numeric for any non-blank text with a character that is not a digit, whatever its length', () => {
    const withNonDigit = fc
      .tuple(
        fc.string({ maxLength: 400 }),
        fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[\d\s]/.test(c)),
        fc.string(),
      )
      .map(([a, c, b]) => a + c + b);
    fc.assert(
      fc.property(withNonDigit, (customerNumber) => {
        expect(validateLogin({ customerNumber, password: 'Tolkportal1' }).customerNumber).toEqual({ kind: 'not-numeric' });
      }),
    );
  });

  it('reports too-short for any non-blank password under eight characters', () => {
    const short = fc.string({ minLength: 1, maxLength: 7 }).filter((p) => p.trim() !== '');
    fc.assert(
      fc.property(short, (password) => {
        expect(validateLogin({ customerNumber: '1001', password }).password).toEqual({ kind: 'too-short', min: 8 });
      }),
    );
  });

  it('reports exactly one problem per field, and problems are plain data', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 320 }), fc.string({ maxLength: 12 }), (customerNumber, password) => {
        const problems = validateLogin({ customerNumber, password });
        expect(Object.keys(problems).sort()).toEqual(['customerNumber', 'password']);
        for (const problem of Object.values(problems)) {
          if (problem) expect(JSON.parse(JSON.stringify(problem))).toEqual(problem);
        }
        expect(isValid(problems)).toBe(Object.values(problems).every((p) => p === undefined));
      }),
    );
  });
});
