import type { Catalogue, Locale } from './locale.js';

/** Fetches a locale's catalogue: a chunk of the app's own, loaded the first time it is needed. */
export type CatalogueFetch = () => Promise<Catalogue>;

/**
 * Each locale's texts, as far as the page has them. Swedish needs no catalogue (every message's
 * default is its Swedish text); another locale's is fetched once, the first time it is chosen or
 * stored, so a Swedish page loads no English (issue 12). A fetch that fails is tried again the
 * next time the locale is asked for.
 */
export class Catalogues {
  private readonly loaded = new Map<Locale, Catalogue>([['sv', {}]]);
  private readonly pending = new Map<Locale, Promise<Catalogue>>();

  constructor(private readonly fetches: Readonly<Partial<Record<Locale, CatalogueFetch>>>) {}

  /** The locale's texts when they are here; an empty catalogue (the Swedish defaults) until then. */
  of(locale: Locale): Catalogue {
    return this.loaded.get(locale) ?? {};
  }

  /** Whether the locale's texts are here. */
  has(locale: Locale): boolean {
    return this.loaded.has(locale);
  }

  /** Fetches the locale's texts once; resolves when they are here. */
  load(locale: Locale): Promise<Catalogue> {
    const here = this.loaded.get(locale);
    if (here) return Promise.resolve(here);
    const fetch = this.fetches[locale];
    if (!fetch) return Promise.reject(new Error(`no catalogue for ${locale}`));
    let pending = this.pending.get(locale);
    if (!pending) {
      pending = fetch().then(
        (catalogue) => {
          this.loaded.set(locale, catalogue);
          this.pending.delete(locale);
          return catalogue;
        },
        (error: unknown) => {
          this.pending.delete(locale);
          throw error;
        },
      );
      this.pending.set(locale, pending);
    }
    return pending;
  }
}

/**
 * Runs `render` once the stored language's texts are here (a language other than Swedish is a chunk
 * of its own). If they cannot be fetched the page still opens, its texts in Swedish.
 */
export function renderInLanguage(catalogues: Catalogues, locale: Locale, render: () => void): void {
  void catalogues
    .load(locale)
    .catch(() => undefined)
    .then(render);
}
