import { AssignmentOfNotification, LoadCatalogue, LogIn, SearchByOrderNumber } from '@tolk/core';
import {
  CrmAssignments,
  CrmAttachmentFiles,
  CrmCancellations,
  CrmAuthenticator,
  CrmCatalogue,
  CrmCustomerDirectory,
  CrmNotificationInbox,
  CrmServiceOffers,
  CrmTransport,
  ErrorLog,
  Sha256PasswordHasher,
  StaticKpiAccessList,
  type SessionEndReason,
} from '@tolk/crm-client';
import { BrowserSession, ClientStorage, LanguageStore, SystemClock, ToastNotifier, WallClockStore, intlFor } from '@tolk/ui';
import { ChangePassword, ResetPassword, SaveContactPerson, SetNewPassword } from '@tolk/core';
import { CrmContactPersons, CrmPasswordResetLinks, CrmPasswordSaver } from '@tolk/crm-client';
import { Container } from 'inversify';
import { RootStore } from '../app/root-store.js';
import { AssignmentDrawerStore } from '../features/assignment-detail/assignment-drawer-store.js';
import { AssignmentsStore } from '../features/assignments/assignments-store.js';
import { NotificationsStore } from '../features/notifications/notifications-store.js';
import { CatalogueStore } from '../features/catalogue/catalogue-store.js';
import { DashboardStore } from '../features/dashboard/dashboard-store.js';
import { ProfileStore } from '../features/dashboard/profile-store.js';
import { LocalCalendarSettingsStore } from '../features/external-calendar/calendar-settings-storage.js';
import { ExternalCalendarStore } from '../features/external-calendar/external-calendar-store.js';
import { GatewayIcsCalendar } from '../features/external-calendar/gateway-ics-calendar.js';
import { LocalBannerStateStore } from '../features/release-news/banner-state-storage.js';
import { StaticBuildInfo } from '../features/version/build-info-source.js';
import { catalogues } from '../i18n/catalogues.js';
import { TOKENS } from './tokens.js';

export interface PortalSettings {
  readonly crmBaseUrl: string;
  readonly environment: string;
  readonly onSessionEnded: (reason: SessionEndReason) => void;
}

/** The composition root: the one place that knows which adapter serves which port. */
export function createContainer(settings: PortalSettings): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = container.bind.bind(container);

  bind(TOKENS.storage).toDynamicValue(() => new ClientStorage(window.localStorage));
  bind(TOKENS.session).toDynamicValue((ctx) => new BrowserSession(ctx.get(TOKENS.storage)));
  bind(TOKENS.language).toDynamicValue((ctx) => new LanguageStore(ctx.get(TOKENS.storage)));
  bind(TOKENS.notifier).toDynamicValue((ctx) => {
    const language = ctx.get(TOKENS.language);
    return new ToastNotifier(() => intlFor(language.locale, { ...catalogues[language.locale] }));
  });
  bind(TOKENS.errorLog).toDynamicValue(
    () => new ErrorLog({ baseUrl: settings.crmBaseUrl, environment: settings.environment, portal: 'client-portal' }),
  );
  bind(TOKENS.transport).toDynamicValue(
    (ctx) =>
      new CrmTransport({
        baseUrl: settings.crmBaseUrl,
        sessions: ctx.get(TOKENS.session),
        notifier: ctx.get(TOKENS.notifier),
        errorLog: ctx.get(TOKENS.errorLog),
        onSessionEnded: settings.onSessionEnded,
      }),
  );
  bind(TOKENS.passwordHasher).toDynamicValue(() => new Sha256PasswordHasher());
  bind(TOKENS.authenticator).toDynamicValue((ctx) => new CrmAuthenticator(ctx.get(TOKENS.transport)));
  bind(TOKENS.kpiAccess).toDynamicValue(() => new StaticKpiAccessList('/config/kpi-customers.txt'));
  bind(TOKENS.customers).toDynamicValue((ctx) => new CrmCustomerDirectory(ctx.get(TOKENS.transport)));
  bind(TOKENS.catalogue).toDynamicValue((ctx) => new CrmCatalogue(ctx.get(TOKENS.transport), ctx.get(TOKENS.errorLog)));
  bind(TOKENS.logIn).toDynamicValue(
    (ctx) =>
      new LogIn(
        ctx.get(TOKENS.passwordHasher),
        ctx.get(TOKENS.authenticator),
        ctx.get(TOKENS.session),
        ctx.get(TOKENS.kpiAccess),
      ),
  );
  bind(TOKENS.loadCatalogue).toDynamicValue((ctx) => new LoadCatalogue(ctx.get(TOKENS.catalogue)));
  bind(TOKENS.clock).toDynamicValue(() => new SystemClock());
  bind(TOKENS.assignmentSource).toDynamicValue((ctx) => new CrmAssignments(ctx.get(TOKENS.transport)));
  bind(TOKENS.searchByOrderNumber).toDynamicValue((ctx) => new SearchByOrderNumber(ctx.get(TOKENS.assignmentSource)));
  bind(TOKENS.assignmentLookup).toDynamicValue((ctx) => new CrmAssignments(ctx.get(TOKENS.transport)));
  bind(TOKENS.assignmentSearch).toDynamicValue((ctx) => new CrmAssignments(ctx.get(TOKENS.transport)));
  bind(TOKENS.cancellations).toDynamicValue((ctx) => new CrmCancellations(ctx.get(TOKENS.transport)));
  bind(TOKENS.serviceOffers).toDynamicValue((ctx) => {
    const clock = ctx.get(TOKENS.clock);
    return new CrmServiceOffers(ctx.get(TOKENS.transport), ctx.get(TOKENS.errorLog), () => clock.now());
  });
  bind(TOKENS.attachmentFiles).toDynamicValue(
    (ctx) => new CrmAttachmentFiles(ctx.get(TOKENS.transport), ctx.get(TOKENS.errorLog)),
  );
  bind(TOKENS.notificationInbox).toDynamicValue((ctx) => new CrmNotificationInbox(ctx.get(TOKENS.transport)));
  bind(TOKENS.assignmentOfNotification).toDynamicValue(
    (ctx) => new AssignmentOfNotification(ctx.get(TOKENS.notificationInbox), ctx.get(TOKENS.assignmentLookup)),
  );
  // Account and settings (issue 6): the current password is checked by a quiet login.
  bind(TOKENS.passwordSaver).toDynamicValue((ctx) => new CrmPasswordSaver(ctx.get(TOKENS.transport)));
  bind(TOKENS.changePassword).toDynamicValue(
    (ctx) =>
      new ChangePassword(
        ctx.get(TOKENS.passwordHasher),
        new CrmAuthenticator(ctx.get(TOKENS.transport), { quiet: true }),
        ctx.get(TOKENS.passwordSaver),
        ctx.get(TOKENS.session),
      ),
  );
  bind(TOKENS.resetPassword).toDynamicValue(
    (ctx) => new ResetPassword(ctx.get(TOKENS.passwordHasher), ctx.get(TOKENS.passwordSaver), ctx.get(TOKENS.session)),
  );
  bind(TOKENS.passwordResetLinks).toDynamicValue((ctx) => new CrmPasswordResetLinks(ctx.get(TOKENS.transport)));
  bind(TOKENS.setNewPassword).toDynamicValue(
    (ctx) => new SetNewPassword(ctx.get(TOKENS.passwordHasher), ctx.get(TOKENS.passwordResetLinks)),
  );
  bind(TOKENS.contactPersons).toDynamicValue((ctx) => new CrmContactPersons(ctx.get(TOKENS.transport)));
  bind(TOKENS.saveContactPerson).toDynamicValue((ctx) => new SaveContactPerson(ctx.get(TOKENS.contactPersons)));
  return container;
}

