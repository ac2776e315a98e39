import { AssignmentOfNotification, LoadCatalogue, SearchByOrderNumber } from '@tolk/core';
import {
  CrmAssignments,
  CrmCatalogue,
  CrmCustomerDirectory,
  CrmEngagement,
  CrmNotificationInbox,
  GatewayIcsCalendar,
} from '@tolk/crm-client';
import {
  CustomerData,
  ExternalCalendarStore,
  LocalCalendarSettingsStore,
  NotificationsStore,
  SystemClock,
  ToastNotifier,
  WallClockStore,
} from '@tolk/ui';
import type { Container } from 'inversify';
import { lazyPart } from '../app/lazy-part.js';
import { onChunkMissing } from '../app/lazy-screen.js';
import type { PortalStore } from '../app/portal-store.js';
import { RootStore } from '../app/root-store.js';
import { AssignmentDrawerStore } from '../features/assignment-detail/assignment-drawer-store.js';
import { AssignmentsStore } from '../features/assignments/assignments-store.js';
import { FeedbackStore } from '../features/feedback/feedback-store.js';
import { DraftStorage } from '../features/booking-form/draft-storage.js';
import { BookingMenuStore } from '../features/booking-menu/booking-menu-store.js';
import { BookingLauncher } from '../features/booking-menu/booking-stores.js';
import { notificationHref } from '../features/notifications/notification-link.js';
import { WindowNotifications } from '../features/push-analytics/browser-notifications.js';
import { LocalEngagementState } from '../features/push-analytics/engagement-state-storage.js';
import { PushAnalyticsStore } from '../features/push-analytics/push-analytics-store.js';
import { CatalogueStore } from '../features/catalogue/catalogue-store.js';
import { DashboardStore } from '../features/dashboard/dashboard-store.js';
import { ProfileStore } from '../features/dashboard/profile-store.js';
import { LocalBannerStateStore } from '../features/release-news/banner-state-storage.js';
import { KpiAccessStore } from '../features/reports/kpi-access-store.js';
import type { PortalSettings } from './container.js';
import { portOnDemand, type Calls } from './port-on-demand.js';
import type { ScreenPorts } from './screen-ports-part.js';
import { screenStores } from './screen-stores.js';
import { TOKENS } from './tokens.js';

/*
 * The composition root's second part: the logged-in customer's ports and stores. A chunk of its
 * own, loaded at the first page behind login (or while the login form is filled in), so that
 * /login downloads none of it (issue 12, docs/decisions.md).
 */

/** Makes the logged-in customer's stores on the page's container and starts them. */
export function startRootStore(container: Container, settings: PortalSettings, portal: PortalStore): RootStore {
  bindSignedIn(container);
  const root = createRootStore(container, portal, settings);
  root.start(portal.sessionFromPageLoad);
  // Logged-in pages call the CRM without being asked (the calendar's reload every 30 s), and a failed
  // call is toasted: the toaster's code comes now, not at the first input, should the connection go.
  ToastNotifier.prefetch();
  return root;
}

/** Binds the logged-in customer's ports onto the container createContainer made. */
export function bindSignedIn(container: Container): void {
  const bind = container.bind.bind(container);
  // The clock is the logged-in pages' alone: /login, which tells no time, then loads no Temporal.
  bind(TOKENS.clock).toDynamicValue(() => new SystemClock());
  bind(TOKENS.customers).toDynamicValue((ctx) => new CrmCustomerDirectory(ctx.get(TOKENS.transport)));
  bind(TOKENS.catalogue).toDynamicValue((ctx) => new CrmCatalogue(ctx.get(TOKENS.transport), ctx.get(TOKENS.errorLog)));
  bind(TOKENS.loadCatalogue).toDynamicValue((ctx) => new LoadCatalogue(ctx.get(TOKENS.catalogue)));
  bind(TOKENS.assignmentSource).toDynamicValue((ctx) => new CrmAssignments(ctx.get(TOKENS.transport)));
  bind(TOKENS.searchByOrderNumber).toDynamicValue((ctx) => new SearchByOrderNumber(ctx.get(TOKENS.assignmentSource)));
  bind(TOKENS.assignmentLookup).toDynamicValue((ctx) => new CrmAssignments(ctx.get(TOKENS.transport)));
  bind(TOKENS.assignmentSearch).toDynamicValue((ctx) => new CrmAssignments(ctx.get(TOKENS.transport)));
  bind(TOKENS.notificationInbox).toDynamicValue((ctx) => new CrmNotificationInbox(ctx.get(TOKENS.transport)));
  bind(TOKENS.assignmentOfNotification).toDynamicValue(
    (ctx) => new AssignmentOfNotification(ctx.get(TOKENS.notificationInbox), ctx.get(TOKENS.assignmentLookup)),
  );
  bind(TOKENS.engagement).toDynamicValue((ctx) => new CrmEngagement(ctx.get(TOKENS.transport)));
  bindScreenPorts(container);
  // Booking (issue 4): the drafts; the booking calls are bound by the booking part (booking-part.ts).
  bind(TOKENS.draftStorage).toDynamicValue((ctx) => {
    const session = ctx.get(TOKENS.session);
    return new DraftStorage(ctx.get(TOKENS.storage), () => session.load()?.customerNumber ?? null, ctx.get(TOKENS.clock));
  });
}

