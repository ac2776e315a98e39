import { defineMessages } from 'react-intl';

export const interpreterCalendarMessages = defineMessages({
  loading: { id: 'interpreterCalendar.loading', defaultMessage: 'Hämtar uppdrag …' },
  more: { id: 'interpreterCalendar.more', defaultMessage: '+{count} till' },
  item: { id: 'interpreterCalendar.item', defaultMessage: '{time} {language}, uppdrag {number}' },
  day: { id: 'interpreterCalendar.day', defaultMessage: '{date}: {count, plural, one {# uppdrag} other {# uppdrag}}' },
});
