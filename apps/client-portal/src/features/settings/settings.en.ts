import type { Catalogue } from '@tolk/ui';

/** English texts of /settings. */
export const settingsEnglish: Catalogue = {
  'settings.heading': 'Settings',
  'settings.navLink': 'Settings',
  'settings.tabs': 'Settings',
  'settings.tabPreferences': 'Account',
  'settings.tabTerms': 'Terms and privacy',
  'settings.tabContactPersons': 'Contact persons',
  'settings.titlePreferences': 'Settings – account',
  'settings.titleTerms': 'Settings – terms and privacy',
  'settings.titleContactPersons': 'Settings – contact persons',
  'settings.termsTabs': 'Terms and privacy',
  'settings.profileHeading': 'Customer profile',
  'settings.customerName': 'Customer',
  'settings.customerNumber': 'Customer number',
  'settings.visitingAddress': 'Visiting address',
  'settings.switchboard': 'Switchboard',
  'settings.profileLoading': 'Fetching the customer profile …',
  'settings.languageHeading': 'Language',
  'settings.languageHelp': 'The portal is shown in the language you choose. The choice is kept in this browser.',
  'settings.resetPasswordLink': 'Reset password',
  'settings.resetPasswordHelp': 'Do not remember your current password? Reset it and choose a new one.',
};
