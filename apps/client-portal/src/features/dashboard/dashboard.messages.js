import { defineMessages } from 'react-intl';
export const dashboardMessages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Start' },
  welcome: { id: 'dashboard.welcome', defaultMessage: 'Välkommen, {customerName}' },
  welcomeLoading: { id: 'dashboard.welcomeLoading', defaultMessage: 'Välkommen' },
  customerNumber: { id: 'dashboard.customerNumber', defaultMessage: 'Kundnummer' },
  visitingAddress: { id: 'dashboard.visitingAddress', defaultMessage: 'Besöksadress' },
  switchboard: { id: 'dashboard.switchboard', defaultMessage: 'Växel' },
  profileFailed: { id: 'dashboard.profileFailed', defaultMessage: 'Kunduppgifterna kunde inte hämtas.' },
  retry: { id: 'dashboard.retry', defaultMessage: 'Försök igen' },
});
//# sourceMappingURL=dashboard.messages.js.map
