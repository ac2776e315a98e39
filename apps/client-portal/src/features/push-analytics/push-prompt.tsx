import { Button, Card, H2, Icon } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { notificationHref } from '../notifications/notification-link.js';
import type { PushAnalyticsStore } from './push-analytics-store.js';
import { pushAnalyticsMessages as m } from './push-analytics.messages.js';
import './push-analytics.css';

/**
 * The push permission prompt (spec 3 §9): the portal asks first, in its own words, and the
 * browser's prompt comes only from "Allow". Not modal: the page stays usable around it.
 */
export const PushPrompt = observer(function PushPrompt({ store }: { store: PushAnalyticsStore }) {
  if (!store.promptVisible) return null;
  return (
    <Card className="tolk-push-prompt" role="region" aria-labelledby="push-prompt-heading" elevation={3}>
      <Icon icon="notifications" size={20} aria-hidden className="tolk-push-prompt-icon" />
      <div>
        <H2 id="push-prompt-heading" className="tolk-push-prompt-heading">
          <FormattedMessage {...m.promptHeading} />
        </H2>
        <p>
          <FormattedMessage {...m.promptText} />
        </p>
        <div className="tolk-push-prompt-actions">
          <Button intent="primary" onClick={() => store.allow()}>
            <FormattedMessage {...m.allow} />
          </Button>
          <Button variant="minimal" onClick={() => store.notNow()}>
            <FormattedMessage {...m.notNow} />
          </Button>
        </div>
      </div>
    </Card>
  );
});

/** While logged in: the prompt, and the router's way for a clicked browser notification to its assignment. */
export const PushAnalyticsHost = observer(function PushAnalyticsHost({ store }: { store: PushAnalyticsStore }) {
  const navigate = useNavigate();
  useEffect(() => store.navigateWith((notification) => navigate(notificationHref(notification))), [store, navigate]);
  return <PushPrompt store={store} />;
});
