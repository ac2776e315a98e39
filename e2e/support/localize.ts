import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createIntl, createIntlCache, type MessageDescriptor } from 'react-intl';
import { uiEnglish } from '../../packages/ui/src/i18n/en.js';

export type Language = 'sv' | 'en';
export type Localize = (message: MessageDescriptor, values?: Record<string, string | number>) => string;

/** The portals' English catalogues as the apps build them: the shared texts and every feature's `*.en.ts`. */
const appDirs = ['../../apps/client-portal/src/features', '../../apps/interpreter-portal/src'].map((dir) =>
  join(import.meta.dirname, dir),
);
const featureEnglish = await Promise.all(
  appDirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.en.ts'))
      .map(async (file) => Object.values(await import(pathToFileURL(join(dir, file)).href))),
  ),
);
const english: Record<string, string> = Object.assign({}, uiEnglish, ...featureEnglish.flat());

const cache = createIntlCache();

/** The text the portal shows for a message in a language, so tests read like the user sees. */
export function localizer(language: Language): Localize {
  const intl = createIntl({ locale: language, defaultLocale: 'sv', messages: language === 'en' ? english : {} }, cache);
  return (message, values) => intl.formatMessage(message, values);
}
