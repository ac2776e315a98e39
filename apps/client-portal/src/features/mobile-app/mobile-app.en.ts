import type { Catalogue } from '@tolk/ui';

/** English texts of /mobile-app/login. */
export const mobileAppEnglish: Catalogue = {
  'mobileApp.title': 'Opening the app',
  'mobileApp.opening': 'You are being sent on to the Tolkportal app …',
  'mobileApp.fallback': 'Does the app not open? Tap the link below.',
  'mobileApp.openApp': 'Open the app',
};
