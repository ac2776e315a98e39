import { phoneProblem } from '../validation/phone.js';
import { maxLength, required, type FieldProblem } from '../validation/problems.js';

/**
 * What a portal user may do (spec 3 §2 "type"; the customer side names the two kinds the
 * interpreter-side text calls "customer"): an administrator also manages the users; an orderer books.
 */
export const CUSTOMER_USER_TYPES = ['administrator', 'orderer'] as const;
export type CustomerUserType = (typeof CUSTOMER_USER_TYPES)[number];

/** One of the customer's portal users (/settings/manageusers: name, e-mail, contact number, type). */
export interface CustomerUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly type: CustomerUserType;
}

/** Spec 3 §9's limits, as for contact persons: names and e-mail 300, phones 30. */
export const CUSTOMER_USER_LIMITS = { name: 300, email: 300, phone: 30 } as const;

/** What the dialog holds: text as typed, the type as chosen (none yet when adding). */
export interface CustomerUserForm {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly type: CustomerUserType | '';
}

export type CustomerUserField = keyof CustomerUserForm;
export const CUSTOMER_USER_FIELDS: readonly CustomerUserField[] = ['name', 'email', 'phone', 'type'];

export type CustomerUserProblem =
  | FieldProblem
  | { readonly kind: 'invalid-email' }
  | { readonly kind: 'invalid-phone' }
  /** Another of the customer's users has this e-mail already. */
  | { readonly kind: 'email-taken' }
  /** The change would leave the customer without an administrator. */
  | { readonly kind: 'last-administrator' };

export type CustomerUserProblems = Partial<Record<CustomerUserField, CustomerUserProblem>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail addresses are compared without case and surrounding blanks. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

const first = (value: string, rules: ReadonlyArray<(value: string) => CustomerUserProblem | undefined>) => {
  for (const rule of rules) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return undefined;
};

/**
 * The rules of the user dialog, each field's first problem in order: every field required; name
 * and e-mail at most 300, the contact number at most 30 (spec 3 §9); a valid e-mail not used by
 * another of the customer's users; a contact number of digits, spaces, parentheses, plus and minus
 * with at least one digit (spec 3 §5); and an administrator left among the users. `others` are the
 * customer's other users (the edited one left out).
 */
export function validateCustomerUser(form: CustomerUserForm, others: readonly CustomerUser[]): CustomerUserProblems {
  const problems: CustomerUserProblems = {};
  const name = first(form.name.trim(), [required, maxLength(CUSTOMER_USER_LIMITS.name)]);
  const email = first(form.email.trim(), [
    required,
    maxLength(CUSTOMER_USER_LIMITS.email),
    (value) => (EMAIL.test(value) ? undefined : { kind: 'invalid-email' }),
    (value) => (others.some((user) => sameEmail(user.email, value)) ? { kind: 'email-taken' } : undefined),
  ]);
  const phone = phoneProblem(form.phone, { required: true });
  const type: CustomerUserProblem | undefined =
    form.type === ''
      ? { kind: 'required' }
      : form.type !== 'administrator' && !others.some((user) => user.type === 'administrator')
        ? { kind: 'last-administrator' }
        : undefined;
  if (name) problems.name = name;
  if (email) problems.email = email;
  if (phone) problems.phone = phone;
  if (type) problems.type = type;
  return problems;
}

export const hasProblems = (problems: CustomerUserProblems): boolean => Object.keys(problems).length > 0;

/** What is saved: trimmed. Null id adds a user; an id replaces that user's details. */
export interface CustomerUserDraft {
  readonly id: string | null;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly type: CustomerUserType;
}

export function toUserDraft(form: CustomerUserForm & { readonly type: CustomerUserType }, id: string | null): CustomerUserDraft {
  return { id, name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim(), type: form.type };
}

export const EMPTY_CUSTOMER_USER_FORM: CustomerUserForm = { name: '', email: '', phone: '', type: '' };

export const userFormOf = (user: CustomerUser): CustomerUserForm => ({
  name: user.name,
  email: user.email,
  phone: user.phone,
  type: user.type,
});

const collator = new Intl.Collator('sv', { sensitivity: 'base' });

/** By name in Swedish order (å, ä, ö after z), then e-mail, then id: the list of /settings/manageusers. */
export function sortCustomerUsers(users: readonly CustomerUser[]): CustomerUser[] {
  return [...users].sort(
    (a, b) => collator.compare(a.name, b.name) || collator.compare(a.email, b.email) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Initials for an avatar or a list: the first letters of the first and last word, upper case. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s–-]+/u)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  if (words.length === 0) return '';
  const letter = (word: string) => [...word].find((c) => /\p{L}|\p{N}/u.test(c))!.toLocaleUpperCase('sv');
  return words.length === 1 ? letter(words[0]!) : letter(words[0]!) + letter(words[words.length - 1]!);
}
