import { uiEnglish, type Catalogue, type Locale } from '@tolk/ui';
import { portalEnglish } from './en.js';

/** Swedish is every message's default; English merges the shared and the portal's texts. */
export const catalogues: Record<Locale, Catalogue> = {
  sv: {},
  en: { ...uiEnglish, ...portalEnglish },
};
