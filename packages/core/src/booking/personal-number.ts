import type { AssignmentDraft } from './draft.js';
import type { DraftField } from './validation.js';

/**
 * A Swedish personal identity number (personnummer) or co-ordination number (samordningsnummer):
 * YYMMDD or YYYYMMDD, then optionally - or +, then four digits, not part of a longer run of digits.
 * It counts when the date exists (for a co-ordination number the day is the date's day plus 60)
 * and the last digit is the Luhn check digit of the ten digits YYMMDDNNN.
 */
const CANDIDATE = /(?<!\d)(\d{6}|\d{8})[-+]?(\d{4})(?!\d)/g;

export function containsPersonalNumber(text: string): boolean {
  for (const match of text.matchAll(CANDIDATE)) {
    if (isPersonalNumber(match[1]!, match[2]!)) return true;
  }
  return false;
}

function isPersonalNumber(datePart: string, lastFour: string): boolean {
  const short = datePart.slice(-6);
  const month = Number(short.slice(2, 4));
  const rawDay = Number(short.slice(4, 6));
  const day = rawDay > 60 ? rawDay - 60 : rawDay;
  const years =
    datePart.length === 8 ? [Number(datePart.slice(0, 4))] : [1900 + Number(short.slice(0, 2)), 2000 + Number(short.slice(0, 2))];
  if (!years.some((year) => isDate(year, month, day))) return false;
  return luhnValid(short + lastFour);
}

function isDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** The Luhn (mod 10) check over ten digits, weights 2, 1, 2, 1 … from the left. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

/** The free-text fields of the form that are checked for personal identity numbers (issue 4 item 7). */
export const FREE_TEXT_FIELDS = [
  'groupDescription',
  'additionalRequirements',
  'description',
  'yourReference',
  'yourOrderNumber',
] as const satisfies readonly (DraftField & keyof AssignmentDraft)[];

/**
 * The free-text fields that contain what looks like a Swedish personal identity number, in the
 * form's order; the portal warns before sending when there are any. The group description counts
 * only with more than one day (it is sent only then).
 */
export function personalNumberFields(draft: AssignmentDraft): DraftField[] {
  return FREE_TEXT_FIELDS.filter(
    (field) => (field !== 'groupDescription' || draft.dates.length > 1) && containsPersonalNumber(draft[field]),
  );
}
