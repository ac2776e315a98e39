import { uiEnglish, type Catalogue } from '@tolk/ui';

/**
 * The portal's English texts: the shared ones and each feature's, kept beside its messages in
 * `<feature>.en.ts` (Swedish is every message's default; the parity test checks both). A chunk of
 * its own, fetched when English is chosen or stored (catalogues.ts).
 */
const featureEnglish = Object.values(import.meta.glob<Record<string, Catalogue>>('../**/*.en.ts', { eager: true })).flatMap(
  (module) => Object.values(module),
);

export const english: Catalogue = Object.assign({}, uiEnglish, ...featureEnglish) as Catalogue;
