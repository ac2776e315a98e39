import type { Catalogue } from '@tolk/ui';

export const profileEnglish: Catalogue = {
  'interpreterProfile.title': 'My profile',
  'interpreterProfile.name': 'Name',
  'interpreterProfile.number': 'Interpreter number',
  'interpreterProfile.email': 'E-mail',
  'interpreterProfile.mobile': 'Mobile number',
  'interpreterProfile.level': 'Competence level',
  'interpreterProfile.languages': 'Languages',
  'interpreterProfile.changes': 'Is anything else wrong? Contact the provider, who changes your details.',
  'interpreterProfile.changeMobile': 'Change mobile number',
  'interpreterProfile.newMobile': 'New mobile number',
  'interpreterProfile.saveMobile': 'Save the mobile number',
  'interpreterProfile.cancel': 'Cancel',
  'interpreterProfile.mobileHelp':
    'Customers see this number. Those with booked assignments get the new number and a notification about it.',
  'interpreterProfile.mobileChanged':
    'The mobile number is changed. Customers with booked assignments have been given the new number.',
  'interpreterProfile.failed': 'The profile could not be fetched.',
  'interpreterProfile.tryAgain': 'Try again',
  'interpreterProfile.level1': 'Registered interpreter',
  'interpreterProfile.level2': 'Basic trained interpreter',
  'interpreterProfile.level3': 'Basic trained interpreter (MYH)',
  'interpreterProfile.level4': 'Authorised interpreter',
  'interpreterProfile.level5': 'Authorised interpreter with special competence',
};
