import type { Temporal } from 'temporal-polyfill';
import type { CustomerProfile } from '../account/customer.js';
import { STOCKHOLM } from '../time/clock.js';
import type { AssignmentDraft, BookableService, BookingContact, DraftFile } from './draft.js';
import { requiresMeetingLink, requiresMeetingPassCode } from './services.js';
import { firstDayVerdict, uniqueSortedDates } from './time-editing.js';

/** The fields of the booking form that can have a problem, in the form's order (spec 1 §2). */
export const DRAFT_FIELD_ORDER = [
  // Step 1: the essentials.
  'dates',
  'start',
  'end',
  'groupDescription',
  'skillId',
  'alternativeSkillId',
  'serviceId',
  'meetingPlatformId',
  'meetingUrl',
  'meetingPhone',
  'meetingPassCode',
  'contactPersonId',
  'ordererId',
  'smsPhone',
  // Step 2: additional requirements and information.
  'requestedInterpreter',
  'additionalRequirements',
  'description',
  'yourReference',
  'yourOrderNumber',
  'addressLine',
  'careOf',
  'postalCode',
  'city',
  'files',
] as const;

export type DraftField = (typeof DRAFT_FIELD_ORDER)[number];

const STEP_TWO_FROM = DRAFT_FIELD_ORDER.indexOf('requestedInterpreter');

/** Which step of the single form shows the field (spec 1 §2: step 1 essentials, step 2 the rest). */
export const step = (field: DraftField): 1 | 2 => (DRAFT_FIELD_ORDER.indexOf(field) < STEP_TWO_FROM ? 1 : 2);

/** What is wrong with a field, as data; the UI words it (spec 1 §5, §8). */
export type BookingProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'not-valid' }
  | { readonly kind: 'too-long'; readonly max: number }
  | { readonly kind: 'exact-length'; readonly length: number }
  | { readonly kind: 'not-numeric' }
  /** The first day is today: a new booking takes later days only (call the local office for today). */
  | { readonly kind: 'start-today' }
  /** The first day has gone by: no booking, new or edited, takes it (issue 17 item 2). */
  | { readonly kind: 'date-past' }
  /** Videolänk måste börja med "http://" eller "https://". */
  | { readonly kind: 'meeting-url-scheme' }
  /** Alternativt språk är obligatoriskt. */
  | { readonly kind: 'alternative-language-required' }
  /** E-post krävs. (the profile asks for an e-mail of this role) */
  | { readonly kind: 'email-required' }
  /** The person has neither e-mail, direct phone nor mobile phone. */
  | { readonly kind: 'no-contact-channel' };

/** Spec 1 §5 and §9, and the contract's limits where the spec names none (address, order number). */
export const BOOKING_LIMITS = {
  description: 1000,
  groupDescription: 1000,
  additionalRequirements: 500,
  yourReference: 100,
  yourOrderNumber: 100,
  requestedInterpreter: 300,
  meetingUrl: 500,
  meetingPhone: 50,
  meetingPassCode: { single: 300, multiple: 500 },
  smsPhone: 300,
  addressLine: 300,
  careOf: 300,
  city: 100,
  postalCode: 5,
  fileDescription: 1000,
} as const;

export interface ValidationContext {
  readonly now: Temporal.ZonedDateTime;
  readonly profile: CustomerProfile | null;
  /** What GetServices offered for the draft's language and period. */
  readonly services: readonly BookableService[];
  /** The persons the form can choose: saved ones and ones added in the form. */
  readonly contacts: readonly BookingContact[];
  /** The single form (pass code 300) or the multiple form (pass code 500). Single by default. */
  readonly form?: 'single' | 'multiple';
}

export interface DraftValidation {
  readonly problems: Partial<Record<DraftField, BookingProblem>>;
  /** The first field with a problem in the form's order (to scroll to), null when valid. */
  readonly firstField: DraftField | null;
}

export const isValidDraft = (validation: DraftValidation): boolean => validation.firstField === null;

const blank = (text: string | null | undefined): boolean => (text ?? '').trim() === '';
const tooLong = (text: string, max: number): BookingProblem | undefined =>
  text.length > max ? { kind: 'too-long', max } : undefined;
const requiredText = (text: string, max: number): BookingProblem | undefined =>
  blank(text) ? { kind: 'required' } : tooLong(text, max);
