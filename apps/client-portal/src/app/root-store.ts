import type { Clock, SearchByOrderNumber } from '@tolk/core';
import { type BrowserSession, type CustomerData, type LanguageStore, type ToastNotifier, type WallClockStore } from '@tolk/ui';
import { reaction } from 'mobx';
import type { AssignmentDrawerStore } from '../features/assignment-detail/assignment-drawer-store.js';
import type { FollowUpPorts } from '../features/assignment-detail/follow-up-ports.js';
import type { FeedbackStore } from '../features/feedback/feedback-store.js';
import type { QualityServices } from '../features/quality/quality-services.js';
import type { AssignmentsStore } from '../features/assignments/assignments-store.js';
import type { BookingMenuStore } from '../features/booking-menu/booking-menu-store.js';
import type { BookingLauncher } from '../features/booking-menu/booking-stores.js';
import type { CatalogueStore } from '../features/catalogue/catalogue-store.js';
import type { DashboardStore } from '../features/dashboard/dashboard-store.js';
import type { ProfileStore } from '../features/dashboard/profile-store.js';
import type { AccountServices } from '../features/settings/account-services.js';
import type { NotificationsStore } from '@tolk/ui';
import type { PushAnalyticsStore } from '../features/push-analytics/push-analytics-store.js';
import type { ReportServices } from '../features/reports/report-services.js';
import type { ScreenStores } from '../di/screen-stores.js';

/**
 * The logged-in customer's stores and the use cases the screens behind login need, in React context
 * under `<SignedInStores>`; made by signed-in-root.ts, a chunk loaded after login. The session,
 * language and toasts are the PortalStore's, shared.
 */
export class RootStore {
  /** Every store that holds the logged-in customer's data, cleared when the session ends. */
  declare readonly customerData: CustomerData;
  /** Each screen's own store, made as the screen opens. */
  declare readonly screens: ScreenStores;
  declare readonly language: LanguageStore;
  declare readonly session: BrowserSession;
  declare readonly notifier: ToastNotifier;
  declare readonly profile: ProfileStore;
  declare readonly catalogue: CatalogueStore;
  declare readonly clock: Clock;
  declare readonly assignments: AssignmentsStore;
  declare readonly searchByOrderNumber: SearchByOrderNumber;
  declare readonly assignmentDrawer: AssignmentDrawerStore;
  /** Account and settings (issue 6): passwords, contact persons. */
  declare readonly account: AccountServices;
  declare readonly notifications: NotificationsStore;
  declare readonly followUp: FollowUpPorts;
  /** Rating (issue 13): the feedback modal, inline stars, the complaint reasons. */
  declare readonly feedback: FeedbackStore;
  /** Deviations, the complaint mail and time reports (issue 13). */
  declare readonly quality: QualityServices;
  /** The time as screens show it: the header clock, the calendar's today. */
  declare readonly wallClock: WallClockStore;
  /** The dashboard's calendar and filter, kept while the app runs. */
  declare readonly dashboard: DashboardStore;
  /** Push and analytics (spec 3 §7, §9): the push service's events, the prompt, browser notifications. */
  declare readonly pushAnalytics: PushAnalyticsStore;
  /** Booking (issue 4): the Shift+B menu. */
  declare readonly bookingMenu: BookingMenuStore;
  /** The booking flows' stores, made at the first booking: single, multiple, quick and direct. */
  declare readonly booking: BookingLauncher;
  /** Statistics (issue 14): the KPI dashboard and the detail reports. */
  declare readonly reports: ReportServices;

  constructor(parts: RootStoreParts) {
    Object.assign(this, parts);
  }

  /**
   * Loads what a logged-in customer needs, clears it on logout; starts the push service's events.
   * `sessionFromPageLoad`: the session is the one the page was opened with (no log_in for it).
   */
  start(sessionFromPageLoad: boolean): () => void {
    const stopFollowingSession = reaction(
      () => this.session.loggedIn,
      (loggedIn) => {
        if (loggedIn) {
          void this.profile.load();
          void this.catalogue.load();
        } else {
          this.customerData.clearAll();
        }
      },
      { fireImmediately: true },
    );
    const stopPushAnalytics = this.pushAnalytics.start(sessionFromPageLoad);
    return () => {
      stopFollowingSession();
      stopPushAnalytics();
    };
  }
}

/** What the composition root hands the RootStore: every part, each declared once above. */
export type RootStoreParts = Omit<RootStore, 'start'>;
