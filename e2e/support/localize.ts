import { createIntl, createIntlCache, type MessageDescriptor } from 'react-intl';
import { portalEnglish } from '../../apps/client-portal/src/i18n/en.js';
import { uiEnglish } from '../../packages/ui/src/i18n/en.js';

export type Language = 'sv' | 'en';
export type Localize = (message: MessageDescriptor, values?: Record<string, string | number>) => string;

const cache = createIntlCache();

/** The text the portal shows for a message in a language, so tests read like the user sees. */
export function localizer(language: Language): Localize {
  const intl = createIntl(
    { locale: language, defaultLocale: 'sv', messages: language === 'en' ? { ...uiEnglish, ...portalEnglish } : {} },
    cache,
  );
  return (message, values) => intl.formatMessage(message, values);
}
