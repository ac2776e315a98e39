import type { Catalogue } from '@tolk/ui';

/** English texts of the header's account menu. */
export const avatarMenuEnglish: Catalogue = {
  'avatarMenu.button': 'Account: {name}',
  'avatarMenu.buttonLoading': 'Account',
  'avatarMenu.menu': 'Account menu',
  'avatarMenu.profileImage': 'Profile image of {name}',
  'avatarMenu.loading': 'Fetching the customer profile …',
  'avatarMenu.loadFailed': 'The customer profile could not be fetched.',
  'avatarMenu.settings': 'Settings',
  'avatarMenu.manageUsers': 'Manage users',
  'avatarMenu.contactPersons': 'Contact persons',
  'avatarMenu.logOut': 'Log out',
};
