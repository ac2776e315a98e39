import { defineMessages } from 'react-intl';

export const startMessages = defineMessages({
  title: { id: 'interpreterStart.title', defaultMessage: 'Start' },
  greeting: { id: 'interpreterStart.greeting', defaultMessage: 'Välkommen, tolk {number}' },
  allAssignments: { id: 'interpreterStart.allAssignments', defaultMessage: 'Alla mina uppdrag' },
  toReport: { id: 'interpreterStart.toReport', defaultMessage: 'Uppdrag att rapportera' },
});
