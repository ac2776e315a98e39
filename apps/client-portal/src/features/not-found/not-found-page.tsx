import { AnchorButton, H1, NonIdealState } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { notFoundMessages } from './not-found.messages.js';

export function NotFoundPage() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  usePageTitle(notFoundMessages.title);
  return (
    <NonIdealState
      icon="error"
      description={
        <>
          <H1 className="tolk-not-found-heading">{intl.formatMessage(notFoundMessages.heading)}</H1>
          <p>
            <FormattedMessage {...notFoundMessages.explanation} values={{ path: <code>{location.pathname}</code> }} />
          </p>
        </>
      }
      action={
        <AnchorButton
          intent="primary"
          icon="home"
          href="/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/');
          }}
        >
          <FormattedMessage {...notFoundMessages.home} />
        </AnchorButton>
      }
    />
  );
}
