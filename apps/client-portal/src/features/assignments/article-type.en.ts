import type { Catalogue } from '@tolk/ui';

/** English names of the interpretation types. */
export const articleTypeEnglish: Catalogue = {
  'assignments.type.onSite': 'On-site interpreting',
  'assignments.type.telephone': 'Telephone interpreting',
  'assignments.type.skype': 'Skype interpreting',
  'assignments.type.video': 'Video interpreting',
};
