import { LoadCatalogue, LogIn, SearchByOrderNumber } from '@tolk/core';
import {
  CrmAssignments,
  CrmAuthenticator,
  CrmCatalogue,
  CrmCustomerDirectory,
  CrmTransport,
  ErrorLog,
  Sha256PasswordHasher,
  StaticKpiAccessList,
  type SessionEndReason,
} from '@tolk/crm-client';
import { BrowserSession, ClientStorage, LanguageStore, SystemClock, ToastNotifier, intlFor } from '@tolk/ui';
import { Container } from 'inversify';
import { RootStore } from '../app/root-store.js';
import { AssignmentDrawerStore } from '../features/assignment-detail/assignment-drawer-store.js';
import { AssignmentsStore } from '../features/assignments/assignments-store.js';
import { CatalogueStore } from '../features/catalogue/catalogue-store.js';
import { ProfileStore } from '../features/dashboard/profile-store.js';
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
  return container;
}

/** Builds the RootStore from the container; components get it from context, never the container. */
export function createRootStore(container: Container): RootStore {
  const assignments = new AssignmentsStore(container.get(TOKENS.assignmentSource), container.get(TOKENS.clock));
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
  });
}
