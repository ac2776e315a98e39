import { defineMessages } from 'react-intl';

export const requestMessages = defineMessages({
  heading: { id: 'requests.heading', defaultMessage: 'Uppdragsförfrågningar' },
  none: { id: 'requests.none', defaultMessage: 'Du har inga förfrågningar just nu.' },
  loadFailed: { id: 'requests.loadFailed', defaultMessage: 'Förfrågningarna kunde inte hämtas. Vi försöker igen om en stund.' },
  accept: { id: 'requests.accept', defaultMessage: 'Acceptera' },
  reject: { id: 'requests.reject', defaultMessage: 'Avböj' },
  accepted: { id: 'requests.accepted', defaultMessage: 'Uppdrag {number} är ditt. Det finns nu bland dina kommande uppdrag.' },
  declined: { id: 'requests.declined', defaultMessage: 'Du har avböjt förfrågan {number}. Den går vidare till en annan tolk.' },
  cannotAccept: { id: 'requests.cannotAccept', defaultMessage: 'Det går inte att acceptera uppdraget.' },
  confirmReject: {
    id: 'requests.confirmReject',
    defaultMessage: 'Avböja förfrågan {number}? Den går då vidare till en annan tolk.',
  },
  keep: { id: 'requests.keep', defaultMessage: 'Behåll förfrågan' },
  answerWithin: {
    id: 'requests.answerWithin',
    defaultMessage: 'Svara inom {minutes, plural, one {# minut} other {# minuter}}',
  },
  expired: { id: 'requests.expired', defaultMessage: 'Tiden för att svara har gått ut' },
  requestedYou: { id: 'requests.requestedYou', defaultMessage: 'Kunden har bett om dig' },
  substitute: { id: 'requests.substitute', defaultMessage: 'Ersättningsspråk' },
  levelRequired: { id: 'requests.levelRequired', defaultMessage: 'Kräver kompetensnivå {level}' },
  maleRequired: { id: 'requests.maleRequired', defaultMessage: 'Kräver manlig tolk' },
  femaleRequired: { id: 'requests.femaleRequired', defaultMessage: 'Kräver kvinnlig tolk' },
  remote: { id: 'requests.remote', defaultMessage: 'På distans' },
  requestLabel: { id: 'requests.requestLabel', defaultMessage: 'Förfrågan {number}' },
});
