import { defineMessages } from 'react-intl';

export const notificationsMessages = defineMessages({
  title: { id: 'notifications.title', defaultMessage: 'Notifieringar' },
  bell: { id: 'notifications.bell', defaultMessage: 'Notifieringar, {count} olästa' },
  dropdownTitle: { id: 'notifications.dropdownTitle', defaultMessage: 'Senaste notifieringarna' },
  showAll: { id: 'notifications.showAll', defaultMessage: 'Visa alla notifieringar' },
  newLabel: { id: 'notifications.newLabel', defaultMessage: 'Ny' },
  intro: { id: 'notifications.intro', defaultMessage: 'Notifieringar från de senaste tre dagarna, de senaste först.' },
  empty: { id: 'notifications.empty', defaultMessage: 'Inga notifieringar de senaste tre dagarna.' },
  failed: { id: 'notifications.failed', defaultMessage: 'Notifieringarna kunde inte hämtas.' },
  retry: { id: 'notifications.retry', defaultMessage: 'Försök igen' },
  openAssignment: { id: 'notifications.openAssignment', defaultMessage: 'Visa uppdraget' },
});
