import type { AuthSession } from '@tolk/core';
import { describe, expect, it, vi } from 'vitest';
import { ClientStorage, STORAGE_KEYS } from '../state/client-storage.js';
import { MemoryStorage } from '../state/memory-storage.js';
import { BrowserSession, type SessionServer } from './browser-session.js';

const session: AuthSession = { customerNumber: '1001', displayKPIReports: true, loginId: 'L1' };

const server = (info: AuthSession | null): SessionServer & { loggedOut: number } => {
  const fake = {
    loggedOut: 0,
    info: async () => (fake.loggedOut > 0 ? null : info),
    logOut: async () => {
      fake.loggedOut++;
    },
  };
  return fake;
};

describe('BrowserSession', () => {
  it('keeps only the login marker in storage; after a reload the info comes from the gateway', async () => {
    const raw = new MemoryStorage();
    new BrowserSession(new ClientStorage(raw), server(session)).save(session);
    expect(Object.keys(raw.entries())).toEqual([STORAGE_KEYS.loginMarker]);
    expect(raw.getItem(STORAGE_KEYS.loginMarker)).toBe('true');
    const reloaded = new BrowserSession(new ClientStorage(raw), server(session));
    expect(reloaded.loggedIn).toBe(true);
    await vi.waitFor(() => expect(reloaded.load()).toEqual(session));
  });

  it('removes what earlier versions stored (the token and the password hash)', () => {
    const raw = new MemoryStorage();
    raw.setItem(STORAGE_KEYS.legacySession, JSON.stringify({ token: 't', passwordHash: 'a'.repeat(64) }));
    new BrowserSession(new ClientStorage(raw), server(null));
    expect(raw.getItem(STORAGE_KEYS.legacySession)).toBeNull();
  });

  it('a marker without a session on the gateway is cleared (to /login, no toast)', async () => {
    const raw = new MemoryStorage();
    raw.setItem(STORAGE_KEYS.loginMarker, 'true');
    const browserSession = new BrowserSession(new ClientStorage(raw), server(null));
    await vi.waitFor(() => expect(browserSession.loggedIn).toBe(false));
    expect(raw.getItem(STORAGE_KEYS.loginMarker)).toBeNull();
  });

  it('clearing it resets the persisted client state but keeps the language; the gateway is told on logout', async () => {
    const raw = new MemoryStorage();
    raw.setItem(STORAGE_KEYS.language, 'en');
    raw.setItem(STORAGE_KEYS.selectedAgreement, '22');
    raw.setItem(STORAGE_KEYS.debug, 'true');
    const gateway = server(session);
    const browserSession = new BrowserSession(new ClientStorage(raw), gateway);
    browserSession.save(session);
    browserSession.clear();
    await browserSession.endOnServer();
    expect(gateway.loggedOut).toBe(1);
    expect(browserSession.loggedIn).toBe(false);
    expect(browserSession.load()).toBeNull();
    expect(raw.getItem(STORAGE_KEYS.loginMarker)).toBeNull();
    expect(raw.getItem(STORAGE_KEYS.debug)).toBeNull();
    expect(raw.getItem(STORAGE_KEYS.selectedAgreement)).toBe('0');
    expect(raw.getItem(STORAGE_KEYS.language)).toBe('en');
  });

  it('is logged out when the marker is missing', () => {
    const raw = new MemoryStorage();
    expect(new BrowserSession(new ClientStorage(raw), server(session)).loggedIn).toBe(false);
  });

  it('follows another tab that logged out or in', async () => {
    const raw = new MemoryStorage();
    const here = new BrowserSession(new ClientStorage(raw), server(session));
    here.save(session);
    new BrowserSession(new ClientStorage(raw), server(session)).clear();
    here.syncFromStorage();
    expect(here.loggedIn).toBe(false);
    expect(here.load()).toBeNull();
    raw.setItem(STORAGE_KEYS.loginMarker, 'true');
    here.syncFromStorage();
    expect(here.loggedIn).toBe(true);
    await vi.waitFor(() => expect(here.load()).toEqual(session));
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
