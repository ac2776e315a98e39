import { AnchorButton, type IconName } from '@blueprintjs/core';
import { acuteMinutesLeft, activeAcute, AVAILABILITY_KINDS } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useHref, useNavigate } from 'react-router-dom';
import { useInterpreterRoot } from '../../app/root-context.js';
import { kindMessages, legendMessages as m } from './availability.messages.js';
import './availability.css';

/** The colours of the calendar (spec 3 §6: the interpreter portal shows an availability legend). */
export function AvailabilityLegend() {
  const intl = useIntl();
  const headingId = useId();
  return (
    <div className="tolk-availability-legend">
      <span id={headingId} className="tolk-availability-legend-heading">
        <FormattedMessage {...m.heading} />
      </span>
      <ul aria-labelledby={headingId}>
        {AVAILABILITY_KINDS.map((kind) => (
          <li key={kind}>
            <span className={`tolk-swatch tolk-kind-${kind}`} aria-hidden="true" />
            {intl.formatMessage(kindMessages[kind])}
          </li>
        ))}
        <li>
          <span className="tolk-swatch tolk-swatch-assignment" aria-hidden="true" />
          <FormattedMessage {...m.assignment} />
        </li>
      </ul>
    </div>
  );
}

/** A link drawn as a button that navigates inside the app on a plain click. */
export function LinkButton({
  to,
  icon,
  intent,
  children,
}: {
  to: string;
  icon: IconName;
  intent?: 'primary' | 'success';
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <AnchorButton
      href={href}
      icon={icon}
      intent={intent}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </AnchorButton>
  );
}

/**
 * The start page's availability buttons (spec 3 §6): "Tolka nu", which says how long it has left
 * while it is on, and the availability page.
 */
export const AvailabilityButtons = observer(function AvailabilityButtons() {
  const { availability, wallClock } = useInterpreterRoot();
  const now = wallClock.instant;
  const acute = activeAcute(availability.acute, now);
  const acuteLabel: [MessageDescriptor, Record<string, number>?] = acute
    ? [m.acuteButtonActive, { minutes: acuteMinutesLeft(acute, now) }]
    : [m.acuteButton];
  return (
    <div className="tolk-availability-buttons">
      <LinkButton to="/availability#tolka-nu" icon="time" intent={acute ? 'success' : 'primary'}>
        <FormattedMessage {...acuteLabel[0]} values={acuteLabel[1]} />
      </LinkButton>
      <LinkButton to="/availability" icon="calendar">
        <FormattedMessage {...m.availabilityButton} />
      </LinkButton>
    </div>
  );
});
