import { Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ContactChannelNote, contactFields, missingChannelText } from '../contact-persons/contact-person-fields.js';
import { PersonFormDialog } from '../person-form/person-form-dialog.js';
import type { AssignmentFormStore } from './assignment-form-store.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { NEW_CONTACT_FIELDS, NewContactStore } from './new-contact-store.js';
import { RequiredMark } from '@tolk/ui';

type Opening = NonNullable<AssignmentFormStore['contactDialog']>;

/**
 * One NewContactStore for each opening of the dialog: what was typed goes with it. (State adjusted
 * while rendering, as React advises for state that follows a prop.)
 */
function useNewContact(form: AssignmentFormStore): NewContactStore | null {
  const opening = form.contactDialog;
  const [current, setCurrent] = useState<{ readonly opening: Opening; readonly store: NewContactStore } | null>(null);
  if (opening === null) return null;
  if (current?.opening === opening) return current.store;
  const profile = form.profile();
  const emailRequired =
    opening.role === 'contact'
      ? !!profile?.contactPersonUponInterpretationRequiresEmail
      : !!profile?.contactPersonOrdererRequiresEmail;
  const store = new NewContactStore(emailRequired, opening.prefill);
  setCurrent({ opening, store });
  return store;
}

/**
 * "+ Lägg till ny kontaktperson" (spec 1 §2 screen 8): a person typed here travels with the order
 * (id newPerson-…, not saved to the register) and is chosen in the field that opened the dialog.
 */
export const BookingContactDialog = observer(function BookingContactDialog({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const store = useNewContact(form);
  return (
    <PersonFormDialog
      isOpen={store !== null}
      title={intl.formatMessage(m.newContactTitle)}
      className="tolk-booking-dialog"
      idPrefix="new-contact"
      fields={
        store
          ? contactFields(intl, {
              fields: NEW_CONTACT_FIELDS,
              form: store.form,
              problemOf: (field) => store.problemOf(field),
              emailRequired: store.emailRequired,
            })
          : []
      }
      autoFocus={form.contactDialog?.prefill ? 'email' : 'firstName'}
      requiredMark={<RequiredMark />}
      intro={
        store ? (
          <>
            <ContactChannelNote note={m.newContactNote} emailRequired={store.emailRequired} className="tolk-booking-muted" />
            {store.missingChannel ? (
              <Callout intent="danger" icon="error" role="alert" className="tolk-booking-callout">
                {missingChannelText(intl)}
              </Callout>
            ) : null}
          </>
        ) : null
      }
      submitText={m.add}
      cancelText={m.cancel}
      onChange={(field, value) => store?.set(field, value)}
      onLeave={(field) => store?.touch(field)}
      onSubmit={() => {
        const person = store?.submit();
        if (person) form.addContact(person);
      }}
      onClose={() => form.closeContactDialog()}
    />
  );
});
