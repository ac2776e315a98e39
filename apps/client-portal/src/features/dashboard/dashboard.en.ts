import type { Catalogue } from '@tolk/ui';

/** English texts of the dashboard. */
export const dashboardEnglish: Catalogue = {
  'dashboard.title': 'Start',
  'dashboard.welcome': 'Welcome, {customerName}',
  'dashboard.welcomeLoading': 'Welcome',
  'dashboard.customerNumber': 'Customer number',
  'dashboard.visitingAddress': 'Visiting address',
  'dashboard.switchboard': 'Switchboard',
  'dashboard.profileFailed': 'The customer details could not be loaded.',
  'dashboard.retry': 'Try again',
};
