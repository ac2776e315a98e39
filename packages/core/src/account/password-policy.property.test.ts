import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPassword, checkRepeat, passwordLength, validateChangePassword, PASSWORD_POLICY } from './password-policy.js';

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖÉ');
const digit = fc.constantFrom(...'0123456789');
/** Characters that are neither uppercase letters nor ASCII digits. */
const plain = fc.string({ unit: 'grapheme', maxLength: 1, minLength: 1 }).filter((c) => !/\p{Lu}|[0-9]/u.test(c));
const plainText = (minLength: number, maxLength: number) =>
  fc.array(plain, { minLength, maxLength }).map((chars) => chars.join(''));

/** Shuffles characters deterministically by the given keys. */
const shuffled = (chars: string[], keys: number[]) =>
  chars
    .map((c, i) => [c, keys[i % keys.length] ?? 0] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([c]) => c)
    .join('');

/** A password that meets every rule: at least 8 characters, an uppercase letter and a digit, anywhere. */
const goodPassword = fc
  .tuple(upper, digit, plainText(6, 30), fc.array(fc.integer(), { minLength: 1, maxLength: 40 }))
  .map(([u, d, rest, keys]) => shuffled([u, d, ...rest], keys));

describe('the password policy (properties)', () => {
  it('accepts any password of at least 8 characters with an uppercase letter and a digit', () => {
    fc.assert(
      fc.property(goodPassword, (password) => {
        expect(checkPassword(password)).toBeUndefined();
      }),
    );
  });

  it('reports too-short first for anything under 8 characters, whatever else it holds', () => {
    const short = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((p) => passwordLength(p) < 8);
    fc.assert(
      fc.property(short, (password) => {
        expect(checkPassword(password)).toEqual({ kind: 'too-short', min: PASSWORD_POLICY.minLength });
      }),
    );
  });

  it('reports no-uppercase for long enough passwords without one, with or without digits', () => {
    const noUpper = fc.tuple(plainText(8, 30), fc.array(digit, { maxLength: 4 })).map(([text, digits]) => text + digits.join(''));
    fc.assert(
      fc.property(noUpper, (password) => {
        expect(checkPassword(password)).toEqual({ kind: 'no-uppercase' });
      }),
    );
  });

  it('reports no-digit for long enough passwords with an uppercase letter but no digit', () => {
    const noDigit = fc.tuple(upper, plainText(7, 30)).map(([u, text]) => text + u);
    fc.assert(
      fc.property(noDigit, (password) => {
        expect(checkPassword(password)).toEqual({ kind: 'no-digit' });
      }),
    );
  });

  it('reports at most one problem, and it is the first rule broken in the order of the spec', () => {
    const order = ['required', 'too-short', 'no-uppercase', 'no-digit'];
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 14 }), (password) => {
        const problem = checkPassword(password);
        const broken = [password === '', passwordLength(password) < 8, !/\p{Lu}/u.test(password), !/[0-9]/.test(password)];
        const first = broken.indexOf(true);
        expect(problem?.kind).toBe(first === -1 ? undefined : order[first]);
      }),
    );
  });

  it('accepts a repeat exactly when it is the same non-empty text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (password) => {
        expect(checkRepeat(password, password)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (password, repeat) => {
        fc.pre(repeat !== password);
        expect(checkRepeat(password, repeat)).toEqual({ kind: 'mismatch' });
      }),
    );
    fc.assert(
      fc.property(fc.string(), (password) => {
        expect(checkRepeat(password, '')).toEqual({ kind: 'required' });
      }),
    );
  });

  it('a change of password is valid exactly when the current is given, the new passes and the repeat matches', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.oneof(goodPassword, fc.string({ maxLength: 12 })),
        fc.boolean(),
        (current, next, same) => {
          const problems = validateChangePassword({
            currentPassword: current,
            newPassword: next,
            repeatPassword: same ? next : `${next}x`,
          });
          const valid = Object.values(problems).every((p) => p === undefined);
          expect(valid).toBe(current !== '' && checkPassword(next) === undefined && same);
        },
      ),
    );
  });
});
