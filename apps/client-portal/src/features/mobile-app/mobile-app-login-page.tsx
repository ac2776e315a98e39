import { AnchorButton, Card, H1 } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { mobileAppLoginLink } from './mobile-app-link.js';
import { mobileAppMessages as m } from './mobile-app.messages.js';
import '../version/version.css';

/** `/mobile-app/login?data=…` (spec 3 §2): straight on to the app; the link stays in case that fails. */
export function MobileAppLoginPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const link = mobileAppLoginLink(params.get('data'));
  usePageTitle(m.title);
  useEffect(() => {
    window.location.replace(link);
  }, [link]);
  return (
    <div className="tolk-version">
      <Card elevation={1} className="tolk-version-card">
        <H1 className="tolk-version-title">{intl.formatMessage(m.title)}</H1>
        <p>{intl.formatMessage(m.opening)}</p>
        <p>{intl.formatMessage(m.fallback)}</p>
        <AnchorButton intent="primary" icon="mobile-phone" href={link}>
          {intl.formatMessage(m.openApp)}
        </AnchorButton>
      </Card>
    </div>
  );
}