/**
 * The ports the dashboard does not call (screen-ports-part.ts): each stands in for its adapter or
 * use case, whose chunk comes at the first call of any of them.
 */
function bindScreenPorts(container: Container): void {
  const bind = container.bind.bind(container);
  const part = lazyPart(() => import('./screen-ports-part.js').then((module) => module.screenPorts(container)));
  const onDemand = <P extends Calls<P>>(members: Record<keyof P & string, true>, pick: (ports: ScreenPorts) => P) =>
    portOnDemand(members, async () => pick(await part.load()), container.get(TOKENS.notifier));
  bind(TOKENS.cancellations).toDynamicValue(() => onDemand({ reasons: true, cancel: true }, (ports) => ports.cancellations));
  bind(TOKENS.serviceOffers).toDynamicValue(() => onDemand({ offered: true, namesFor: true }, (ports) => ports.serviceOffers));
  bind(TOKENS.attachmentFiles).toDynamicValue(() => onDemand({ file: true }, (ports) => ports.attachmentFiles));
  // Account and settings (issue 6).
  bind(TOKENS.passwordSaver).toDynamicValue(() => onDemand({ save: true }, (ports) => ports.passwordSaver));
  bind(TOKENS.changePassword).toDynamicValue(() => onDemand({ execute: true }, (ports) => ports.changePassword));
  bind(TOKENS.resetPassword).toDynamicValue(() => onDemand({ execute: true }, (ports) => ports.resetPassword));
  bind(TOKENS.contactPersons).toDynamicValue(() =>
    onDemand({ list: true, save: true, remove: true }, (ports) => ports.contactPersons),
  );
  bind(TOKENS.saveContactPerson).toDynamicValue(() => onDemand({ execute: true }, (ports) => ports.saveContactPerson));
  bind(TOKENS.customerUsers).toDynamicValue(() => onDemand({ list: true, save: true }, (ports) => ports.customerUsers));
  bind(TOKENS.saveCustomerUser).toDynamicValue(() => onDemand({ execute: true }, (ports) => ports.saveCustomerUser));
  // Feedback and quality (issue 13): ratings, complaint reasons, deviations, their mail and time reports.
  bind(TOKENS.feedback).toDynamicValue(() =>
    onDemand({ rate: true, all: true, list: true, create: true, send: true, of: true, sign: true }, (ports) => ports.feedback),
  );
}

