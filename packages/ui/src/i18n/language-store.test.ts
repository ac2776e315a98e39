import { describe, expect, it } from 'vitest';
import { ClientStorage, STORAGE_KEYS } from '../state/client-storage.js';
import { MemoryStorage } from '../state/memory-storage.js';
import { LanguageStore } from './language-store.js';

describe('LanguageStore', () => {
  it('is Swedish by default, and for anything stored that is not a language', () => {
    const raw = new MemoryStorage();
    expect(new LanguageStore(new ClientStorage(raw)).locale).toBe('sv');
    raw.setItem(STORAGE_KEYS.language, 'de');
    expect(new LanguageStore(new ClientStorage(raw)).locale).toBe('sv');
  });

  it('keeps the choice under localLanguage', () => {
    const raw = new MemoryStorage();
    new LanguageStore(new ClientStorage(raw)).choose('en');
    expect(raw.getItem('localLanguage')).toBe('en');
    expect(new LanguageStore(new ClientStorage(raw)).locale).toBe('en');
  });
});
