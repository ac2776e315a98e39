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
    defaultMessage:
      'Stämmer något inte? Kontakta förmedlingen, som ändrar dina uppgifter. Kunder ser det mobilnummer som står här.',
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
