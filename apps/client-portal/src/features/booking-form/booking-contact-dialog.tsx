import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { CONTACT_CHANNELS, type ContactPersonField, type ContactPersonProblem } from '@tolk/core';
import { fieldProblemText } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { FIELD_LABELS } from '../contact-persons/contact-persons-store.js';
import { contactPersonsMessages as cm } from '../contact-persons/contact-persons.messages.js';
import type { AssignmentFormStore } from './assignment-form-store.js';
import type { NewBookingContact } from './booking-contacts-store.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { NEW_CONTACT_FIELDS, NewContactStore } from './new-contact-store.js';
import { RequiredMark } from './required-mark.js';

const INPUT: Record<ContactPersonField, { type: string; inputMode?: 'email' | 'tel' }> = {
  firstName: { type: 'text' },
  lastName: { type: 'text' },
  title: { type: 'text' },
  email: { type: 'email', inputMode: 'email' },
  phoneDirect: { type: 'tel', inputMode: 'tel' },
  phoneMobile: { type: 'tel', inputMode: 'tel' },
};

function problemText(intl: IntlShape, problem: ContactPersonProblem, name: string): string {
  switch (problem.kind) {
    case 'invalid-email':
      return intl.formatMessage(cm.invalidEmail);
    case 'invalid-phone':
      return intl.formatMessage(cm.invalidPhone, { name });
    default:
      return fieldProblemText(intl, problem, name);
  }
}

/**
 * "+ Lägg till ny kontaktperson" (spec 1 §2 screen 8): a person typed here travels with the order
 * (id newPerson-…, not saved to the register) and is chosen in the field that opened the dialog.
 */
export const BookingContactDialog = observer(function BookingContactDialog({ form }: { readonly form: AssignmentFormStore }) {
  const open = form.contactDialog;
  return (
    <Dialog
      isOpen={open !== null}
      onClose={() => form.closeContactDialog()}
      title={<FormattedMessage {...m.newContactTitle} />}
      className="tolk-booking-dialog"
    >
      {open !== null ? <ContactForm form={form} role={open.role} prefill={open.prefill} /> : null}
    </Dialog>
  );
});

const ContactForm = observer(function ContactForm({
  form,
  role,
  prefill,
}: {
  readonly form: AssignmentFormStore;
  readonly role: 'contact' | 'orderer';
  readonly prefill: NewBookingContact | null;
}) {
  const intl = useIntl();
  const profile = form.profile();
  const emailRequired =
    role === 'contact' ? !!profile?.contactPersonUponInterpretationRequiresEmail : !!profile?.contactPersonOrdererRequiresEmail;
  const [store] = useState(() => new NewContactStore(emailRequired, prefill));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const person = store.submit();
    if (person) form.addContact(person);
  };
  const required = (field: ContactPersonField) =>
    field === 'firstName' || field === 'lastName' || (field === 'email' && emailRequired);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={intl.formatMessage(m.newContactTitle)}>
      <DialogBody>
        <p className="tolk-booking-muted">
          <FormattedMessage {...m.newContactNote} />
          {emailRequired ? (
            <>
              {' '}
              <FormattedMessage {...cm.emailRequiredNote} />
            </>
          ) : null}
        </p>
        {store.missingChannel ? (
          <Callout intent="danger" icon="error" role="alert" className="tolk-booking-callout">
            <FormattedMessage
              {...cm.missingChannel}
              values={{
                fields: intl.formatList(
                  CONTACT_CHANNELS.map((field) => intl.formatMessage(FIELD_LABELS[field])),
                  { type: 'disjunction' },
                ),
              }}
            />
          </Callout>
        ) : null}
        {NEW_CONTACT_FIELDS.map((field) => {
          const name = intl.formatMessage(FIELD_LABELS[field]);
          const problem = store.problemOf(field);
          const text = problem ? problemText(intl, problem, name) : undefined;
          const id = `new-contact-${field}`;
          return (
            <FormGroup
              key={field}
              label={name}
              labelFor={id}
              labelInfo={required(field) ? <RequiredMark /> : undefined}
              intent={text ? 'danger' : 'none'}
              helperText={
                text ? (
                  <span id={`${id}-problem`} role="alert">
                    {text}
                  </span>
                ) : undefined
              }
            >
              <InputGroup
                id={id}
                name={field}
                type={INPUT[field].type}
                inputMode={INPUT[field].inputMode}
                autoComplete="off"
                value={store.form[field]}
                onValueChange={(value) => store.set(field, value)}
                onBlur={() => store.touch(field)}
                intent={text ? 'danger' : 'none'}
                aria-invalid={text ? true : undefined}
                aria-describedby={text ? `${id}-problem` : undefined}
                aria-required={required(field) || undefined}
                autoFocus={field === (prefill ? 'email' : 'firstName')}
              />
            </FormGroup>
          );
        })}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={() => form.closeContactDialog()}>
              <FormattedMessage {...m.cancel} />
            </Button>
            <Button type="submit" intent="primary">
              <FormattedMessage {...m.add} />
            </Button>
          </>
        }
      />
    </form>
  );
});
