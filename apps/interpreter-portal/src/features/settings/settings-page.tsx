import { Button, Callout, Card, FormGroup, H1, HTMLSelect } from '@blueprintjs/core';
import { PRE_START_MINUTES, isPreStartMinutes } from '@tolk/core';
import { CalendarSettings, usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInterpreterRoot } from '../../app/root-context.js';
import { PreferencesCard } from '../preferences/preferences-card.js';
import { settingsMessages as m } from './settings.messages.js';

type Permission = NotificationPermission | 'unsupported';
const currentPermission = (): Permission => ('Notification' in window ? Notification.permission : 'unsupported');

/**
 * /settings: the pre-start reminder (spec 3 §9's minute options) and whether the browser shows it,
 * and the calendar integration (the interpreter's own calendar beside the assignments).
 */
export const SettingsPage = observer(function SettingsPage() {
  const { reminders, notifier, externalCalendar } = useInterpreterRoot();
  const intl = useIntl();
  usePageTitle(m.title);
  const [permission, setPermission] = useState<Permission>(currentPermission);
  return (
    <div className="tolk-page">
      <H1>
        <FormattedMessage {...m.title} />
      </H1>
      <Card>
        <FormGroup
          label={intl.formatMessage(m.reminder)}
          labelFor="reminder-minutes"
          helperText={intl.formatMessage(m.reminderHelp)}
        >
          <HTMLSelect
            id="reminder-minutes"
            value={reminders.minutes}
            onChange={(event) => {
              const minutes = Number(event.currentTarget.value);
              if (!isPreStartMinutes(minutes)) return;
              reminders.choose(minutes);
              notifier.say(m.saved, 'success');
            }}
            options={PRE_START_MINUTES.map((minutes) => ({
              value: minutes,
              label: minutes === 0 ? intl.formatMessage(m.atStart) : intl.formatMessage(m.minutesBefore, { minutes }),
            }))}
          />
        </FormGroup>
        {permission === 'default' ? (
          <Button icon="notifications" onClick={() => void Notification.requestPermission().then(setPermission)}>
            <FormattedMessage {...m.browserNotifications} />
          </Button>
        ) : permission === 'granted' ? (
          <Callout intent="success" role="status">
            <FormattedMessage {...m.notificationsOn} />
          </Callout>
        ) : permission === 'denied' ? (
          <Callout intent="warning" role="status">
            <FormattedMessage {...m.notificationsBlocked} />
          </Callout>
        ) : null}
      </Card>
      <Card>
        <CalendarSettings calendar={externalCalendar} notifier={notifier} headingLevel={2} />
      </Card>
      <PreferencesCard />
    </div>
  );
});
