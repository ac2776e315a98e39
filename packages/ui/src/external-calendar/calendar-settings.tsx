import { Button, Callout, FormGroup, H2, H3, InputGroup, Switch } from '@blueprintjs/core';
import { checkCalendarUrl, type CalendarFeedFailure } from '@tolk/core';
import { fieldProblemText } from '../forms/field-problem.js';
import type { ToastNotifier } from '../toasts/toast-notifier.js';
import type { ExternalCalendarStore } from './external-calendar-store.js';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { externalCalendarMessages as m } from './external-calendar.messages.js';
import './external-calendar.css';

const FAILURE_TEXT: Record<CalendarFeedFailure, MessageDescriptor> = {
  'not-https': m.failureNotHttps,
  'address-not-allowed': m.failureAddressNotAllowed,
  'too-large': m.failureTooLarge,
  'timed-out': m.failureTimedOut,
  unreachable: m.failureUnreachable,
  'not-a-calendar': m.failureNotACalendar,
  'bad-address': m.failureBadAddress,
};

/** The external calendar's settings, by its iCalendar subscription address (issue 6; both portals' settings). */
export const CalendarSettings = observer(function CalendarSettings({
  calendar,
  notifier,
  headingLevel = 3,
}: {
  calendar: ExternalCalendarStore;
  notifier: ToastNotifier;
  /** Where the section sits in its page's outline (the client's settings tab: 3; the interpreter's page: 2). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? H2 : H3;
  const intl = useIntl();
  const [enabled, setEnabled] = useState(calendar.settings.enabled);
  const [url, setUrl] = useState(calendar.settings.url);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const urlLabel = intl.formatMessage(m.url);
  const problem = enabled ? checkCalendarUrl(url) : undefined;
  const problemText =
    tried && problem
      ? problem.kind === 'not-a-calendar-address'
        ? intl.formatMessage(m.notACalendarAddress)
        : fieldProblemText(intl, problem, urlLabel)
      : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    setSaving(true);
    try {
      const loaded = await calendar.save({ enabled, url });
      if (loaded) notifier.say(m.loginGoogleSuccessfully, 'success');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="external-calendar-heading" className="tolk-settings-section tolk-calendar-settings">
      <Heading id="external-calendar-heading">{intl.formatMessage(m.heading)}</Heading>
      <p>{intl.formatMessage(m.intro)}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={intl.formatMessage(m.heading)}>
        <Switch
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
          label={intl.formatMessage(m.enabled)}
        />
        {enabled ? (
          <FormGroup
            label={urlLabel}
            labelFor="external-calendar-url"
            labelInfo="*"
            intent={problemText ? 'danger' : 'none'}
            helperText={
              problemText ? (
                <span id="external-calendar-url-problem" role="alert">
                  {problemText}
                </span>
              ) : (
                <span id="external-calendar-url-help">{intl.formatMessage(m.urlHelp)}</span>
              )
            }
          >
            <InputGroup
              id="external-calendar-url"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={url}
              onValueChange={setUrl}
              intent={problemText ? 'danger' : 'none'}
              aria-invalid={problemText ? true : undefined}
              aria-describedby={problemText ? 'external-calendar-url-problem' : 'external-calendar-url-help'}
              aria-required
            />
          </FormGroup>
        ) : null}
        <Button type="submit" icon="calendar" loading={saving}>
          {intl.formatMessage(m.save)}
        </Button>
      </form>
      <div aria-live="polite" className="tolk-calendar-settings-status">
        {calendar.state === 'loading' ? <p>{intl.formatMessage(m.loading)}</p> : null}
        {calendar.state === 'ready' ? (
          <p>
            {calendar.events.length === 0
              ? intl.formatMessage(m.loadedNone)
              : intl.formatMessage(m.loaded, { count: calendar.events.length })}
          </p>
        ) : null}
        {calendar.state === 'failed' && calendar.failure ? (
          <Callout intent="warning">
            {intl.formatMessage(m.failed, { reason: intl.formatMessage(FAILURE_TEXT[calendar.failure]) })}
          </Callout>
        ) : null}
      </div>
    </section>
  );
});
