import { Alert, Button } from '@blueprintjs/core';
import { CONTACT_CHANNELS, displayName, type ContactPerson } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRootStore } from '../../app/root-context.js';
import { PersonCard, PersonListView } from '../person-form/person-list-view.js';
import { ContactPersonDialog } from './contact-person-dialog.js';
import { FIELD_LABELS } from './contact-person-fields.js';
import { contactPersonsStore, type ContactPersonsStore } from './contact-persons-store.js';
import { contactPersonsMessages as m } from './contact-persons.messages.js';
import './contact-persons.css';

/** Settings tab 2: the customer's contact persons, by name (spec 3 §2, §5). */
export const ContactPersonsTab = observer(function ContactPersonsTab() {
  const root = useRootStore();
  const intl = useIntl();
  const [store] = useState(() =>
    contactPersonsStore(
      root.account.contactPersons,
      root.account.saveContactPerson,
      () =>
        root.profile.profile?.contactPersonOrdererRequiresEmail === true ||
        root.profile.profile?.contactPersonUponInterpretationRequiresEmail === true,
      root.notifier,
    ),
  );
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section aria-labelledby="contact-persons-heading" className="tolk-contact-persons">
      <PersonListView store={store} texts={m} headingId="contact-persons-heading" headingLevel={3}>
        <p className="tolk-contact-count" aria-live="polite">
          <FormattedMessage {...m.count} values={{ count: store.items.length }} />
        </p>
        <ul className="tolk-person-list" aria-labelledby="contact-persons-heading">
          {store.items.map((person) => (
            <PersonRow key={person.id} person={person} store={store} />
          ))}
        </ul>
      </PersonListView>
      <ContactPersonDialog store={store} />
      <Alert
        isOpen={store.confirming !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={intl.formatMessage(m.remove)}
        cancelButtonText={intl.formatMessage(m.cancel)}
        onConfirm={() => void store.confirmDelete()}
        onCancel={() => store.cancelDelete()}
        loading={store.busy}
        canEscapeKeyCancel
      >
        {store.confirming ? <p>{intl.formatMessage(m.confirmDelete, { name: displayName(store.confirming) })}</p> : null}
      </Alert>
    </section>
  );
});

const PersonRow = observer(function PersonRow({ person, store }: { person: ContactPerson; store: ContactPersonsStore }) {
  const intl = useIntl();
  const name = displayName(person);
  const none = intl.formatMessage(m.none);
  return (
    <PersonCard
      name={<span className="tolk-contact-name">{name}</span>}
      facts={CONTACT_CHANNELS.map((field) => ({
        label: intl.formatMessage(FIELD_LABELS[field]),
        value: person[field] ?? none,
      }))}
      edit={{ label: intl.formatMessage(m.editPerson, { name }), text: m.edit, onClick: () => store.openEdit(person) }}
    >
      <Button
        variant="outlined"
        size="small"
        intent="danger"
        icon="trash"
        aria-label={intl.formatMessage(m.removePerson, { name })}
        onClick={() => store.askDelete(person)}
      >
        <FormattedMessage {...m.remove} />
      </Button>
    </PersonCard>
  );
});
