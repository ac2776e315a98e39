import { Button, Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { displayName, isNewPerson, type BookingContact, type DraftField } from '@tolk/core';
import { RequiredMark } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssignmentFormStore, ContactRole } from './assignment-form-store.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { useProblemText } from './draft-fields.js';
import { Section } from './form-section.js';

/**
 * "People" (step 1): the contact person upon interpretation, "same as above", and the orderer when
 * another. Each list ends with adding a new person (the contact dialog).
 */
export const PersonsSection = observer(function PersonsSection({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  return (
    <Section title={m.people} id={form.fieldId('section-people')}>
      <PersonSelect form={form} role="contact" />
      <Checkbox
        checked={form.draft.ordererSameAsContact}
        label={intl.formatMessage(m.sameAsAbove)}
        onChange={(event) => form.setOrdererSameAsContact(event.currentTarget.checked)}
      />
      {form.draft.ordererSameAsContact ? null : <PersonSelect form={form} role="orderer" />}
    </Section>
  );
});

const PersonSelect = observer(function PersonSelect({
  form,
  role,
}: {
  readonly form: AssignmentFormStore;
  readonly role: ContactRole;
}) {
  const intl = useIntl();
  const field: DraftField = role === 'contact' ? 'contactPersonId' : 'ordererId';
  const id = form.fieldId(field);
  const problem = useProblemText(form, field);
  const kind = form.problemOf(field)?.kind;
  const value = role === 'contact' ? form.draft.contactPersonId : form.draft.ordererId;
  const persons = form.contacts.all;
  const chosen = form.contacts.byId(value);
  const ADD = '__add__';
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value;
    if (next === ADD) {
      form.openContactDialog(role);
      return;
    }
    if (role === 'contact') form.setContact(next || null);
    else form.setOrderer(next || null);
  };
  return (
    <FormGroup
      label={intl.formatMessage(role === 'contact' ? m.contact : m.orderer)}
      labelFor={id}
      labelInfo={<RequiredMark />}
      intent={problem ? 'danger' : 'none'}
      helperText={
        problem ? (
          <span id={`${id}-problem`} role="alert">
            {problem}
            {kind === 'email-required' && chosen ? (
              <>
                {' '}
                <Button
                  variant="minimal"
                  size="small"
                  intent="primary"
                  onClick={() => form.openContactDialog(role, chosen)}
                  className="tolk-booking-inline-link"
                >
                  <FormattedMessage {...m.addEmailHere} />
                </Button>
              </>
            ) : null}
          </span>
        ) : chosen ? (
          <span className="tolk-booking-muted">{channelsOf(chosen)}</span>
        ) : undefined
      }
    >
      <HTMLSelect
        id={id}
        name={id}
        value={value ?? ''}
        onChange={onChange}
        onBlur={() => form.touch(field)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        aria-required
        fill
      >
        <option value="">{intl.formatMessage(m.choosePerson)}</option>
        {persons.map((person) => (
          <option key={person.id} value={person.id}>
            {displayName(person)}
            {isNewPerson(person.id) ? ` ${intl.formatMessage(m.newPersonTag)}` : ''}
          </option>
        ))}
        <option value={ADD}>{intl.formatMessage(m.addNewPerson)}</option>
      </HTMLSelect>
    </FormGroup>
  );
});

const channelsOf = (person: BookingContact): string =>
  [person.email, person.phoneMobile, person.phoneDirect].filter((v): v is string => !!v).join(' · ');
