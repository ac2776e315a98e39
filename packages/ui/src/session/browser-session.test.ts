import { describe, expect, it } from 'vitest';
import { ClientStorage, STORAGE_KEYS } from '../state/client-storage.js';
import { MemoryStorage } from '../state/memory-storage.js';
import { BrowserSession } from './browser-session.js';

const session = { token: 't-1', customerNumber: '1001', passwordHash: 'a'.repeat(64), displayKPIReports: true };

describe('BrowserSession', () => {
  it('keeps the session and the login marker across page loads', () => {
    const raw = new MemoryStorage();
    new BrowserSession(new ClientStorage(raw)).save(session);
    const reloaded = new BrowserSession(new ClientStorage(raw));
    expect(reloaded.loggedIn).toBe(true);
    expect(reloaded.load()).toEqual(session);
    expect(raw.getItem(STORAGE_KEYS.loginMarker)).toBe('true');
  });

  it('clearing it resets the persisted client state but keeps the language', () => {
    const raw = new MemoryStorage();
    raw.setItem(STORAGE_KEYS.language, 'en');
    raw.setItem(STORAGE_KEYS.selectedAgreement, '22');
    raw.setItem(STORAGE_KEYS.debug, 'true');
    const browserSession = new BrowserSession(new ClientStorage(raw));
    browserSession.save(session);
    browserSession.clear();
    expect(browserSession.loggedIn).toBe(false);
    expect(raw.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(raw.getItem(STORAGE_KEYS.loginMarker)).toBeNull();
    expect(raw.getItem(STORAGE_KEYS.debug)).toBeNull();
    expect(raw.getItem(STORAGE_KEYS.selectedAgreement)).toBe('0');
    expect(raw.getItem(STORAGE_KEYS.language)).toBe('en');
  });

  it('is logged out when the marker is missing or the stored session is damaged', () => {
    const raw = new MemoryStorage();
    raw.setItem(STORAGE_KEYS.session, JSON.stringify(session));
    expect(new BrowserSession(new ClientStorage(raw)).loggedIn).toBe(false);
    raw.setItem(STORAGE_KEYS.loginMarker, 'true');
    raw.setItem(STORAGE_KEYS.session, '{not json');
    expect(new BrowserSession(new ClientStorage(raw)).loggedIn).toBe(false);
    raw.setItem(STORAGE_KEYS.session, JSON.stringify({ token: 5 }));
    expect(new BrowserSession(new ClientStorage(raw)).loggedIn).toBe(false);
  });

  it('follows another tab that logged out', () => {
    const raw = new MemoryStorage();
    const here = new BrowserSession(new ClientStorage(raw));
    here.save(session);
    new BrowserSession(new ClientStorage(raw)).clear();
    here.syncFromStorage();
    expect(here.loggedIn).toBe(false);
  });
});

describe('ClientStorage', () => {
  it('reads the selected agreement with its default 0', () => {
    const raw = new MemoryStorage();
    const storage = new ClientStorage(raw);
    expect(storage.selectedAgreement()).toBe(0);
    raw.setItem(STORAGE_KEYS.selectedAgreement, '4');
    expect(storage.selectedAgreement()).toBe(4);
    raw.setItem(STORAGE_KEYS.selectedAgreement, 'x');
    expect(storage.selectedAgreement()).toBe(0);
  });

  it('survives a storage that throws (blocked or full)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const storage = new ClientStorage(throwing);
    expect(storage.read('x')).toBeNull();
    expect(() => storage.write('x', '1')).not.toThrow();
    expect(() => storage.reset()).not.toThrow();
  });
});
