import type { Clock, LogIn, SearchByOrderNumber } from '@tolk/core';
import { STORAGE_KEYS, type BrowserSession, type LanguageStore, type ToastNotifier, type WallClockStore } from '@tolk/ui';
import { reaction } from 'mobx';
import type { AssignmentDrawerStore } from '../features/assignment-detail/assignment-drawer-store.js';
import type { FollowUpPorts } from '../features/assignment-detail/follow-up-ports.js';
import type { AssignmentsStore } from '../features/assignments/assignments-store.js';
import type { BookingMenuStore } from '../features/booking-menu/booking-menu-store.js';
import type { MultipleOrderStore } from '../features/multiple-booking/multiple-order-store.js';
import type { QuickBookingStore } from '../features/quick-booking/quick-booking-store.js';
import type { SingleBookingStore } from '../features/single-booking/single-booking-store.js';
import type { CatalogueStore } from '../features/catalogue/catalogue-store.js';
import type { DashboardStore } from '../features/dashboard/dashboard-store.js';
import type { DirectBookingStore } from '../features/direct-booking/direct-booking-store.js';
import type { ProfileStore } from '../features/dashboard/profile-store.js';
import type { AccountServices } from '../features/settings/account-services.js';
import type { NotificationsStore } from '../features/notifications/notifications-store.js';
import type { PushAnalyticsStore } from '../features/push-analytics/push-analytics-store.js';

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
  /** Push and analytics (spec 3 §7, §9): the push service's events, the prompt, browser notifications. */
  readonly pushAnalytics: PushAnalyticsStore;
  /** Booking (issue 4): the Shift+B menu, the multiple order, the dashboard's quick-order drawer. */
  readonly bookingMenu: BookingMenuStore;
  readonly multipleOrder: MultipleOrderStore;
  readonly quickBooking: QuickBookingStore;
  /** /create-single-assignment and /preview-assignment: one booking, new, copied or changed. */
  readonly singleBooking: SingleBookingStore;
  /** Direct booking, "Boka nu": the modal the dashboard hosts. */
  readonly directBooking: DirectBookingStore;
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
  readonly pushAnalytics: PushAnalyticsStore;
  readonly bookingMenu: BookingMenuStore;
  readonly multipleOrder: MultipleOrderStore;
  readonly quickBooking: QuickBookingStore;
  readonly singleBooking: SingleBookingStore;
  readonly directBooking: DirectBookingStore;

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
      pushAnalytics: this.pushAnalytics,
      bookingMenu: this.bookingMenu,
      multipleOrder: this.multipleOrder,
      quickBooking: this.quickBooking,
      singleBooking: this.singleBooking,
      directBooking: this.directBooking,
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
          this.bookingMenu.reset();
          this.quickBooking.close();
          this.multipleOrder.leave();
          this.multipleOrder.contacts.clear();
          this.quickBooking.contacts.clear();
          this.singleBooking.close();
          this.singleBooking.contacts.clear();
          this.directBooking.close();
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
    const stopPushAnalytics = this.pushAnalytics.start();
    return () => {
      stopFollowingSession();
      stopPushAnalytics();
      window.removeEventListener('storage', onStorage);
    };
  }
}
