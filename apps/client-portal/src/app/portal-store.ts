import { STORAGE_KEYS, type BrowserSession, type LanguageStore, type ToastNotifier } from '@tolk/ui';
import { reaction } from 'mobx';
import type { PortalScreens } from '../di/portal-screens.js';
import type { BuildInfoSource } from '../features/version/build-info-source.js';
import type { RootStoreLoader } from './root-store-loader.js';

/**
 * What every page has, logged in or not, made when the page loads: the session, the language, the
 * toasts, the login and the public pages' stores. The logged-in customer's stores (the RootStore)
 * are their own chunk, made by `signedIn` at the first page behind login (issue 12: /login does not
 * download the booking, the reports or their codecs).
 */
export class PortalStore {
  declare readonly session: BrowserSession;
  declare readonly language: LanguageStore;
  declare readonly notifier: ToastNotifier;
  /** The stores of the pages anyone may open: the login, the mailed link's new password. */
  declare readonly screens: PortalScreens;
  /** version.json, for the public /version. */
  declare readonly buildInfo: BuildInfoSource;
  /** The logged-in customer's stores: loaded, made and started once, when first needed. */
  declare readonly signedIn: RootStoreLoader;
  private openedLoggedIn = false;
  private sessionChanged = false;

  constructor(parts: PortalStoreParts) {
    Object.assign(this, parts);
  }

  /**
   * Whether the session is the one the page was opened with: logged in at load and not logged out
   * or in since. The push service's log_in is sent only for a login made after that (spec 3 §9).
   */
  get sessionFromPageLoad(): boolean {
    return this.openedLoggedIn && !this.sessionChanged;
  }

  /** Starts the session, follows other tabs' logins and logouts; a logged-in page loads its stores at once. */
  start(): () => void {
    this.session.start();
    this.openedLoggedIn = this.session.loggedIn;
    const stopWatching = reaction(
      () => this.session.loggedIn,
      () => {
        this.sessionChanged = true;
      },
    );
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.loginMarker) {
        this.session.syncFromStorage();
      }
    };
    window.addEventListener('storage', onStorage);
    if (this.session.loggedIn) this.signedIn.preload();
    return () => {
      stopWatching();
      window.removeEventListener('storage', onStorage);
    };
  }
}

/** What the composition root hands the PortalStore: every part, each declared once above. */
export type PortalStoreParts = Omit<PortalStore, 'start' | 'sessionFromPageLoad'>;
