import type { Catalogue } from '@tolk/ui';

/** English texts of the push permission prompt. */
export const pushAnalyticsEnglish: Catalogue = {
  'pushAnalytics.promptHeading': 'Notifications in the browser',
  'pushAnalytics.promptText':
    'Would you like a notification in the browser when an interpreter is assigned or when the interpreter’s phone number changes?',
  'pushAnalytics.allow': 'Allow notifications',
  'pushAnalytics.notNow': 'Not now',
  'pushAnalytics.allowed': 'You will now get notifications in the browser while Tolkportal is open.',
  'pushAnalytics.denied': 'The browser does not allow notifications. You can change that in the browser’s settings.',
};
