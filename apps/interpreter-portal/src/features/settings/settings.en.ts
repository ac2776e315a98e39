import type { Catalogue } from '@tolk/ui';

export const settingsEnglish: Catalogue = {
  'interpreterSettings.title': 'Settings',
  'interpreterSettings.reminder': 'Reminder before assignments',
  'interpreterSettings.reminderHelp': 'While the portal is open you are reminded this long before an assignment starts.',
  'interpreterSettings.atStart': 'When the assignment starts',
  'interpreterSettings.minutesBefore': '{minutes} minutes before',
  'interpreterSettings.saved': 'The setting is saved.',
  'interpreterSettings.browserNotifications': 'Show reminders as browser notifications',
  'interpreterSettings.notificationsOn': 'The browser shows the reminders as notifications.',
  'interpreterSettings.notificationsBlocked':
    'The browser does not allow notifications from the portal. You can change that in the browser’s settings.',
  'interpreterSettings.reminderToast': 'Assignment {number} ({language}) starts at {time}.',
};
