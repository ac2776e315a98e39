import { defineMessages } from 'react-intl';

/** The header's link to the deviations page: on every logged-in page, without the screen's own texts (issue 12). */
export const qualityNavMessages = defineMessages({
  nav: { id: 'quality.nav', defaultMessage: 'Avvikelser' },
});