const URL_SCHEME = /^https?:\/\//i;

/** Every rule of spec 1 §5 over the draft; problems as data, the first in the form's order. */
export function validateDraft(draft: AssignmentDraft, context: ValidationContext): DraftValidation {
  const problems: Partial<Record<DraftField, BookingProblem>> = {};
  const set = (field: DraftField, problem: BookingProblem | undefined) => {
    if (problem && !problems[field]) problems[field] = problem;
  };
  const service = draft.serviceId === null ? undefined : context.services.find((s) => s.id === draft.serviceId);
  const editing = draft.editing !== null;

  // Dates: never a day gone by; a later day than today unless editing.
  const first = uniqueSortedDates(draft.dates)[0];
  const today = context.now.withTimeZone(STOCKHOLM).toPlainDate();
  const verdict = first ? firstDayVerdict(first, today) : null;
  if (!first) set('dates', { kind: 'required' });
  else if (verdict === 'past') set('dates', { kind: 'date-past' });
  else if (!editing && verdict === 'today') set('dates', { kind: 'start-today' });
  if (draft.dates.length > 1) set('groupDescription', tooLong(draft.groupDescription, BOOKING_LIMITS.groupDescription));

  // Language and type.
  if (isNoLanguage(draft.skillId)) set('skillId', { kind: 'required' });
  if (draft.alternativeSkillId !== null && isNoLanguage(draft.alternativeSkillId))
    set('alternativeSkillId', { kind: 'alternative-language-required' });
  if (draft.serviceId === null || draft.serviceId === '') set('serviceId', { kind: 'required' });
  else if (!service && context.services.length > 0) set('serviceId', { kind: 'not-valid' });

  // Meeting.
  if (service && service.platforms.length > 0 && !draft.meetingPlatformId) set('meetingPlatformId', { kind: 'required' });
  if (requiresMeetingLink(service) && blank(draft.meetingUrl)) set('meetingUrl', { kind: 'required' });
  if (!blank(draft.meetingUrl)) {
    const url = draft.meetingUrl.trim();
    set('meetingUrl', URL_SCHEME.test(url) ? tooLong(url, BOOKING_LIMITS.meetingUrl) : { kind: 'meeting-url-scheme' });
  }
  if (service?.requiresMeetingPhone) set('meetingPhone', requiredText(draft.meetingPhone, BOOKING_LIMITS.meetingPhone));
  else set('meetingPhone', tooLong(draft.meetingPhone, BOOKING_LIMITS.meetingPhone));
  const passCodeMax = BOOKING_LIMITS.meetingPassCode[context.form ?? 'single'];
  if (requiresMeetingPassCode(service)) set('meetingPassCode', requiredText(draft.meetingPassCode, passCodeMax));
  else set('meetingPassCode', tooLong(draft.meetingPassCode, passCodeMax));

  // Contact person upon interpretation, and the orderer unless it is the same person.
  const contactEmail = !!context.profile?.contactPersonUponInterpretationRequiresEmail;
  const ordererEmail = !!context.profile?.contactPersonOrdererRequiresEmail;
  if (draft.ordererSameAsContact) {
    set('contactPersonId', personProblem(draft.contactPersonId, context.contacts, contactEmail || ordererEmail));
  } else {
    set('contactPersonId', personProblem(draft.contactPersonId, context.contacts, contactEmail));
    set('ordererId', personProblem(draft.ordererId, context.contacts, ordererEmail));
  }
  if (draft.smsReminder) set('smsPhone', requiredText(draft.smsReminder.phoneNumber, BOOKING_LIMITS.smsPhone));

  // Step 2: texts.
  set('requestedInterpreter', tooLong(draft.requestedInterpreter, BOOKING_LIMITS.requestedInterpreter));
  set('additionalRequirements', tooLong(draft.additionalRequirements, BOOKING_LIMITS.additionalRequirements));
  set('description', tooLong(draft.description, BOOKING_LIMITS.description));
  set('yourReference', tooLong(draft.yourReference, BOOKING_LIMITS.yourReference));
  set('yourOrderNumber', tooLong(draft.yourOrderNumber, BOOKING_LIMITS.yourOrderNumber));

  // Address, unless the customer's own is used.
  if (!draft.useProfileAddress) {
    set('addressLine', requiredText(draft.addressLine, BOOKING_LIMITS.addressLine));
    set('careOf', tooLong(draft.careOf, BOOKING_LIMITS.careOf));
    set('postalCode', postalCodeProblem(draft.postalCode));
    set('city', requiredText(draft.city, BOOKING_LIMITS.city));
  }

  // Attachments.
  for (const file of draft.files) {
    set('files', checkFile(file) ? tooLong(file.description, BOOKING_LIMITS.fileDescription) : { kind: 'not-valid' });
  }

  const firstField = DRAFT_FIELD_ORDER.find((field) => problems[field]) ?? null;
  return { problems, firstField };
}

