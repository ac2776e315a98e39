import type { Catalogue } from '@tolk/ui';

/** English texts of the client portal's own messages (ids of its *.messages.ts files). */
export const portalEnglish: Catalogue = {
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
  'notFound.title': 'Page not found',
  'notFound.heading': 'Oops! Sorry, the page not found',
  'notFound.explanation': 'The address {path} does not exist in Tolkportal.',
  'notFound.home': 'Go to the start page',
  'dashboard.title': 'Start',
  'dashboard.welcome': 'Welcome, {customerName}',
  'dashboard.welcomeLoading': 'Welcome',
  'dashboard.customerNumber': 'Customer number',
  'dashboard.visitingAddress': 'Visiting address',
  'dashboard.switchboard': 'Switchboard',
  'dashboard.profileFailed': 'The customer details could not be loaded.',
  'dashboard.retry': 'Try again',
};
