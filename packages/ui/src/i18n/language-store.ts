import { action, makeObservable, observable } from 'mobx';
import { STORAGE_KEYS, type ClientStorage } from '../state/client-storage.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale.js';

/** What a locale needs before the page can be shown in it: its texts (`Catalogues.load`). */
export interface LocaleTexts {
  load(locale: Locale): Promise<unknown>;
}

const alwaysReady: LocaleTexts = { load: () => Promise.resolve() };

/** The chosen interface language, kept in local storage under `localLanguage`. */
export class LanguageStore {
  locale: Locale;

  /** `texts`: a chosen language is switched to once its texts are here, never half-translated. */
  constructor(
    private readonly storage: ClientStorage,
    private readonly texts: LocaleTexts = alwaysReady,
  ) {
    const stored = storage.read(STORAGE_KEYS.language);
    this.locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
    makeObservable<LanguageStore, 'switchTo'>(this, { locale: observable, switchTo: action });
  }

  /**
   * Switches to `locale` once its texts are here, and keeps the choice. If they cannot be fetched
   * (the connection is gone) the page stays in its language and the promise rejects.
   */
  async choose(locale: Locale): Promise<void> {
    await this.texts.load(locale);
    this.switchTo(locale);
  }

  private switchTo(locale: Locale): void {
    this.locale = locale;
    this.storage.write(STORAGE_KEYS.language, locale);
  }
}
