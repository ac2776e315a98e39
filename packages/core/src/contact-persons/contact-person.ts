import { phoneProblem } from '../validation/phone.js';
import { maxLength, required, type FieldProblem } from '../validation/problems.js';

/** A contact person of the customer's register (spec 3 §3). */
export interface ContactPerson {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly title: string | null;
  readonly email: string | null;
  readonly phoneDirect: string | null;
  readonly phoneMobile: string | null;
}

/** First name plus last name plus " - title" when there is one (spec 3 §3). */
export function displayName(person: Pick<ContactPerson, 'firstName' | 'lastName' | 'title'>): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return person.title ? `${name} - ${person.title}` : name;
}

const collator = new Intl.Collator('sv', { sensitivity: 'base' });

/** By name in Swedish order (å, ä, ö after z): first name, then last name, then title, then id. */
export function sortContactPersons(persons: readonly ContactPerson[]): ContactPerson[] {
  return [...persons].sort(
    (a, b) =>
      collator.compare(a.firstName, b.firstName) ||
      collator.compare(a.lastName, b.lastName) ||
      collator.compare(a.title ?? '', b.title ?? '') ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Spec 3 §5 and §9. */
export const CONTACT_PERSON_LIMITS = { name: 300, email: 300, title: 100, phone: 30 } as const;

/** What the dialog holds: text as typed. */
export interface ContactPersonForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly title: string;
  readonly email: string;
  readonly phoneDirect: string;
  readonly phoneMobile: string;
}

export type ContactPersonField = keyof ContactPersonForm;
/** The reachable channels, in the order the missing-channel message names them. */
export const CONTACT_CHANNELS = ['email', 'phoneDirect', 'phoneMobile'] as const satisfies readonly ContactPersonField[];

export type ContactPersonProblem = FieldProblem | { readonly kind: 'invalid-email' } | { readonly kind: 'invalid-phone' };

/** Create shows every field; edit only e-mail and phones (spec 3 §5). */
export type ContactPersonMode = 'create' | 'edit';

export interface ContactPersonRules {
  readonly mode: ContactPersonMode;
  /** The profile asks for an e-mail of contact persons (spec 3 §3, §6). */
  readonly emailRequired: boolean;
}

export interface ContactPersonValidation {
  readonly problems: Partial<Record<ContactPersonField, ContactPersonProblem>>;
  /** None of e-mail, direct phone and mobile phone is given: the toast names them. */
  readonly missingChannel: boolean;
}

export const FIELDS_BY_MODE: Record<ContactPersonMode, readonly ContactPersonField[]> = {
  create: ['firstName', 'lastName', 'title', 'email', 'phoneDirect', 'phoneMobile'],
  edit: ['email', 'phoneDirect', 'phoneMobile'],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emailProblem = (value: string, emailRequired: boolean): ContactPersonProblem | undefined => {
  const email = value.trim();
  if (email === '') return emailRequired ? { kind: 'required' } : undefined;
  if (email.length > CONTACT_PERSON_LIMITS.email) return { kind: 'too-long', max: CONTACT_PERSON_LIMITS.email };
  return EMAIL.test(email) ? undefined : { kind: 'invalid-email' };
};

const first = (value: string, rules: ReadonlyArray<(value: string) => FieldProblem | undefined>) => {
  for (const rule of rules) {
    const problem = rule(value);
    if (problem) return problem;
  }
  return undefined;
};

/**
 * The contact-person rules of spec 3 §5: names required (at most 300), title at most 100, a valid
 * e-mail (required when the profile says so), phones of digits, spaces, parentheses, plus and minus
 * (at most 30), and at least one way to reach the person. Only the fields of the mode are checked.
 */
export function validateContactPerson(form: ContactPersonForm, rules: ContactPersonRules): ContactPersonValidation {
  const all: Record<ContactPersonField, ContactPersonProblem | undefined> = {
    firstName: first(form.firstName.trim(), [required, maxLength(CONTACT_PERSON_LIMITS.name)]),
    lastName: first(form.lastName.trim(), [required, maxLength(CONTACT_PERSON_LIMITS.name)]),
    title: maxLength(CONTACT_PERSON_LIMITS.title)(form.title.trim()),
    email: emailProblem(form.email, rules.emailRequired),
    phoneDirect: phoneProblem(form.phoneDirect, { required: false }),
    phoneMobile: phoneProblem(form.phoneMobile, { required: false }),
  };
  const problems = Object.fromEntries(
    FIELDS_BY_MODE[rules.mode].filter((field) => all[field] !== undefined).map((field) => [field, all[field]]),
  ) as ContactPersonValidation['problems'];
  return { problems, missingChannel: CONTACT_CHANNELS.every((field) => form[field].trim() === '') };
}

export const isContactPersonValid = (validation: ContactPersonValidation): boolean =>
  !validation.missingChannel && Object.keys(validation.problems).length === 0;

/** What is saved: trimmed, empty strings as null (spec: "empty strings sent as null"). */
export interface ContactPersonDraft {
  /** Null creates a person; an id replaces that person. */
  readonly id: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly title: string | null;
  readonly email: string | null;
  readonly phoneDirect: string | null;
  readonly phoneMobile: string | null;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toDraft(form: ContactPersonForm, id: string | null): ContactPersonDraft {
  return {
    id,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    title: orNull(form.title),
    email: orNull(form.email),
    phoneDirect: orNull(form.phoneDirect),
    phoneMobile: orNull(form.phoneMobile),
  };
}

export const EMPTY_CONTACT_PERSON_FORM: ContactPersonForm = {
  firstName: '',
  lastName: '',
  title: '',
  email: '',
  phoneDirect: '',
  phoneMobile: '',
};

/** The form of an existing person, for editing. */
export function formOf(person: ContactPerson): ContactPersonForm {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    title: person.title ?? '',
    email: person.email ?? '',
    phoneDirect: person.phoneDirect ?? '',
    phoneMobile: person.phoneMobile ?? '',
  };
}

/**
 * The form as checked and saved: an edit keeps the names and title of the person it edits,
 * whatever the form holds (they are not editable, spec 3 §5); a new person is the form itself.
 */
export function formAsSaved(form: ContactPersonForm, editing: ContactPerson | null): ContactPersonForm {
  return editing ? { ...form, firstName: editing.firstName, lastName: editing.lastName, title: editing.title ?? '' } : form;
}
