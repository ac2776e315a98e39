import { action, makeObservable, observable } from 'mobx';
import { STORAGE_KEYS, type ClientStorage } from '../state/client-storage.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale.js';

/** The chosen interface language, kept in local storage under `localLanguage`. */
export class LanguageStore {
  locale: Locale;

  constructor(private readonly storage: ClientStorage) {
    const stored = storage.read(STORAGE_KEYS.language);
    this.locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
    makeObservable(this, { locale: observable, choose: action });
  }

  choose(locale: Locale): void {
    this.locale = locale;
    this.storage.write(STORAGE_KEYS.language, locale);
  }
}
