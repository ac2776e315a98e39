import { Button, Callout, Card, H1, Icon, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import type { CustomerUser } from '@tolk/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { CustomerUserDialog, FIELD_LABELS, TYPE_LABELS } from './customer-user-dialog.js';
import { ManageUsersStore } from './manage-users-store.js';
import { manageUsersMessages as m } from './manage-users.messages.js';
import './manage-users.css';

/** /settings/manageusers (spec 3 §2): the customer's portal users by name; add and edit in a dialog. */
export const ManageUsersPage = observer(function ManageUsersPage() {
  const root = useRootStore();
  const intl = useIntl();
  usePageTitle(m.heading);
  const [store] = useState(() => new ManageUsersStore(root.account.customerUsers, root.account.saveCustomerUser, root.notifier));
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <div className="tolk-users">
      <p className="tolk-users-back">
        <Link to="/settings">
          <Icon icon="arrow-left" aria-hidden /> {intl.formatMessage(m.backToSettings)}
        </Link>
      </p>
      <div className="tolk-users-head">
        <div>
          <H1 id="manage-users-heading">
            <FormattedMessage {...m.heading} />
          </H1>
          <p>
            <FormattedMessage {...m.intro} />
          </p>
        </div>
        <Button intent="primary" icon="add" onClick={() => store.openCreate()}>
          <FormattedMessage {...m.add} />
        </Button>
      </div>
      {store.state === 'loading' && store.users.length === 0 ? (
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
      {store.state === 'ready' && store.users.length === 0 ? (
        <NonIdealState icon="people" description={intl.formatMessage(m.empty)} />
      ) : null}
      {store.users.length > 0 ? (
        <section aria-labelledby="manage-users-list">
          <h2 id="manage-users-list" className="tolk-users-count" aria-live="polite">
            <FormattedMessage {...m.count} values={{ count: store.users.length }} />
          </h2>
          <ul className="tolk-users-list" aria-labelledby="manage-users-list">
            {store.users.map((user) => (
              <UserRow key={user.id} user={user} store={store} />
            ))}
          </ul>
        </section>
      ) : null}
      <CustomerUserDialog store={store} />
    </div>
  );
});

const UserRow = observer(function UserRow({ user, store }: { user: CustomerUser; store: ManageUsersStore }) {
  const intl = useIntl();
  return (
    <li>
      <Card className="tolk-users-row" compact>
        <div className="tolk-users-name">
          <span className="tolk-users-name-text">{user.name}</span>{' '}
          <Tag minimal round intent={user.type === 'administrator' ? 'primary' : 'none'}>
            {intl.formatMessage(TYPE_LABELS[user.type])}
          </Tag>
        </div>
        <dl className="tolk-users-facts">
          <dt>{intl.formatMessage(FIELD_LABELS.email)}</dt>
          <dd>{user.email}</dd>
          <dt>{intl.formatMessage(FIELD_LABELS.phone)}</dt>
          <dd>{user.phone}</dd>
        </dl>
        <Button
          variant="outlined"
          size="small"
          icon="edit"
          aria-label={intl.formatMessage(m.editUser, { name: user.name })}
          onClick={() => store.openEdit(user)}
        >
          <FormattedMessage {...m.edit} />
        </Button>
      </Card>
    </li>
  );
});
