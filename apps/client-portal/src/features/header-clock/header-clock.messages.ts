import { defineMessages } from 'react-intl';

export const headerClockMessages = defineMessages({
  label: { id: 'headerClock.label', defaultMessage: 'Tid i Stockholm' },
});
