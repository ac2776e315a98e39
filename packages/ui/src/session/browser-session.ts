import type { AuthSession, SessionStore } from '@tolk/core';
import { action, computed, makeObservable, observable } from 'mobx';
import { STORAGE_KEYS, type ClientStorage } from '../state/client-storage.js';

/**
 * The session kept in local storage, observable so that protected routes follow it: logout and
 * an invalid token both clear it (spec 3 §4), and a logout in another tab logs this one out too.
 */
export class BrowserSession implements SessionStore {
  private current: AuthSession | null;

  constructor(private readonly storage: ClientStorage) {
    this.current = this.readStored();
    makeObservable<BrowserSession, 'current'>(this, {
      current: observable.ref,
      loggedIn: computed,
      save: action,
      clear: action,
      syncFromStorage: action,
    });
  }

  get loggedIn(): boolean {
    return this.current !== null;
  }

  load(): AuthSession | null {
    return this.current;
  }

  save(session: AuthSession): void {
    this.current = session;
    this.storage.write(STORAGE_KEYS.session, JSON.stringify(session));
    this.storage.write(STORAGE_KEYS.loginMarker, 'true');
  }

  clear(): void {
    this.current = null;
    this.storage.reset();
  }

  /** Call on the window's `storage` event: another tab logged in, out, or renewed the token. */
  syncFromStorage(): void {
    this.current = this.readStored();
  }

  private readStored(): AuthSession | null {
    if (this.storage.read(STORAGE_KEYS.loginMarker) !== 'true') return null;
    try {
      const parsed = JSON.parse(this.storage.read(STORAGE_KEYS.session) ?? 'null') as Partial<AuthSession> | null;
      if (
        !parsed ||
        typeof parsed.token !== 'string' ||
        typeof parsed.customerNumber !== 'string' ||
        typeof parsed.passwordHash !== 'string'
      ) {
        return null;
      }
      return {
        token: parsed.token,
        customerNumber: parsed.customerNumber,
        passwordHash: parsed.passwordHash,
        displayKPIReports: parsed.displayKPIReports === true,
      };
    } catch {
      return null;
    }
  }
}
