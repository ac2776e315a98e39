import { defineMessages } from 'react-intl';

/** The header's link to the statistics: on every logged-in page, without the screen's own texts (issue 12). */
export const reportsNavMessages = defineMessages({
  navLink: { id: 'reports.navLink', defaultMessage: 'Statistik' },
});
