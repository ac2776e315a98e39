import { CONTACT_CHANNELS, type ContactPersonField, type ContactPersonForm, type ContactPersonProblem } from '@tolk/core';
import { fieldProblemText } from '@tolk/ui';
import { FormattedMessage, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { PersonInputKind, PersonTextField } from '../person-form/person-form-dialog.js';
import { contactPersonsMessages as m } from './contact-persons.messages.js';

/** A contact person's fields as the dialogs and the list name them (settings, direct booking, booking form). */
export const FIELD_LABELS = {
  firstName: m.firstName,
  lastName: m.lastName,
  title: m.title,
  email: m.email,
  phoneDirect: m.phoneDirect,
  phoneMobile: m.phoneMobile,
} as const;

const KINDS: Record<ContactPersonField, PersonInputKind> = {
  firstName: 'text',
  lastName: 'text',
  title: 'text',
  email: 'email',
  phoneDirect: 'tel',
  phoneMobile: 'tel',
};

function problemText(intl: IntlShape, problem: ContactPersonProblem, name: string): string {
  switch (problem.kind) {
    case 'invalid-email':
      return intl.formatMessage(m.invalidEmail);
    case 'invalid-phone':
      return intl.formatMessage(m.invalidPhone, { name });
    default:
      return fieldProblemText(intl, problem, name);
  }
}

/** What a contact-person dialog shows: which fields, what they hold, their problems once shown, the profile's e-mail rule. */
export interface ContactFormView {
  readonly fields: readonly ContactPersonField[];
  readonly form: ContactPersonForm;
  readonly problemOf: (field: ContactPersonField) => ContactPersonProblem | undefined;
  readonly emailRequired: boolean;
}

/** The dialog's text fields of a contact person: the names always required, the e-mail when the profile says so. */
export function contactFields(
  intl: IntlShape,
  { fields, form, problemOf, emailRequired }: ContactFormView,
): PersonTextField<ContactPersonField>[] {
  return fields.map((field) => {
    const label = intl.formatMessage(FIELD_LABELS[field]);
    const problem = problemOf(field);
    return {
      name: field,
      label,
      kind: KINDS[field],
      required: field === 'firstName' || field === 'lastName' || (field === 'email' && emailRequired),
      value: form[field],
      problem: problem ? problemText(intl, problem, label) : undefined,
    };
  });
}

/** "Minst ett av fälten E-post, Direkttelefon eller Mobiltelefon måste fyllas i" (spec 3 §5). */
export function missingChannelText(intl: IntlShape): string {
  return intl.formatMessage(m.missingChannel, {
    fields: intl.formatList(
      CONTACT_CHANNELS.map((field) => intl.formatMessage(FIELD_LABELS[field])),
      { type: 'disjunction' },
    ),
  });
}

/** The dialog's note on how to reach the person, and that the customer profile requires an e-mail. */
export function ContactChannelNote({
  note,
  emailRequired,
  className,
  id,
}: {
  readonly note: MessageDescriptor;
  readonly emailRequired: boolean;
  readonly className: string;
  readonly id?: string;
}) {
  return (
    <p className={className} id={id}>
      <FormattedMessage {...note} />
      {emailRequired ? (
        <>
          {' '}
          <FormattedMessage {...m.emailRequiredNote} />
        </>
      ) : null}
    </p>
  );
}
