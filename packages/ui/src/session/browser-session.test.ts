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
    reloaded.start();
    expect(reloaded.loggedIn).toBe(true);
    await vi.waitFor(() => expect(reloaded.load()).toEqual(session));
  });

  it('after a reload is ready for the pages only once the customer is known, or the gateway could not say', async () => {
    const raw = new MemoryStorage();
    raw.setItem(STORAGE_KEYS.loginMarker, 'true');
    let answer: (info: AuthSession) => void = () => undefined;
    const slow: SessionServer = {
      info: () => new Promise<AuthSession>((resolve) => (answer = resolve)),
      logOut: async () => undefined,
    };
    const reloaded = new BrowserSession(new ClientStorage(raw), slow);
    reloaded.start();
    expect([reloaded.loggedIn, reloaded.ready]).toEqual([true, false]);
    answer(session);
    await vi.waitFor(() => expect(reloaded.ready).toBe(true));
    expect(reloaded.load()?.customerNumber).toBe('1001');

    const unreachable = new BrowserSession(new ClientStorage(raw), {
      info: () => Promise.reject(new Error('offline')),
      logOut: async () => undefined,
    });
    unreachable.start();
    await vi.waitFor(() => expect(unreachable.ready).toBe(true));
    expect(unreachable.loggedIn).toBe(true);
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
    browserSession.start();
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
