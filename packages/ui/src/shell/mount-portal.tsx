import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { StrictMode, type ComponentProps, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { renderInLanguage, type Catalogues } from '../i18n/catalogues.js';
import { IntlRoot } from '../i18n/intl-root.js';
import type { LanguageStore } from '../i18n/language-store.js';

export interface PortalMount {
  readonly catalogues: Catalogues;
  readonly language: LanguageStore;
  readonly router: ComponentProps<typeof RouterProvider>['router'];
  /** The portal's own store context around everything else. */
  readonly withStore: (children: ReactNode) => ReactNode;
}

/**
 * Renders a portal into `#root` once its stored language's texts are here (renderInLanguage), in
 * the frame every portal has: its store, the language's texts, Blueprint and its router.
 * Blueprint's contexts are its portals' and its overlays' (what `BlueprintProvider` gives but its
 * hotkeys): the portals use no Blueprint hotkeys, and that provider brought its hotkeys dialog,
 * key icons and parser onto every first page (issue 12).
 */
export function mountPortal({ catalogues, language, router, withStore }: PortalMount): void {
  renderInLanguage(catalogues, language.locale, () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        {withStore(
          <IntlRoot language={language} catalogues={catalogues}>
            <PortalProvider>
              <OverlaysProvider>
                <RouterProvider router={router} future={{ v7_startTransition: true }} />
              </OverlaysProvider>
            </PortalProvider>
          </IntlRoot>,
        )}
      </StrictMode>,
    ),
  );
}
