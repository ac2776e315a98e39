import '@blueprintjs/core/lib/css/blueprint.css';
import '@tolk/ui/styles/shell.css';
import './app/interpreter-portal.css';
import { BlueprintProvider } from '@blueprintjs/core';
import { IntlRoot, configureIconLoading, renderInLanguage } from '@tolk/ui';
import { configure } from 'mobx';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { App } from './app/app.js';
import { RootStoreProvider } from './app/root-context.js';
import { createInterpreterRoot } from './app/wiring.js';
import { catalogues } from './i18n/catalogues.js';

configure({ enforceActions: 'always' });
configureIconLoading();

const root = createInterpreterRoot({ environment: import.meta.env.MODE });
root.start();

// The portal lives under /interpreter/ (the gateway serves it there); its routes are written from that base.
const router = createBrowserRouter([{ path: '*', element: <App /> }], {
  basename: '/interpreter',
  future: { v7_relativeSplatPath: true },
});

renderInLanguage(catalogues, root.language.locale, () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RootStoreProvider value={root}>
        <IntlRoot language={root.language} catalogues={catalogues}>
          <BlueprintProvider>
            <RouterProvider router={router} future={{ v7_startTransition: true }} />
          </BlueprintProvider>
        </IntlRoot>
      </RootStoreProvider>
    </StrictMode>,
  ),
);
