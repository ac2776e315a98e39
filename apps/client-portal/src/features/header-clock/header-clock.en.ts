import type { Catalogue } from '@tolk/ui';

/** English texts of the header clock. */
export const headerClockEnglish: Catalogue = {
  'headerClock.label': 'Time in Stockholm',
};
