import { Callout } from '@blueprintjs/core';
import type { DirectBookingStateOf } from '@tolk/core';
import { formatTime } from '@tolk/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { directBookingMessages as m } from './direct-booking.messages.js';

/** After code 1075: the time was taken; the search goes on from 5 minutes later (spec 1 §4). */
export function RetryMessage({ state }: { state: DirectBookingStateOf<'searching' | 'choosing' | 'no-interpreter'> }) {
  const intl = useIntl();
  return (
    <Callout intent="primary" icon="history" className="tolk-direct-retry">
      <FormattedMessage {...m.retry} values={{ time: formatTime(intl.locale, state.attempt.period.from) }} />
    </Callout>
  );
}
