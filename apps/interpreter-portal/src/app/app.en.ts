import type { Catalogue } from '@tolk/ui';

export const appEnglish: Catalogue = {
  'interpreterApp.start': 'Start',
  'interpreterApp.assignments': 'My assignments',
  'interpreterApp.availability': 'Availability',
  'interpreterApp.profile': 'My profile',
  'interpreterApp.settings': 'Settings',
  'interpreterApp.terms': 'Terms',
};
