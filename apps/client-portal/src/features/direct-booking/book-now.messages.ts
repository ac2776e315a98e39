import { defineMessages } from 'react-intl';

/**
 * The texts of "Boka nu" itself, the dashboard's button and the booking menu's entry: a module apart
 * from the direct booking's texts, which the dashboard then does not load (issue 12).
 */
export const bookNowMessages = defineMessages({
  bookNow: { id: 'directBooking.bookNow', defaultMessage: 'Boka nu' },
  bookNowOn: { id: 'directBooking.bookNowOn', defaultMessage: 'Boka nu, {date}' },
});
