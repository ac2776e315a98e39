import { Icon } from '@blueprintjs/core';
import { formatTime, type WallClockStore } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { headerClockMessages } from './header-clock.messages.js';
import './header-clock.css';

/**
 * The clock in the top navigation (spec 2 §2): Stockholm time, shown anew every 3.6 s. Observing
 * the wall clock starts its interval; unmounting stops it.
 */
export const HeaderClock = observer(function HeaderClock({ time }: { time: WallClockStore }) {
  const intl = useIntl();
  const now = time.now;
  return (
    <span className="tolk-header-clock">
      <Icon icon="time" aria-hidden />
      <span className="tolk-visually-hidden">
        <FormattedMessage {...headerClockMessages.label} />
      </span>
      <time dateTime={now.toPlainDateTime().toString({ smallestUnit: 'minute' })} data-testid="header-clock">
        {formatTime(intl.locale, now)}
      </time>
    </span>
  );
});
