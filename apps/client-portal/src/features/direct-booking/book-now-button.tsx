import { Button } from '@blueprintjs/core';
import { bookingEntriesFor } from '@tolk/core';
import { formatWeekdayDate } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Temporal } from 'temporal-polyfill';
import { useRootStore } from '../../app/root-context.js';
import { bookNowMessages as m } from './book-now.messages.js';
import { LazyDirectBookingModal } from './lazy-direct-booking-modal.js';
import './book-now-button.css';

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
  const { profile, booking } = useRootStore();
  const intl = useIntl();
  const { bookNow } = bookingEntriesFor(day, today, profile.profile?.canCreateAutoAssignOrder === true);
  if (!bookNow) return null;
  const label = intl.formatMessage(m.bookNowOn, { date: formatWeekdayDate(intl.locale, day) });
  const preloadDirectBooking = () => {
    booking.preload();
    LazyDirectBookingModal.preload();
  };
  return (
    <Button
      className={compact ? 'tolk-book-now tolk-book-now-compact' : 'tolk-book-now'}
      icon="headset"
      size="small"
      variant={compact ? 'minimal' : 'outlined'}
      intent="primary"
      aria-label={label}
      title={label}
      // The modal's code and the booking stores are fetched as the pointer or the focus comes.
      onPointerEnter={preloadDirectBooking}
      onFocus={preloadDirectBooking}
      onClick={() => booking.open((stores) => stores.directBooking.open())}
    >
      {compact ? null : <FormattedMessage {...m.bookNow} />}
    </Button>
  );
});
