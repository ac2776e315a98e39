import type { FieldProblem } from '../validation/problems.js';

export const DEVIATION_DESCRIPTION_MAX = 1000;
/** The file types a deviation may carry (spec 2 §5). */
export const DEVIATION_FILE_TYPES = ['doc', 'pdf', 'docx', 'jpg', 'jpeg', 'png', 'bmp'] as const;
/** The contact person "none" of the form (spec 2 §3). */
export const NO_CONTACT_PERSON = '-1';
/** Separates the description from the reply address (spec 2 §5). */
export const REPLY_SEPARATOR = '||';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The deviation form (spec 2 §3 "Creation state"). */
export interface DeviationForm {
  /** General: a complaint not tied to an order of the list; it is only mailed (spec 2 §2). */
  readonly isGeneral: boolean;
  readonly orderId: string | null;
  /** Typed when general, the order's own number otherwise (read-only). */
  readonly orderNumber: string;
  /** A contact person's id, or NO_CONTACT_PERSON. */
  readonly contactPersonId: string;
  readonly reasonId: string;
  readonly description: string;
  readonly wantsReply: boolean;
  readonly replyEmail: string;
}

export const emptyDeviationForm = (isGeneral: boolean): DeviationForm => ({
  isGeneral,
  orderId: null,
  orderNumber: '',
  contactPersonId: NO_CONTACT_PERSON,
  reasonId: '',
  description: '',
  wantsReply: false,
  replyEmail: '',
});

export type DeviationField = 'orderNumber' | 'contactPersonId' | 'reasonId' | 'description' | 'replyEmail';
export type DeviationProblem = FieldProblem | { readonly kind: 'invalid-email' };
export type DeviationProblems = Partial<Record<DeviationField, DeviationProblem>>;

const replyOf = (form: DeviationForm): string | null => (form.wantsReply ? form.replyEmail.trim() || null : null);

/**
 * The description as sent: for a deviation about an order, a wanted reply's address follows
 * "||" (spec 2 §5); a general complaint's mail names it on its own line instead.
 */
export function descriptionToSend(form: DeviationForm): string {
  const reply = replyOf(form);
  return !form.isGeneral && reply ? `${form.description}${REPLY_SEPARATOR}${reply}` : form.description;
}

/** What counts toward the 1000 characters: the description as sent, the reply suffix included. */
export const descriptionLength = (form: DeviationForm): number => descriptionToSend(form).length;

/** Spec 2 §5: booking number and contact person required when general; a cause; at most 1000 characters; a valid reply address. */
export function deviationProblems(form: DeviationForm): DeviationProblems {
  const problems: { -readonly [F in DeviationField]?: DeviationProblem } = {};
  if (form.isGeneral && form.orderNumber.trim() === '') problems.orderNumber = { kind: 'required' };
  if (form.isGeneral && (form.contactPersonId === NO_CONTACT_PERSON || form.contactPersonId.trim() === ''))
    problems.contactPersonId = { kind: 'required' };
  if (form.reasonId.trim() === '') problems.reasonId = { kind: 'required' };
  if (form.description.trim() === '') problems.description = { kind: 'required' };
  else if (descriptionLength(form) > DEVIATION_DESCRIPTION_MAX)
    problems.description = { kind: 'too-long', max: DEVIATION_DESCRIPTION_MAX };
  if (form.wantsReply) {
    const email = form.replyEmail.trim();
    if (email === '') problems.replyEmail = { kind: 'required' };
    else if (!EMAIL.test(email)) problems.replyEmail = { kind: 'invalid-email' };
  }
  return problems;
}

/** A file name of one of the allowed types (case does not matter). */
export function isAllowedDeviationFile(filename: string): boolean {
  const match = /\.([^.]+)$/.exec(filename.trim());
  return match !== null && (DEVIATION_FILE_TYPES as readonly string[]).includes(match[1]!.toLowerCase());
}

export interface DeviationDocument {
  readonly filename: string;
  readonly contentType: string;
  readonly base64: string;
}

/** What CreateDeviation is asked for a deviation about an order. */
export interface CreateDeviationCommand {
  readonly orderId: string;
  readonly contactPersonId: string | null;
  readonly reasonId: string;
  readonly description: string;
  readonly replyEmail: string | null;
  readonly documents: readonly DeviationDocument[];
}

export function createDeviationCommand(form: DeviationForm, documents: readonly DeviationDocument[]): CreateDeviationCommand {
  if (form.isGeneral || form.orderId === null) throw new Error('a general complaint is mailed, not created');
  return {
    orderId: form.orderId,
    contactPersonId: form.contactPersonId === NO_CONTACT_PERSON ? null : form.contactPersonId,
    reasonId: form.reasonId,
    description: descriptionToSend(form),
    replyEmail: replyOf(form),
    documents,
  };
}

/** The general complaint's mail: subject and HTML body (spec 2 §7), every value escaped. */
export interface ComplaintMail {
  readonly subject: string;
  readonly html: string;
}

export interface ComplaintContext {
  readonly customerName: string;
  readonly customerNumber: string;
  readonly contactPersonName: string;
  readonly reasonName: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The mail of a general complaint, in Swedish (it goes to the provider's quality department):
 * customer, order number, contact person, cause, description and the reply address when wanted.
 */
export function complaintMailOf(form: DeviationForm, context: ComplaintContext): ComplaintMail {
  const reply = replyOf(form);
  const rows: [string, string][] = [
    ['Kund', `${context.customerName} (${context.customerNumber})`],
    ['Bokningsnummer', form.orderNumber.trim()],
    ['Kontaktperson', context.contactPersonName],
    ['Orsak', context.reasonName],
    ['Svar önskas till', reply ?? 'Inget svar önskas'],
  ];
  const table = rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  const description = escapeHtml(form.description).replace(/\r?\n/g, '<br>');
  return {
    subject: `Allmänt klagomål från ${context.customerName} (${context.customerNumber}), bokning ${form.orderNumber.trim()}`,
    html: `<h1>Allmänt klagomål</h1><table>${table}</table><h2>Beskrivning</h2><p>${description}</p>`,
  };
}