/** Spec 1 §5: the language must not be empty or a dash. */
const isNoLanguage = (id: string | null): boolean => id === null || id.trim() === '' || id.trim() === '-';

/** Required, numeric, exactly 5 digits (spec 1 §5). Blanks inside ("111 40") are allowed and ignored. */
export function postalCodeProblem(text: string): BookingProblem | undefined {
  const digits = text.replace(/\s/g, '');
  if (digits === '') return { kind: 'required' };
  if (!/^\d+$/.test(digits)) return { kind: 'not-numeric' };
  return digits.length === BOOKING_LIMITS.postalCode ? undefined : { kind: 'exact-length', length: BOOKING_LIMITS.postalCode };
}

/**
 * A chosen person (spec 1 §5): required; known to the form (a person no longer in the list is not
 * valid); with a name; an e-mail when the profile asks for one (E-post krävs.); otherwise at least
 * one of e-mail, direct and mobile phone.
 */
function personProblem(
  id: string | null,
  contacts: readonly BookingContact[],
  emailRequired: boolean,
): BookingProblem | undefined {
  if (id === null || id === '') return { kind: 'required' };
  const person = contacts.find((c) => c.id === id);
  if (!person || (blank(person.firstName) && blank(person.lastName))) return { kind: 'not-valid' };
  if (emailRequired && blank(person.email)) return { kind: 'email-required' };
  if (blank(person.email) && blank(person.phoneDirect) && blank(person.phoneMobile)) return { kind: 'no-contact-channel' };
  return undefined;
}

/**
 * Whether the typed address counts as edited (spec 1 §5): line, city or postal code differ from
 * the customer's address (blanks and case aside).
 */
export function isAddressEdited(
  draft: Pick<AssignmentDraft, 'addressLine' | 'city' | 'postalCode'>,
  profile: CustomerProfile | null,
): boolean {
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s/g, '').toLowerCase();
  const own = profile?.customerAddress;
  return (
    norm(draft.addressLine) !== norm(own?.addressRow1) ||
    norm(draft.city) !== norm(own?.city) ||
    norm(draft.postalCode) !== norm(own?.postalCode)
  );
}

/** Spec 1 §5: the file types an order accepts. */
export const ALLOWED_FILE_EXTENSIONS = ['doc', 'pdf', 'docx', 'jpg', 'jpeg', 'png', 'bmp'] as const;

const CONTENT_TYPES: Record<(typeof ALLOWED_FILE_EXTENSIONS)[number], string> = {
  doc: 'application/msword',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The file's type when the browser gives none, from its extension; null for a type not accepted. */
export function contentTypeOf(file: Pick<DraftFile, 'name' | 'type'>): string | null {
  const extension = extensionOf(file.name) as (typeof ALLOWED_FILE_EXTENSIONS)[number];
  if (!(ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(extension)) return null;
  return file.type.trim() || CONTENT_TYPES[extension];
}

/**
 * Whether a file can be attached (spec 1 §5): a name ending in doc, pdf, docx, jpg, jpeg, png or
 * bmp (any case) and some content. Otherwise the form asks for a valid file.
 */
export function checkFile(file: Pick<DraftFile, 'name' | 'type' | 'size'>): boolean {
  return file.size > 0 && extensionOf(file.name.trim()) !== '' && contentTypeOf(file) !== null;
}

export const FILE_NAME_DISPLAY_LENGTH = 13;

/** Displayed file names are shortened to 13 characters with dots (spec 1 §5): "Remissvar-fra...". */
export function shortFileName(name: string): string {
  const characters = [...name];
  return characters.length > FILE_NAME_DISPLAY_LENGTH ? `${characters.slice(0, FILE_NAME_DISPLAY_LENGTH).join('')}...` : name;
}
