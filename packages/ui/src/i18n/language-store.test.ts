import { describe, expect, it } from 'vitest';
import { ClientStorage, STORAGE_KEYS } from '../state/client-storage.js';
import { MemoryStorage } from '../state/memory-storage.js';
import { Catalogues } from './catalogues.js';
import { LanguageStore } from './language-store.js';

describe('LanguageStore', () => {
  it('is Swedish by default, and for anything stored that is not a language', () => {
    const raw = new MemoryStorage();
    expect(new LanguageStore(new ClientStorage(raw)).locale).toBe('sv');
    raw.setItem(STORAGE_KEYS.language, 'de');
    expect(new LanguageStore(new ClientStorage(raw)).locale).toBe('sv');
  });

  it('keeps the choice under localLanguage', async () => {
    const raw = new MemoryStorage();
    await new LanguageStore(new ClientStorage(raw)).choose('en');
    expect(raw.getItem('localLanguage')).toBe('en');
    expect(new LanguageStore(new ClientStorage(raw)).locale).toBe('en');
  });

  it('switches once the chosen language’s texts are here, never before', async () => {
    let deliver: (catalogue: Record<string, string>) => void = () => undefined;
    const catalogues = new Catalogues({ en: () => new Promise((resolve) => (deliver = resolve)) });
    const raw = new MemoryStorage();
    const language = new LanguageStore(new ClientStorage(raw), catalogues);
    const chosen = language.choose('en');
    await Promise.resolve();
    expect([language.locale, raw.getItem('localLanguage')]).toEqual(['sv', null]);
    deliver({ 'shell.language': 'Language' });
    await chosen;
    expect([language.locale, raw.getItem('localLanguage')]).toEqual(['en', 'en']);
    expect(catalogues.of('en')).toEqual({ 'shell.language': 'Language' });
  });

  it('stays in its language, choice unchanged, when the texts cannot be fetched', async () => {
    const raw = new MemoryStorage();
    const language = new LanguageStore(
      new ClientStorage(raw),
      new Catalogues({ en: () => Promise.reject(new Error('offline')) }),
    );
    await expect(language.choose('en')).rejects.toThrow('offline');
    expect([language.locale, raw.getItem('localLanguage')]).toEqual(['sv', null]);
  });
});
