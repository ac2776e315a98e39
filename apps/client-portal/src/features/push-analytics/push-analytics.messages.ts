import { defineMessages } from 'react-intl';

export const pushAnalyticsMessages = defineMessages({
  promptHeading: { id: 'pushAnalytics.promptHeading', defaultMessage: 'Notiser i webbläsaren' },
  promptText: {
    id: 'pushAnalytics.promptText',
    defaultMessage: 'Vill du få en notis i webbläsaren när en tolk tillsätts eller när tolkens telefonnummer ändras?',
  },
  allow: { id: 'pushAnalytics.allow', defaultMessage: 'Tillåt notiser' },
  notNow: { id: 'pushAnalytics.notNow', defaultMessage: 'Inte nu' },
  allowed: { id: 'pushAnalytics.allowed', defaultMessage: 'Du får nu notiser i webbläsaren medan Tolkportalen är öppen.' },
  denied: {
    id: 'pushAnalytics.denied',
    defaultMessage: 'Webbläsaren tillåter inte notiser. Du kan ändra det i webbläsarens inställningar.',
  },
});
