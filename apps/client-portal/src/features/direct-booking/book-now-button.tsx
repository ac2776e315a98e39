import { Button } from '@blueprintjs/core';
import { bookingEntriesFor } from '@tolk/core';
import { formatWeekdayDate } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Temporal } from 'temporal-polyfill';
import { useRootStore } from '../../app/root-context.js';
import { directBookingMessages as m } from './direct-booking.messages.js';
import './direct-booking.css';

/**
 * "Boka nu" on today's calendar cell (spec 2 §2), for customers allowed direct booking
 * (CanCreateAutoAssignOrder): opens the direct-booking modal. Renders nothing on other days.
 */
export const BookNowButton = observer(function BookNowButton({
  day,
  today,
  compact = false,
}: {
  day: Temporal.PlainDate;
  today: Temporal.PlainDate;
  /** The month cell: the icon only, named by its label. */
  compact?: boolean;
}) {
  const { profile, directBooking } = useRootStore();
  const intl = useIntl();
  const { bookNow } = bookingEntriesFor(day, today, profile.profile?.canCreateAutoAssignOrder === true);
  if (!bookNow) return null;
  const label = intl.formatMessage(m.bookNowOn, { date: formatWeekdayDate(intl.locale, day) });
  return (
    <Button
      className={compact ? 'tolk-book-now tolk-book-now-compact' : 'tolk-book-now'}
      icon="headset"
      size="small"
      variant={compact ? 'minimal' : 'outlined'}
      intent="primary"
      aria-label={label}
      title={label}
      onClick={() => directBooking.open()}
    >
      {compact ? null : <FormattedMessage {...m.bookNow} />}
    </Button>
  );
});
