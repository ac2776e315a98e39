import type { Catalogue } from '@tolk/ui';

export const interpreterCalendarEnglish: Catalogue = {
  'interpreterCalendar.loading': 'Fetching assignments …',
  'interpreterCalendar.more': '+{count} more',
  'interpreterCalendar.item': '{time} {language}, assignment {number}',
  'interpreterCalendar.day': '{date}: {count, plural, one {# assignment} other {# assignments}}',
};
