import { Card, Icon } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { MANAGE_USERS_PATH } from './manage-users-route.js';
import { manageUsersMessages as m } from './manage-users.messages.js';

/** The way from /settings to the users page. */
export function ManageUsersLink() {
  return (
    <Card compact className="tolk-users-link">
      <Icon icon="people" aria-hidden size={20} />
      <div>
        <Link to={MANAGE_USERS_PATH} className="tolk-users-link-text">
          <FormattedMessage {...m.settingsLink} />
        </Link>
        <p className="bp6-text-muted">
          <FormattedMessage {...m.settingsLinkNote} />
        </p>
      </div>
    </Card>
  );
}
