import { AnchorButton } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { myAssignmentsMessages } from './my-assignments.messages.js';
import './my-assignments.css';

/** The header's way to /my-assignment. */
export function MyAssignmentsNavLink() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const current = location.pathname.startsWith('/my-assignment');
  return (
    <AnchorButton
      variant="minimal"
      icon="th-list"
      href="/my-assignment"
      active={current}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        navigate('/my-assignment');
      }}
    >
      <span className="tolk-nav-text">{intl.formatMessage(myAssignmentsMessages.title)}</span>
    </AnchorButton>
  );
}
