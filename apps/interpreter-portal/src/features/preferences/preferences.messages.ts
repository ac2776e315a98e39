import { defineMessages } from 'react-intl';

export const preferencesMessages = defineMessages({
  heading: { id: 'assignmentPreferences.heading', defaultMessage: 'Uppdragsväljare' },
  intro: {
    id: 'assignmentPreferences.intro',
    defaultMessage:
      'Välj vilka uppdrag du vill få förfrågningar om. Lämnar du en grupp utan val får du förfrågningar om allt i den.',
  },
  agreementIds: { id: 'assignmentPreferences.agreements', defaultMessage: 'Avtal' },
  articleIds: { id: 'assignmentPreferences.articles', defaultMessage: 'Tolkningstyper' },
  businessAreaIds: { id: 'assignmentPreferences.businessAreas', defaultMessage: 'Verksamhetsområden' },
  allOfGroup: { id: 'assignmentPreferences.allOfGroup', defaultMessage: 'Inget valt: du får förfrågningar om alla.' },
  save: { id: 'assignmentPreferences.save', defaultMessage: 'Spara uppdragsväljaren' },
  undo: { id: 'assignmentPreferences.undo', defaultMessage: 'Ångra ändringarna' },
  unsaved: { id: 'assignmentPreferences.unsaved', defaultMessage: 'Du har ändringar som inte är sparade.' },
  saved: {
    id: 'assignmentPreferences.saved',
    defaultMessage: 'Uppdragsväljaren är sparad. Nya förfrågningar följer dina val.',
  },
  loadFailed: { id: 'assignmentPreferences.loadFailed', defaultMessage: 'Uppdragsväljaren kunde inte hämtas.' },
  retry: { id: 'assignmentPreferences.retry', defaultMessage: 'Försök igen' },
});
