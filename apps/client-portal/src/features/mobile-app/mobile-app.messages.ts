import { defineMessages } from 'react-intl';

export const mobileAppMessages = defineMessages({
  title: { id: 'mobileApp.title', defaultMessage: 'Öppnar appen' },
  opening: { id: 'mobileApp.opening', defaultMessage: 'Du skickas vidare till Tolkportalens app …' },
  fallback: { id: 'mobileApp.fallback', defaultMessage: 'Öppnas inte appen? Tryck på länken nedan.' },
  openApp: { id: 'mobileApp.openApp', defaultMessage: 'Öppna appen' },
});
