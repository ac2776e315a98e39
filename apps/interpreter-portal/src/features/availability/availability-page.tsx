import { Button, H1, NonIdealState, Spinner } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useInterpreterRoot } from '../../app/root-context.js';
import { ACUTE_ANCHOR, AcuteCard } from './acute-card.js';
import { availabilityMessages as m } from './availability.messages.js';
import { AvailabilityLegend } from './availability-legend.js';
import { DaysCard } from './days-card.js';
import { WeeklyDefaultCard } from './weekly-default-card.js';
import './availability.css';

/**
 * /availability (spec 3 §2 "availability"; issue 16): "Tolka nu" first (the start page's button
 * leads to it), then the week's days with the day drawer, then the weekly default.
 */
export const AvailabilityPage = observer(function AvailabilityPage() {
  const root = useInterpreterRoot();
  const { availability } = root;
  const [days] = useState(() => root.screens.availabilityDays());
  const intl = useIntl();
  const { hash } = useLocation();
  usePageTitle(m.title);
  const rangeKey = `${days.range.from.toString()}/${days.range.to.toString()}`;
  useEffect(() => days.load(), [days, rangeKey]);
  const ready = availability.ready;
  useEffect(() => {
    if (ready && hash === `#${ACUTE_ANCHOR}`) document.getElementById(ACUTE_ANCHOR)?.focus();
  }, [ready, hash]);
  return (
    <div className="tolk-page tolk-availability-page">
      <H1>
        <FormattedMessage {...m.title} />
      </H1>
      <p>
        <FormattedMessage {...m.intro} />
      </p>
      <AvailabilityLegend />
      {ready ? (
        <div className="tolk-availability-sections">
          <AcuteCard />
          <DaysCard days={days} />
          <WeeklyDefaultCard />
        </div>
      ) : availability.state === 'failed' ? (
        <NonIdealState
          icon="error"
          title={intl.formatMessage(m.loadFailed)}
          action={<Button onClick={() => days.load(true)}>{intl.formatMessage(m.retry)}</Button>}
        />
      ) : (
        <Spinner size={32} aria-label={intl.formatMessage(m.loading)} />
      )}
    </div>
  );
});
