import { defineMessages } from 'react-intl';

export const profileMessages = defineMessages({
  title: { id: 'interpreterProfile.title', defaultMessage: 'Min profil' },
  name: { id: 'interpreterProfile.name', defaultMessage: 'Namn' },
  number: { id: 'interpreterProfile.number', defaultMessage: 'Tolknummer' },
  email: { id: 'interpreterProfile.email', defaultMessage: 'E-post' },
  mobile: { id: 'interpreterProfile.mobile', defaultMessage: 'Mobilnummer' },
  level: { id: 'interpreterProfile.level', defaultMessage: 'Kompetensnivå' },
  languages: { id: 'interpreterProfile.languages', defaultMessage: 'Språk' },
  changes: {
    id: 'interpreterProfile.changes',
    defaultMessage: 'Stämmer något annat inte? Kontakta förmedlingen, som ändrar dina uppgifter.',
  },
  changeMobile: { id: 'interpreterProfile.changeMobile', defaultMessage: 'Ändra mobilnummer' },
  newMobile: { id: 'interpreterProfile.newMobile', defaultMessage: 'Nytt mobilnummer' },
  saveMobile: { id: 'interpreterProfile.saveMobile', defaultMessage: 'Spara mobilnumret' },
  cancel: { id: 'interpreterProfile.cancel', defaultMessage: 'Avbryt' },
  mobileHelp: {
    id: 'interpreterProfile.mobileHelp',
    defaultMessage: 'Kunderna ser det här numret. De med bokade uppdrag får det nya numret och en notifiering om det.',
  },
  mobileChanged: {
    id: 'interpreterProfile.mobileChanged',
    defaultMessage: 'Mobilnumret är ändrat. Kunderna med bokade uppdrag har fått det nya numret.',
  },
  failed: { id: 'interpreterProfile.failed', defaultMessage: 'Profilen kunde inte hämtas.' },
  tryAgain: { id: 'interpreterProfile.tryAgain', defaultMessage: 'Försök igen' },
});

/** Spec 3 §6's static terms on competence levels. */
export const levelMessages = defineMessages({
  1: { id: 'interpreterProfile.level1', defaultMessage: 'Registrerad tolk' },
  2: { id: 'interpreterProfile.level2', defaultMessage: 'Grundutbildad tolk' },
  3: { id: 'interpreterProfile.level3', defaultMessage: 'Grundutbildad tolk (MYH)' },
  4: { id: 'interpreterProfile.level4', defaultMessage: 'Auktoriserad tolk' },
  5: { id: 'interpreterProfile.level5', defaultMessage: 'Auktoriserad tolk med speciell kompetens' },
});
