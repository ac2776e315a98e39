import type { Clock, LogIn, SearchByOrderNumber } from '@tolk/core';
import { STORAGE_KEYS, type BrowserSession, type LanguageStore, type ToastNotifier, type WallClockStore } from '@tolk/ui';
import { reaction } from 'mobx';
import type { AssignmentDrawerStore } from '../features/assignment-detail/assignment-drawer-store.js';
import type { FollowUpPorts } from '../features/assignment-detail/follow-up-ports.js';
import type { AssignmentsStore } from '../features/assignments/assignments-store.js';
import type { CatalogueStore } from '../features/catalogue/catalogue-store.js';
import type { DashboardStore } from '../features/dashboard/dashboard-store.js';
import type { ProfileStore } from '../features/dashboard/profile-store.js';
import type { AccountServices } from '../features/settings/account-services.js';
import type { NotificationsStore } from '../features/notifications/notifications-store.js';

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
  /** Account and settings (issue 6): passwords, contact persons. */
  readonly account: AccountServices;
  readonly notifications: NotificationsStore;
  readonly followUp: FollowUpPorts;
  /** The time as screens show it: the header clock, the calendar's today. */
  readonly wallClock: WallClockStore;
  /** The dashboard's calendar and filter, kept while the app runs. */
  readonly dashboard: DashboardStore;
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
  readonly account: AccountServices;
  readonly notifications: NotificationsStore;
  readonly followUp: FollowUpPorts;
  readonly wallClock: WallClockStore;
  readonly dashboard: DashboardStore;

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
      account: this.account,
      notifications: this.notifications,
      followUp: this.followUp,
      wallClock: this.wallClock,
      dashboard: this.dashboard,
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
          this.account.externalCalendar.clear();
          this.dashboard.reset();
          this.notifications.clear();
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
