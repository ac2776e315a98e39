import { defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  heading: { id: 'settings.heading', defaultMessage: 'Inställningar' },
  tabs: { id: 'settings.tabs', defaultMessage: 'Inställningar' },
  tabPreferences: { id: 'settings.tabPreferences', defaultMessage: 'Konto' },
  tabTerms: { id: 'settings.tabTerms', defaultMessage: 'Villkor och integritet' },
  tabContactPersons: { id: 'settings.tabContactPersons', defaultMessage: 'Kontaktpersoner' },
  titlePreferences: { id: 'settings.titlePreferences', defaultMessage: 'Inställningar – konto' },
  titleTerms: { id: 'settings.titleTerms', defaultMessage: 'Inställningar – villkor och integritet' },
  titleContactPersons: { id: 'settings.titleContactPersons', defaultMessage: 'Inställningar – kontaktpersoner' },
  termsTabs: { id: 'settings.termsTabs', defaultMessage: 'Villkor och integritet' },
  profileHeading: { id: 'settings.profileHeading', defaultMessage: 'Kundprofil' },
  customerName: { id: 'settings.customerName', defaultMessage: 'Kund' },
  customerNumber: { id: 'settings.customerNumber', defaultMessage: 'Kundnummer' },
  visitingAddress: { id: 'settings.visitingAddress', defaultMessage: 'Besöksadress' },
  switchboard: { id: 'settings.switchboard', defaultMessage: 'Växel' },
  profileLoading: { id: 'settings.profileLoading', defaultMessage: 'Hämtar kundprofilen …' },
  languageHeading: { id: 'settings.languageHeading', defaultMessage: 'Språk' },
  languageHelp: {
    id: 'settings.languageHelp',
    defaultMessage: 'Portalen visas på det språk du väljer. Valet sparas i den här webbläsaren.',
  },
  resetPasswordLink: { id: 'settings.resetPasswordLink', defaultMessage: 'Återställ lösenord' },
  resetPasswordHelp: {
    id: 'settings.resetPasswordHelp',
    defaultMessage: 'Minns du inte ditt nuvarande lösenord? Återställ det och välj ett nytt.',
  },
});
