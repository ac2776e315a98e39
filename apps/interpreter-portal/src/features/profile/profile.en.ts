import type { Catalogue } from '@tolk/ui';

export const profileEnglish: Catalogue = {
  'interpreterProfile.title': 'My profile',
  'interpreterProfile.name': 'Name',
  'interpreterProfile.number': 'Interpreter number',
  'interpreterProfile.email': 'E-mail',
  'interpreterProfile.mobile': 'Mobile number',
  'interpreterProfile.level': 'Competence level',
  'interpreterProfile.languages': 'Languages',
  'interpreterProfile.changes':
    'Is something wrong? Contact the provider, who changes your details. Customers see the mobile number shown here.',
  'interpreterProfile.failed': 'The profile could not be fetched.',
  'interpreterProfile.tryAgain': 'Try again',
  'interpreterProfile.level1': 'Registered interpreter',
  'interpreterProfile.level2': 'Basic trained interpreter',
  'interpreterProfile.level3': 'Basic trained interpreter (MYH)',
  'interpreterProfile.level4': 'Authorised interpreter',
  'interpreterProfile.level5': 'Authorised interpreter with special competence',
};
