import { AnchorButton } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { CONTACT_PATH } from './contact-details.js';
import { contactMessages } from './contact.messages.js';

/** The header's way to the contact page. */
export function ContactNavLink() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname === CONTACT_PATH;
  return (
    <AnchorButton
      variant="minimal"
      icon="help"
      href={CONTACT_PATH}
      active={current}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        navigate(CONTACT_PATH);
      }}
    >
      <span className="tolk-nav-text">{intl.formatMessage(contactMessages.navLink)}</span>
    </AnchorButton>
  );
}
