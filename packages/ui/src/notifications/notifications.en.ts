import type { Catalogue } from '../i18n/locale.js';

/** English texts of the notifications bell and page. */
export const notificationsEnglish: Catalogue = {
  'notifications.title': 'Notifications',
  'notifications.bell': 'Notifications, {count} unread',
  'notifications.dropdownTitle': 'Latest notifications',
  'notifications.showAll': 'Show all notifications',
  'notifications.newLabel': 'New',
  'notifications.intro': 'Notifications of the last three days, newest first.',
  'notifications.empty': 'No notifications in the last three days.',
  'notifications.failed': 'The notifications could not be loaded.',
  'notifications.retry': 'Try again',
  'notifications.openAssignment': 'Show the assignment',
};
