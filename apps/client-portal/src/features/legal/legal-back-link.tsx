import { Icon } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { usePortalStore } from '../../app/root-context.js';
import { legalMessages as m } from './legal.messages.js';

/**
 * The way back from a legal page (issue 17, defect 8): logged out, to the login; logged in, back
 * to the page the user came from (settings, the login's links), or to the start page when the
 * legal page was opened directly and the portal has no page before it.
 */
export const LegalBackLink = observer(function LegalBackLink() {
  const intl = useIntl();
  const { session } = usePortalStore();
  const navigate = useNavigate();
  // React Router's first entry of a tab has the key "default": nothing of the portal before it.
  const cameFromThePortal = useLocation().key !== 'default';
  if (!session.loggedIn) {
    return (
      <Link to="/login">
        <Icon icon="arrow-left" aria-hidden /> {intl.formatMessage(m.backToLogin)}
      </Link>
    );
  }
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cameFromThePortal) return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Link to="/" onClick={back}>
      <Icon icon="arrow-left" aria-hidden /> {intl.formatMessage(cameFromThePortal ? m.back : m.backToStart)}
    </Link>
  );
});
