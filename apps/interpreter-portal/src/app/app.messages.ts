import { defineMessages } from 'react-intl';

export const appMessages = defineMessages({
  start: { id: 'interpreterApp.start', defaultMessage: 'Start' },
  assignments: { id: 'interpreterApp.assignments', defaultMessage: 'Mina uppdrag' },
  availability: { id: 'interpreterApp.availability', defaultMessage: 'Tillgänglighet' },
  profile: { id: 'interpreterApp.profile', defaultMessage: 'Min profil' },
  settings: { id: 'interpreterApp.settings', defaultMessage: 'Inställningar' },
  terms: { id: 'interpreterApp.terms', defaultMessage: 'Villkor' },
});
