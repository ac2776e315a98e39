import { maxLength, required, type FieldProblem } from './problems.js';

/** Spec 3 §5/§9's phone fields: at most 30 characters. */
export const PHONE_MAX_LENGTH = 30;

/** Digits, spaces, parentheses, plus and minus (the CRM answers 2007 to anything else). */
const PHONE_CHARACTERS = /^[\d\s()+-]*$/;

export type PhoneProblem = FieldProblem | { readonly kind: 'invalid-phone' };

/**
 * The spec's phone rule, once: trimmed, a required number must be there (2001), at most 30
 * characters, only digits, spaces, parentheses, plus and minus, and at least one digit (2007).
 * An optional number may be blank. The interpreter's mobile (UpdateInterpreterPhone) is checked
 * with it in the portal and in mock-crm.
 */
export function phoneProblem(value: string, options: { readonly required: boolean }): PhoneProblem | undefined {
  const phone = value.trim();
  if (phone === '') return options.required ? required(phone) : undefined;
  const tooLong = maxLength(PHONE_MAX_LENGTH)(phone);
  if (tooLong) return tooLong;
  return PHONE_CHARACTERS.test(phone) && /\d/.test(phone) ? undefined : { kind: 'invalid-phone' };
}
