import type { Clock, LogIn, SearchByOrderNumber } from '@tolk/core';
import { STORAGE_KEYS, type BrowserSession, type LanguageStore, type ToastNotifier } from '@tolk/ui';
import { reaction } from 'mobx';
import type { AssignmentDrawerStore } from '../features/assignment-detail/assignment-drawer-store.js';
import type { AssignmentsStore } from '../features/assignments/assignments-store.js';
import type { CatalogueStore } from '../features/catalogue/catalogue-store.js';
import type { ProfileStore } from '../features/dashboard/profile-store.js';

export interface RootStoreParts {
  readonly language: LanguageStore;
  readonly session: BrowserSession;
  readonly notifier: ToastNotifier;
  readonly profile: ProfileStore;
  readonly catalogue: CatalogueStore;
  readonly logIn: LogIn;
  readonly clock: Clock;
  readonly assignments: AssignmentsStore;
  readonly searchByOrderNumber: SearchByOrderNumber;
  readonly assignmentDrawer: AssignmentDrawerStore;
}

/** The one store in React context: the domain stores and the use cases screens need. */
export class RootStore implements RootStoreParts {
  readonly language: LanguageStore;
  readonly session: BrowserSession;
  readonly notifier: ToastNotifier;
  readonly profile: ProfileStore;
  readonly catalogue: CatalogueStore;
  readonly logIn: LogIn;
  readonly clock: Clock;
  readonly assignments: AssignmentsStore;
  readonly searchByOrderNumber: SearchByOrderNumber;
  readonly assignmentDrawer: AssignmentDrawerStore;

  constructor(parts: RootStoreParts) {
    ({
      language: this.language,
      session: this.session,
      notifier: this.notifier,
      profile: this.profile,
      catalogue: this.catalogue,
      logIn: this.logIn,
      clock: this.clock,
      assignments: this.assignments,
      searchByOrderNumber: this.searchByOrderNumber,
      assignmentDrawer: this.assignmentDrawer,
    } = parts);
  }

  /** Loads what a logged-in customer needs, clears it on logout; follows other tabs' logins. */
  start(): () => void {
    const stopFollowingSession = reaction(
      () => this.session.loggedIn,
      (loggedIn) => {
        if (loggedIn) {
          void this.profile.load();
          void this.catalogue.load();
        } else {
          this.profile.clear();
          this.catalogue.clear();
          this.assignments.clear();
          this.assignmentDrawer.close();
        }
      },
      { fireImmediately: true },
    );
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.session || event.key === STORAGE_KEYS.loginMarker) {
        this.session.syncFromStorage();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopFollowingSession();
      window.removeEventListener('storage', onStorage);
    };
  }
}
