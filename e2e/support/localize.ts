import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createIntl, createIntlCache, type MessageDescriptor } from 'react-intl';
import { uiEnglish } from '../../packages/ui/src/i18n/en.js';

export type Language = 'sv' | 'en';
export type Localize = (message: MessageDescriptor, values?: Record<string, string | number>) => string;

/** The portal's English catalogue as the app builds it: the shared texts and every feature's `*.en.ts`. */
const featuresDir = join(import.meta.dirname, '../../apps/client-portal/src/features');
const featureFiles = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.en.ts'));
const featureEnglish = await Promise.all(
  featureFiles.map(async (file) => Object.values(await import(pathToFileURL(join(featuresDir, file)).href))),
);
const english: Record<string, string> = Object.assign({}, uiEnglish, ...featureEnglish.flat());

const cache = createIntlCache();

/** The text the portal shows for a message in a language, so tests read like the user sees. */
export function localizer(language: Language): Localize {
  const intl = createIntl({ locale: language, defaultLocale: 'sv', messages: language === 'en' ? english : {} }, cache);
  return (message, values) => intl.formatMessage(message, values);
}
