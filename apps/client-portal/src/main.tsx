import '@blueprintjs/core/lib/css/blueprint.css';
import '@tolk/ui/styles/shell.css';
import './app/portal.css';
import { configureIconLoading, mountPortal } from '@tolk/ui';
import { configure } from 'mobx';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app.js';
import { RootStoreProvider } from './app/root-context.js';
import { RouteError } from './app/route-error.js';
import { createContainer, createRootStore, routeErrorLog } from './di/container.js';
import { catalogues } from './i18n/catalogues.js';

configure({ enforceActions: 'always' });
configureIconLoading();

const container = createContainer({
  crmBaseUrl: '/crm',
  environment: import.meta.env.MODE,
  // The transport has cleared the session; the route guards take the user to /login.
  onSessionEnded: (reason) => console.warn('session ended:', reason),
});
const rootStore = createRootStore(container);
rootStore.start();

// A data router, so that forms can block navigation while they hold unsaved changes (useBlocker);
// the app's own <Routes> sit under its one splat route. A screen that cannot be shown (its chunk
// still missing after the one reload, a render error) gets the portal's error page, logged; it
// renders inside the IntlRoot and BlueprintProvider below, outside the app shell.
const reportRouteError = routeErrorLog(container);
const router = createBrowserRouter([{ path: '*', element: <App />, errorElement: <RouteError report={reportRouteError} /> }], {
  future: { v7_relativeSplatPath: true },
});

mountPortal({
  catalogues,
  language: rootStore.language,
  router,
  withStore: (children) => <RootStoreProvider value={rootStore}>{children}</RootStoreProvider>,
});
