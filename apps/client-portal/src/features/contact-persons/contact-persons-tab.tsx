import { Alert, Button, Callout, Card, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { displayName, type ContactPerson } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRootStore } from '../../app/root-context.js';
import { ContactPersonDialog } from './contact-person-dialog.js';
import { ContactPersonsStore } from './contact-persons-store.js';
import { contactPersonsMessages as m } from './contact-persons.messages.js';
import './contact-persons.css';

/** Settings tab 2: the customer's contact persons, by name (spec 3 §2, §5). */
export const ContactPersonsTab = observer(function ContactPersonsTab() {
  const root = useRootStore();
  const intl = useIntl();
  const [store] = useState(
    () =>
      new ContactPersonsStore(
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
      <div className="tolk-contact-persons-head">
        <div>
          <H3 id="contact-persons-heading">
            <FormattedMessage {...m.heading} />
          </H3>
          <p>
            <FormattedMessage {...m.intro} />
          </p>
        </div>
        <Button intent="primary" icon="add" onClick={() => store.openCreate()}>
          <FormattedMessage {...m.add} />
        </Button>
      </div>
      {store.state === 'loading' && store.persons.length === 0 ? (
        <Spinner size={30} aria-label={intl.formatMessage(m.loading)} />
      ) : null}
      {store.state === 'failed' ? (
        <Callout intent="warning">
          <FormattedMessage {...m.loadFailed} />{' '}
          <Button variant="minimal" size="small" onClick={() => void store.load()}>
            <FormattedMessage {...m.retry} />
          </Button>
        </Callout>
      ) : null}
      {store.state === 'ready' && store.persons.length === 0 ? (
        <NonIdealState icon="people" description={intl.formatMessage(m.empty)} />
      ) : null}
      {store.persons.length > 0 ? (
        <>
          <p className="tolk-contact-count" aria-live="polite">
            <FormattedMessage {...m.count} values={{ count: store.persons.length }} />
          </p>
          <ul className="tolk-contact-list" aria-labelledby="contact-persons-heading">
            {store.persons.map((person) => (
              <PersonRow key={person.id} person={person} store={store} />
            ))}
          </ul>
        </>
      ) : null}
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
    <li>
      <Card className="tolk-contact-row" compact>
        <div className="tolk-contact-name">{name}</div>
        <dl className="tolk-contact-channels">
          <dt>
            <FormattedMessage {...m.email} />
          </dt>
          <dd>{person.email ?? none}</dd>
          <dt>
            <FormattedMessage {...m.phoneDirect} />
          </dt>
          <dd>{person.phoneDirect ?? none}</dd>
          <dt>
            <FormattedMessage {...m.phoneMobile} />
          </dt>
          <dd>{person.phoneMobile ?? none}</dd>
        </dl>
        <div className="tolk-contact-actions">
          <Button
            variant="outlined"
            size="small"
            icon="edit"
            aria-label={intl.formatMessage(m.editPerson, { name })}
            onClick={() => store.openEdit(person)}
          >
            <FormattedMessage {...m.edit} />
          </Button>
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
        </div>
      </Card>
    </li>
  );
});
