import { Catalogues } from '@tolk/ui';

/** The portal's texts by locale: Swedish in the messages themselves, English fetched when needed. */
export const catalogues = new Catalogues({ en: () => import('./english.js').then((module) => module.english) });
