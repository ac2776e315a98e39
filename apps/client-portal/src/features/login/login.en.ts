import type { Catalogue } from '@tolk/ui';

/** English texts of the login page. */
export const loginEnglish: Catalogue = {
  'login.title': 'Log in',
  'login.intro': 'Book interpreters and follow your assignments. Log in with your customer number and password.',
  'login.customerNumber': 'Customer number',
  'login.password': 'Password',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.submit': 'Log in',
  'login.submitting': 'Logging in …',
  'login.terms': 'Terms of use',
  'login.privacy': 'Privacy policy',
};
