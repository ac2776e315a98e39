import { uiEnglish, type Catalogue, type Locale } from '@tolk/ui';

/**
 * Each feature keeps its English texts beside its messages, in `<feature>.en.ts`; Swedish is
 * every message's default. The parity test checks that both languages have every text.
 */
const featureEnglish = Object.values(
  import.meta.glob<Record<string, Catalogue>>('../features/**/*.en.ts', { eager: true }),
).flatMap((module) => Object.values(module));

export const catalogues: Record<Locale, Catalogue> = {
  sv: {},
  en: Object.assign({}, uiEnglish, ...featureEnglish) as Catalogue,
};
