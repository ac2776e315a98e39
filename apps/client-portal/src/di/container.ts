import { LogIn, SetNewPassword } from '@tolk/core';
import {
  CrmAuthenticator,
  CrmPasswordResetLinks,
  CrmTransport,
  ErrorLog,
  Sha256PasswordHasher,
  type SessionEndReason,
} from '@tolk/crm-client';
import { BrowserSession, ClientStorage, LanguageStore, ToastNotifier, type ReportRouteError } from '@tolk/ui';
import { Container } from 'inversify';
import { PortalStore } from '../app/portal-store.js';

import type { RootStoreLoader } from '../app/root-store-loader.js';
import { StaticBuildInfo } from '../features/version/build-info-source.js';
import { catalogues } from '../i18n/catalogues.js';
import { portalScreens } from './portal-screens.js';
import { TOKENS } from './tokens.js';

export interface PortalSettings {
  readonly crmBaseUrl: string;
  readonly environment: string;
  readonly onSessionEnded: (reason: SessionEndReason) => void;
}

/**
 * The composition root: the one place that knows which adapter serves which port. This part binds
 * what every page needs, the login's included; the logged-in customer's ports are bound by
 * `bindSignedIn` (signed-in-root.ts), a chunk of its own loaded after login.
 */
export function createContainer(settings: PortalSettings): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const bind = container.bind.bind(container);

  bind(TOKENS.storage).toDynamicValue(() => new ClientStorage(window.localStorage));
  // The session's info and logout are the gateway's; asked for lazily (the transport needs the session too).
  bind(TOKENS.session).toDynamicValue(
    (ctx) =>
      new BrowserSession(ctx.get(TOKENS.storage), {
        info: () => container.get(TOKENS.transport).sessionInfo(),
        logOut: () => container.get(TOKENS.transport).logOut(),
      }),
  );
  bind(TOKENS.language).toDynamicValue((ctx) => new LanguageStore(ctx.get(TOKENS.storage), catalogues));
  bind(TOKENS.notifier).toDynamicValue((ctx) => ToastNotifier.speaking(ctx.get(TOKENS.language), catalogues));
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
  bind(TOKENS.logIn).toDynamicValue(
    (ctx) => new LogIn(ctx.get(TOKENS.passwordHasher), ctx.get(TOKENS.authenticator), ctx.get(TOKENS.session)),
  );
  bind(TOKENS.passwordResetLinks).toDynamicValue((ctx) => new CrmPasswordResetLinks(ctx.get(TOKENS.transport)));
  bind(TOKENS.setNewPassword).toDynamicValue(
    (ctx) => new SetNewPassword(ctx.get(TOKENS.passwordHasher), ctx.get(TOKENS.passwordResetLinks)),
  );
  return container;
}

/** The route error page's report goes to the log service, as the transport's do (the log never throws). */
export function routeErrorLog(container: Container): ReportRouteError {
  const errorLog = container.get(TOKENS.errorLog);
  return (report) => void errorLog.report('error', { httpStatus: null, ...report });
}

/** Builds the PortalStore from the container; `signedIn` loads the logged-in customer's stores. */
export function createPortalStore(container: Container, signedIn: RootStoreLoader): PortalStore {
  return new PortalStore({
    session: container.get(TOKENS.session),
    language: container.get(TOKENS.language),
    notifier: container.get(TOKENS.notifier),
    screens: portalScreens({
      logIn: container.get(TOKENS.logIn),
      setNewPassword: container.get(TOKENS.setNewPassword),
      notifier: container.get(TOKENS.notifier),
    }),
    buildInfo: new StaticBuildInfo('/version.json'),
    signedIn,
  });
}
