import { defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  title: { id: 'interpreterSettings.title', defaultMessage: 'Inställningar' },
  reminder: { id: 'interpreterSettings.reminder', defaultMessage: 'Påminnelse före uppdrag' },
  reminderHelp: {
    id: 'interpreterSettings.reminderHelp',
    defaultMessage: 'Medan portalen är öppen påminns du så här långt innan ett uppdrag börjar.',
  },
  atStart: { id: 'interpreterSettings.atStart', defaultMessage: 'När uppdraget börjar' },
  minutesBefore: { id: 'interpreterSettings.minutesBefore', defaultMessage: '{minutes} minuter före' },
  saved: { id: 'interpreterSettings.saved', defaultMessage: 'Inställningen är sparad.' },
  browserNotifications: {
    id: 'interpreterSettings.browserNotifications',
    defaultMessage: 'Visa påminnelser som notiser i webbläsaren',
  },
  notificationsOn: { id: 'interpreterSettings.notificationsOn', defaultMessage: 'Webbläsaren visar påminnelserna som notiser.' },
  notificationsBlocked: {
    id: 'interpreterSettings.notificationsBlocked',
    defaultMessage: 'Webbläsaren tillåter inte notiser från portalen. Du kan ändra det i webbläsarens inställningar.',
  },
  reminderToast: { id: 'interpreterSettings.reminderToast', defaultMessage: 'Uppdrag {number} ({language}) börjar {time}.' },
});