/** Builds the RootStore from the container; components get it from context, never the container. */
export function createRootStore(container: Container, portal: PortalStore, settings: PortalSettings): RootStore {
  // Every store that holds what the logged-in customer sees is registered here with how it is
  // emptied; the RootStore clears them all when the session ends.
  const held = new CustomerData();
  const assignments = held.hold(
    'assignments',
    new AssignmentsStore(container.get(TOKENS.assignmentSource), container.get(TOKENS.clock)),
    (s) => s.clear(),
  );
  const wallClock = new WallClockStore(container.get(TOKENS.clock));
  const notifications = held.hold(
    'notifications',
    new NotificationsStore(container.get(TOKENS.notificationInbox), container.get(TOKENS.clock)),
    (s) => s.clear(),
  );
  const assignmentDrawer = held.hold('assignmentDrawer', new AssignmentDrawerStore(assignments), (s) => s.close());
  const feedbackPorts = container.get(TOKENS.feedback);
  // A saved rating is put on the order wherever it shows: the calendar's store and an open drawer.
  const feedback = held.hold(
    'feedback',
    new FeedbackStore({ ratings: feedbackPorts, reasons: feedbackPorts }, (rated) => assignmentDrawer.replace([rated])),
    (s) => s.close(),
  );
  const profile = held.hold('profile', new ProfileStore(container.get(TOKENS.customers)), (s) => s.clear());
  const catalogue = held.hold('catalogue', new CatalogueStore(container.get(TOKENS.loadCatalogue)), (s) => s.clear());
  const externalCalendar = held.hold(
    'externalCalendar',
    new ExternalCalendarStore(
      new GatewayIcsCalendar('/external-calendar'),
      new LocalCalendarSettingsStore(container.get(TOKENS.storage)),
      container.get(TOKENS.clock),
    ),
    (s) => s.clear(),
  );
  const dashboard = held.hold('dashboard', new DashboardStore(assignments, wallClock), (s) => s.reset());
  const bookingMenu = held.hold('bookingMenu', new BookingMenuStore(), (s) => s.reset());
  // The booking flows' stores are a chunk of their own, made at the first booking. A fetch that fails
  // for an opening loads the page again (a deploy), or, offline, says the request failed.
  const notifier = container.get(TOKENS.notifier);
  const booking = new BookingLauncher(
    lazyPart(() =>
      import('./booking-part.js').then((part) =>
        part.bookingStores(container, { held, assignments, assignmentDrawer, profile, catalogue, wallClock }),
      ),
    ),
    (error) => onChunkMissing(error, notifier),
  );
  const root: RootStore = new RootStore({
    customerData: held,
    screens: screenStores(() => root),
    language: portal.language,
    session: portal.session,
    notifier: portal.notifier,
    profile,
    catalogue,
    clock: container.get(TOKENS.clock),
    assignments,
    assignmentDrawer,
    searchByOrderNumber: container.get(TOKENS.searchByOrderNumber),
    account: {
      changePassword: container.get(TOKENS.changePassword),
      resetPassword: container.get(TOKENS.resetPassword),
      contactPersons: container.get(TOKENS.contactPersons),
      saveContactPerson: container.get(TOKENS.saveContactPerson),
      customerUsers: container.get(TOKENS.customerUsers),
      saveCustomerUser: container.get(TOKENS.saveCustomerUser),
      bannerState: new LocalBannerStateStore(container.get(TOKENS.storage)),
      externalCalendar,
    },
    wallClock,
    dashboard,
    notifications,
    pushAnalytics: new PushAnalyticsStore({
      engagement: container.get(TOKENS.engagement),
      state: new LocalEngagementState(container.get(TOKENS.storage)),
      clock: container.get(TOKENS.clock),
      browser: new WindowNotifications(),
      session: container.get(TOKENS.session),
      notifications,
      language: () => container.get(TOKENS.language).locale,
      toasts: container.get(TOKENS.notifier),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      newBrowserId: () => globalThis.crypto.randomUUID(),
      open: (notification) => window.location.assign(notificationHref(notification)),
    }),
    feedback,
    quality: {
      deviations: feedbackPorts,
      mailer: feedbackPorts,
      timeReports: feedbackPorts,
      drafts: container.get(TOKENS.draftStorage),
    },
    followUp: {
      source: container.get(TOKENS.assignmentSource),
      lookup: container.get(TOKENS.assignmentLookup),
      search: container.get(TOKENS.assignmentSearch),
      cancellations: container.get(TOKENS.cancellations),
      services: container.get(TOKENS.serviceOffers),
      files: container.get(TOKENS.attachmentFiles),
      assignmentOfNotification: container.get(TOKENS.assignmentOfNotification),
    },
    bookingMenu,
    booking,
    reports: {
      access: new KpiAccessStore(() => container.get(TOKENS.session).load()),
      // The statistics part is a chunk of its own, made at the first statistics page.
      screens: lazyPart(() => import('./statistics-part.js').then((part) => part.statisticsScreens(container, settings))),
    },
  });
  return root;
}
