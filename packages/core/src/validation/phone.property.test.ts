import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH, phoneProblem } from './phone.js';

const phoneCharacter = fc.constantFrom(...'0123456789 ()+-'.split(''));

describe('phoneProblem', () => {
  it('takes the spec’s phone numbers, and blank only when not required', () => {
    for (const ok of ['08-508 09 100', '+46 (0)8 123 45', '070 123 45 67', ' 0701234567 '])
      expect(phoneProblem(ok, { required: true }), ok).toBeUndefined();
    expect(phoneProblem('  ', { required: true })).toEqual({ kind: 'required' });
    expect(phoneProblem('', { required: false })).toBeUndefined();
  });

  it('refuses other characters, no digit at all, and more than 30 characters', () => {
    for (const bad of ['070-123 45 67 ext', '070.123', '()', '+ -', '070/123'])
      expect(phoneProblem(bad, { required: true }), bad).toEqual({ kind: 'invalid-phone' });
    expect(phoneProblem('0'.repeat(31), { required: true })).toEqual({ kind: 'too-long', max: 30 });
  });

  it('property: a trimmed string of phone characters with a digit, at most 30 long, is valid; longer never is', () => {
    fc.assert(
      fc.property(fc.array(phoneCharacter, { maxLength: 40 }), fc.integer({ min: 0, max: 9 }), (chars, digit) => {
        const phone = `${digit}${chars.join('')}`.trim();
        const problem = phoneProblem(phone, { required: true });
        if (phone.length <= PHONE_MAX_LENGTH) expect(problem).toBeUndefined();
        else expect(problem).toEqual({ kind: 'too-long', max: PHONE_MAX_LENGTH });
      }),
    );
  });
});
