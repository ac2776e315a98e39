import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderInLanguage, type Catalogues } from '../i18n/catalogues.js';
import { IntlRoot } from '../i18n/intl-root.js';
import type { LanguageStore } from '../i18n/language-store.js';
import { createBlockingHistory } from '../routing/blocking-history.js';
import { PortalRouter } from '../routing/portal-router.js';

export interface PortalMount {
  readonly catalogues: Catalogues;
  readonly language: LanguageStore;
  /** The portal's routes (its `<App/>`), rendered under its router. */
  readonly app: ReactNode;
  /** Where the portal lives, if not at the site's root (the interpreter portal's /interpreter). */
  readonly basename?: string;
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
export function mountPortal({ catalogues, language, app, basename, withStore }: PortalMount): void {
  const history = createBlockingHistory();
  renderInLanguage(catalogues, language.locale, () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        {withStore(
          <IntlRoot language={language} catalogues={catalogues}>
            <PortalProvider>
              <OverlaysProvider>
                <PortalRouter history={history} basename={basename}>
                  {app}
                </PortalRouter>
              </OverlaysProvider>
            </PortalProvider>
          </IntlRoot>,
        )}
      </StrictMode>,
    ),
  );
}
