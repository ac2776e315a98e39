import { defineMessages } from 'react-intl';

/** The header's link to the settings: on every logged-in page, without the screen's own texts (issue 12). */
export const settingsNavMessages = defineMessages({
  navLink: { id: 'settings.navLink', defaultMessage: 'Inställningar' },
});
