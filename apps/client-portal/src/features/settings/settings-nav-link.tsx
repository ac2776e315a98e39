import { AnchorButton } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { settingsMessages } from './settings.messages.js';

/** The header's way to /settings. */
export function SettingsNavLink() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname.startsWith('/settings');
  return (
    <AnchorButton
      variant="minimal"
      icon="cog"
      href="/settings"
      active={current}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        navigate('/settings');
      }}
    >
      <span className="tolk-nav-text">{intl.formatMessage(settingsMessages.navLink)}</span>
    </AnchorButton>
  );
}
