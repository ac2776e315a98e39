import { uiEnglish, type Catalogue, type Locale } from '@tolk/ui';

/**
 * As in the client portal: each feature keeps its English texts beside its messages, in
 * `<feature>.en.ts`; Swedish is every message's default, and the parity test checks both.
 */
const featureEnglish = Object.values(import.meta.glob<Record<string, Catalogue>>('../**/*.en.ts', { eager: true })).flatMap(
  (module) => Object.values(module),
);

export const catalogues: Record<Locale, Catalogue> = {
  sv: {},
  en: Object.assign({}, uiEnglish, ...featureEnglish) as Catalogue,
};
