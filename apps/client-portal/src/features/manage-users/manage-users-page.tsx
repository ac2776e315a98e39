import { Icon, Tag } from '@blueprintjs/core';
import type { CustomerUser } from '@tolk/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { PersonCard, PersonListView } from '../person-form/person-list-view.js';
import { CustomerUserDialog, FIELD_LABELS, TYPE_LABELS } from './customer-user-dialog.js';
import { manageUsersStore, type ManageUsersStore } from './manage-users-store.js';
import { manageUsersMessages as m } from './manage-users.messages.js';
import './manage-users.css';

/** /settings/manageusers (spec 3 §2): the customer's portal users by name; add and edit in a dialog. */
export const ManageUsersPage = observer(function ManageUsersPage() {
  const root = useRootStore();
  const intl = useIntl();
  usePageTitle(m.heading);
  const [store] = useState(() => manageUsersStore(root.account.customerUsers, root.account.saveCustomerUser, root.notifier));
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
      <PersonListView store={store} texts={m} headingId="manage-users-heading" headingLevel={1}>
        <section aria-labelledby="manage-users-list">
          <h2 id="manage-users-list" className="tolk-users-count" aria-live="polite">
            <FormattedMessage {...m.count} values={{ count: store.items.length }} />
          </h2>
          <ul className="tolk-person-list tolk-users-list" aria-labelledby="manage-users-list">
            {store.items.map((user) => (
              <UserRow key={user.id} user={user} store={store} />
            ))}
          </ul>
        </section>
      </PersonListView>
      <CustomerUserDialog store={store} />
    </div>
  );
});

const UserRow = observer(function UserRow({ user, store }: { user: CustomerUser; store: ManageUsersStore }) {
  const intl = useIntl();
  return (
    <PersonCard
      name={
        <>
          <span className="tolk-users-name-text">{user.name}</span>{' '}
          <Tag minimal round intent={user.type === 'administrator' ? 'primary' : 'none'}>
            {intl.formatMessage(TYPE_LABELS[user.type])}
          </Tag>
        </>
      }
      facts={[
        { label: intl.formatMessage(FIELD_LABELS.email), value: user.email },
        { label: intl.formatMessage(FIELD_LABELS.phone), value: user.phone },
      ]}
      edit={{ label: intl.formatMessage(m.editUser, { name: user.name }), text: m.edit, onClick: () => store.openEdit(user) }}
    />
  );
});
