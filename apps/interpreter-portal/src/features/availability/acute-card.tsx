import { Button, Callout, Card, Checkbox, FormGroup, H2, HTMLSelect } from '@blueprintjs/core';
import { ACUTE_DURATION_OPTIONS } from '@tolk/core';
import { formatTime } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInterpreterRoot } from '../../app/root-context.js';
import { acuteMessages as m, kindMessages } from './availability.messages.js';
import { acuteProblemText, durationText, forText } from './availability-text.js';

/** The anchor the start page's "Tolka nu" button leads to. */
export const ACUTE_ANCHOR = 'tolka-nu';

/**
 * "Tolka nu" (issue 16 item 4), first on the availability page: the length and phone and/or
 * on-site, start; while on, when it ends and the minutes left (the wall clock ticks), and stop.
 */
export const AcuteCard = observer(function AcuteCard() {
  const root = useInterpreterRoot();
  const [acute] = useState(() => root.screens.acute());
  const intl = useIntl();
  const durationId = useId();
  const problemsId = useId();
  const active = acute.active;
  return (
    <Card>
      <section id={ACUTE_ANCHOR} aria-labelledby={`${ACUTE_ANCHOR}-heading`} tabIndex={-1} className="tolk-acute">
        <H2 id={`${ACUTE_ANCHOR}-heading`}>
          <FormattedMessage {...m.heading} />
        </H2>
        <p>
          <FormattedMessage {...m.intro} />
        </p>
        <div>
          {active ? (
            <Callout intent="success" icon="time">
              <FormattedMessage
                {...m.active}
                values={{
                  end: formatTime(intl.locale, active.to),
                  for: forText(intl, active.availableFor),
                  minutes: acute.minutesLeft,
                }}
              />
            </Callout>
          ) : (
            <p className="tolk-muted">
              <FormattedMessage {...m.inactive} />
            </p>
          )}
        </div>
        {active ? (
          <div className="tolk-action-bar">
            <Button
              intent="danger"
              icon="cross"
              loading={acute.saving}
              onClick={() => void acute.stop().then((stopped) => stopped && root.notifier.say(m.stopped, 'success'))}
            >
              <FormattedMessage {...m.stop} />
            </Button>
          </div>
        ) : (
          <form
            aria-describedby={acute.problems.length > 0 ? problemsId : undefined}
            onSubmit={(event) => {
              event.preventDefault();
              void acute.start().then((started) => {
                if (started) root.notifier.say(m.started, 'success', { end: formatTime(intl.locale, started.to) });
              });
            }}
          >
            <div className="tolk-acute-fields">
              <FormGroup label={intl.formatMessage(m.duration)} labelFor={durationId}>
                <HTMLSelect
                  id={durationId}
                  value={acute.minutes}
                  onChange={(event) => {
                    const minutes = ACUTE_DURATION_OPTIONS.find((option) => option === Number(event.currentTarget.value));
                    if (minutes) acute.choose(minutes);
                  }}
                  options={ACUTE_DURATION_OPTIONS.map((minutes) => ({ value: minutes, label: durationText(intl, minutes) }))}
                />
              </FormGroup>
              <fieldset className="tolk-availability-for">
                <legend>{intl.formatMessage(m.for)}</legend>
                <Checkbox
                  label={intl.formatMessage(kindMessages.phone)}
                  checked={acute.availableFor.phone}
                  onChange={() => acute.toggle('phone')}
                />
                <Checkbox
                  label={intl.formatMessage(kindMessages.onSite)}
                  checked={acute.availableFor.onSite}
                  onChange={() => acute.toggle('onSite')}
                />
              </fieldset>
            </div>
            {acute.problems.length > 0 ? (
              <Callout intent="danger" role="alert" id={problemsId} className="tolk-availability-problems">
                {acute.problems.map((problem) => (
                  <p key={problem.kind}>{acuteProblemText(intl, problem)}</p>
                ))}
              </Callout>
            ) : null}
            <div className="tolk-action-bar">
              <Button type="submit" intent="primary" icon="time" loading={acute.saving}>
                <FormattedMessage {...m.start} />
              </Button>
            </div>
          </form>
        )}
      </section>
    </Card>
  );
});
