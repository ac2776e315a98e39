import { AnchorButton } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { qualityMessages } from './quality.messages.js';

/** The header's way to /report-quality, the deviations page. */
export function QualityNavLink() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname === '/report-quality';
  return (
    <AnchorButton
      variant="minimal"
      icon="issue"
      href="/report-quality"
      active={current}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        navigate('/report-quality');
      }}
    >
      <span className="tolk-nav-text">{intl.formatMessage(qualityMessages.nav)}</span>
    </AnchorButton>
  );
}
