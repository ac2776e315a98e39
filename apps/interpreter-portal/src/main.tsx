import '@blueprintjs/core/lib/css/blueprint.css';
import '@tolk/ui/styles/shell.css';
import './app/interpreter-portal.css';
import { RouteErrorBoundary, ToastNotifier, configureIconLoading, mountPortal } from '@tolk/ui';
import { configure } from 'mobx';
import { App } from './app/app.js';
import { RootStoreProvider } from './app/root-context.js';
import { createInterpreterRoot } from './app/wiring.js';
import { catalogues } from './i18n/catalogues.js';

configure({ enforceActions: 'always' });
configureIconLoading();
// Blueprint's toaster is imported when needed (issue 12); this portal's pages call the CRM from the
// start and toast a failed call, so its code is fetched at once.
ToastNotifier.prefetch();

const root = createInterpreterRoot({ environment: import.meta.env.MODE });
root.start();

mountPortal({
  catalogues,
  language: root.language,
  // A screen that cannot be shown (a render error) gets the portal's error page, logged.
  app: (
    <RouteErrorBoundary report={root.reportScreenError} homeHref="/interpreter/">
      <App />
    </RouteErrorBoundary>
  ),
  // The portal lives under /interpreter/ (the gateway serves it there); its routes are written from that base.
  basename: '/interpreter',
  withStore: (children) => <RootStoreProvider value={root}>{children}</RootStoreProvider>,
});
