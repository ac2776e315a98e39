import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { LanguageStore } from '../i18n/language-store.js';
import { shellMessages } from '../i18n/shared.messages.js';
import { LanguageSelect } from './language-select.js';

export interface AppShellProps {
  readonly language: LanguageStore;
  readonly session: { readonly loggedIn: boolean };
  /** The portal's own links, shown after the product name while logged in. */
  readonly navigation?: ReactNode;
  /** The header clock, shown at the end of the header while logged in. */
  readonly clock?: ReactNode;
  /** The account menu (the avatar, with logout), last in the header while logged in; else a plain logout button. */
  readonly account?: ReactNode;
  readonly version: string;
  readonly copyrightYear: number;
  readonly children: ReactNode;
}

/** Header with the product name, navigation, language and logout; the page; the footer. */
export const AppShell = observer(function AppShell(props: AppShellProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div className="tolk-shell">
      <a className="tolk-skip-link" href="#main">
        <FormattedMessage {...shellMessages.skipToContent} />
      </a>
      {/* The banner landmark: every part of the page lies in a landmark (WCAG, axe's "region"). */}
      <header className="tolk-header">
        <Navbar className="tolk-navbar" role="navigation" aria-label={intl.formatMessage(shellMessages.mainNavigation)}>
          <NavbarGroup align={Alignment.START}>
            <NavbarHeading>
              <Link to="/" className="tolk-brand">
                <FormattedMessage {...shellMessages.productName} />
              </Link>
            </NavbarHeading>
            {props.session.loggedIn && props.navigation ? (
              <>
                <NavbarDivider />
                {props.navigation}
              </>
            ) : null}
          </NavbarGroup>
          <NavbarGroup align={Alignment.END}>
            {props.session.loggedIn ? props.clock : null}
            <LanguageSelect language={props.language} />
            {props.session.loggedIn
              ? (props.account ?? (
                  <Button variant="minimal" icon="log-out" onClick={() => navigate('/logout', { flushSync: true })}>
                    <FormattedMessage {...shellMessages.logOut} />
                  </Button>
                ))
              : null}
          </NavbarGroup>
        </Navbar>
      </header>
      <main id="main" className="tolk-main" tabIndex={-1}>
        {props.children}
      </main>
      <footer className="tolk-footer">
        <FormattedMessage {...shellMessages.footer} values={{ version: props.version, year: props.copyrightYear }} />
      </footer>
    </div>
  );
});