/** Builds the RootStore from the container; components get it from context, never the container. */
export function createRootStore(container: Container): RootStore {
  const assignments = new AssignmentsStore(container.get(TOKENS.assignmentSource), container.get(TOKENS.clock));
  const wallClock = new WallClockStore(container.get(TOKENS.clock));
  return new RootStore({
    language: container.get(TOKENS.language),
    session: container.get(TOKENS.session),
    notifier: container.get(TOKENS.notifier),
    profile: new ProfileStore(container.get(TOKENS.customers)),
    catalogue: new CatalogueStore(container.get(TOKENS.loadCatalogue)),
    logIn: container.get(TOKENS.logIn),
    clock: container.get(TOKENS.clock),
    assignments,
    assignmentDrawer: new AssignmentDrawerStore(assignments),
    searchByOrderNumber: container.get(TOKENS.searchByOrderNumber),
    account: {
      changePassword: container.get(TOKENS.changePassword),
      resetPassword: container.get(TOKENS.resetPassword),
      setNewPassword: container.get(TOKENS.setNewPassword),
      contactPersons: container.get(TOKENS.contactPersons),
      saveContactPerson: container.get(TOKENS.saveContactPerson),
      buildInfo: new StaticBuildInfo('/version.json'),
      bannerState: new LocalBannerStateStore(container.get(TOKENS.storage)),
      externalCalendar: new ExternalCalendarStore(
        new GatewayIcsCalendar('/external-calendar'),
        new LocalCalendarSettingsStore(container.get(TOKENS.storage)),
        container.get(TOKENS.clock),
      ),
    },
    wallClock,
    dashboard: new DashboardStore(assignments, wallClock),
    notifications: new NotificationsStore(container.get(TOKENS.notificationInbox), container.get(TOKENS.clock)),
    followUp: {
      source: container.get(TOKENS.assignmentSource),
      lookup: container.get(TOKENS.assignmentLookup),
      search: container.get(TOKENS.assignmentSearch),
      cancellations: container.get(TOKENS.cancellations),
      services: container.get(TOKENS.serviceOffers),
      files: container.get(TOKENS.attachmentFiles),
      assignmentOfNotification: container.get(TOKENS.assignmentOfNotification),
    },
  });
}
