import { defineMessages } from 'react-intl';

/** The header's link to the contact page: on every logged-in page, without the screen's own texts (issue 12). */
export const contactNavMessages = defineMessages({
  navLink: { id: 'contact.navLink', defaultMessage: 'Kontakta oss' },
});
