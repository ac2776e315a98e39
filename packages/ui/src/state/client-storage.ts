/**
 * The browser storage keys the spec names (spec 2 §7, spec 3 §3) and their defaults, in one
 * place. Reset restores the defaults of everything but the language, which is the user's choice
 * of this browser rather than part of a session.
 */
export const STORAGE_KEYS = {
  language: 'localLanguage',
  selectedAgreement: 'SELECTED_AGREEMENT',
  debug: 'debug',
  loginMarker: 'isLoggedIn',
  /** The interpreter portal's own marker: both portals share the origin's storage, not their sessions. */
  interpreterLoginMarker: 'isInterpreterLoggedIn',
  /** Where versions before issue 10 kept the token and the password hash: removed on sight. */
  legacySession: 'tolk.session',
} as const;

export const DEFAULT_SELECTED_AGREEMENT = 0;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class ClientStorage {
  constructor(private readonly storage: KeyValueStorage) {}

  read(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  write(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // A full or blocked storage must not break the page; the value lives for this visit only.
    }
  }

  remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // As above.
    }
  }

  selectedAgreement(): number {
    const stored = Number(this.read(STORAGE_KEYS.selectedAgreement));
    return Number.isInteger(stored) ? stored : DEFAULT_SELECTED_AGREEMENT;
  }

  /** The app reset of spec 2 §3: persisted client state back to its defaults. */
  reset(): void {
    this.remove(STORAGE_KEYS.legacySession);
    this.remove(STORAGE_KEYS.loginMarker);
    this.remove(STORAGE_KEYS.debug);
    this.write(STORAGE_KEYS.selectedAgreement, String(DEFAULT_SELECTED_AGREEMENT));
  }
}
