import '@blueprintjs/core/lib/css/blueprint.css';
import '@tolk/ui/styles/shell.css';
import './app/portal.css';
import { inNewTask, yieldToBrowser } from '@tolk/crm-client';
import {
  RouteErrorBoundary,
  ToastNotifier,
  configureIconLoading,
  loadLocaleData,
  mountPortal,
  preloadOnFirstInput,
} from '@tolk/ui';
import { configure } from 'mobx';
import { App } from './app/app.js';
import { PortalStoreProvider } from './app/root-context.js';
import { rootStoreLoader } from './app/root-store-loader.js';
import { ensureTemporal } from './app/temporal-on-demand.js';
import { createContainer, createPortalStore, routeErrorLog, type PortalSettings } from './di/container.js';
import { catalogues } from './i18n/catalogues.js';

/**
 * Starts the portal. Called in a task of its own once the modules have been evaluated, and it
 * yields after the stores and after the locale data: evaluating the modules (React, Blueprint,
 * MobX, the portal's code), making the stores, loading the locale data and the first render are
 * each tens of milliseconds, and in one task they blocked the page for well over 100 ms (issue 12).
 */
async function startPortal(): Promise<void> {
  configure({ enforceActions: 'always' });
  configureIconLoading();
  // Blueprint's toaster is not on the first page: its code comes at the user's first input (issue 12).
  preloadOnFirstInput(() => ToastNotifier.prefetch());

  const settings: PortalSettings = {
    crmBaseUrl: '/crm',
    environment: import.meta.env.MODE,
    // The transport has cleared the session; the route guards take the user to /login.
    onSessionEnded: (reason) => console.warn('session ended:', reason),
  };
  const container = createContainer(settings);
  // The logged-in customer's stores are a chunk of their own, made at the first page behind login.
  const portalStore = createPortalStore(
    container,
    rootStoreLoader(async () => {
      // The stores tell time: where the browser has no Temporal, the polyfill is fetched first.
      await ensureTemporal();
      const { startRootStore } = await import('./di/signed-in-root.js');
      // The chunk's evaluation and the stores' making are each tens of ms: two tasks, not one.
      await yieldToBrowser();
      return startRootStore(container, settings, portalStore);
    }),
  );
  portalStore.start();
  await yieldToBrowser();
  loadLocaleData(portalStore.language.locale);
  await yieldToBrowser();

  // A screen that cannot be shown (its chunk still missing after the one reload, a render error)
  // gets the portal's error page, logged; it renders inside the IntlRoot and Blueprint's providers
  // (mountPortal), outside the app shell.
  const reportRouteError = routeErrorLog(container);

  mountPortal({
    catalogues,
    language: portalStore.language,
    app: (
      <RouteErrorBoundary report={reportRouteError}>
        <App />
      </RouteErrorBoundary>
    ),
    withStore: (children) => <PortalStoreProvider value={portalStore}>{children}</PortalStoreProvider>,
  });
}

inNewTask(() => void startPortal());
