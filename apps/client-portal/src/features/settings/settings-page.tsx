import { H1, Tab, Tabs } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Suspense } from 'react';
import { lazyScreen } from '../../app/lazy-screen.js';
import { PageLoading } from '../../app/page-loading.js';
import { useRootStore } from '../../app/root-context.js';
import { ManageUsersLink } from '../manage-users/manage-users-link.js';
import { PreferencesTab } from './preferences-tab.js';
import { ProfileCard } from './profile-card.js';
import { SETTINGS_TABS, settingsPath, settingsTabOf, type SettingsTab } from './settings-tabs.js';
import { settingsMessages as m } from './settings.messages.js';
import './settings.css';

// The first tab is most of the visits; the legal texts and the contact persons' dialogs are chunks
// of their own, so that /settings opens without parsing them.
const TermsTab = lazyScreen(() => import('./terms-tab.js'), 'TermsTab');
const ContactPersonsTab = lazyScreen(() => import('../contact-persons/contact-persons-tab.js'), 'ContactPersonsTab');

const LABELS = { preferences: m.tabPreferences, terms: m.tabTerms, 'contact-persons': m.tabContactPersons } as const;
const TITLES = { preferences: m.titlePreferences, terms: m.titleTerms, 'contact-persons': m.titleContactPersons } as const;

/** /settings (spec 3 §2): the profile, and three tabs whose choice is in the address and the title. */
export const SettingsPage = observer(function SettingsPage() {
  const { profile } = useRootStore();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = settingsTabOf(location.search);
  usePageTitle(TITLES[tab]);

  const panels: Record<SettingsTab, JSX.Element> = {
    preferences: <PreferencesTab />,
    terms: <TermsTab />,
    'contact-persons': <ContactPersonsTab />,
  };
  return (
    <div className="tolk-settings">
      <H1 className="tolk-settings-heading">{intl.formatMessage(m.heading)}</H1>
      <ProfileCard profile={profile} />
      <ManageUsersLink />
      <Tabs
        id="settings-tabs"
        aria-label={intl.formatMessage(m.tabs)}
        selectedTabId={tab}
        onChange={(next) => navigate(settingsPath(next as SettingsTab), { replace: true })}
        renderActiveTabPanelOnly
        size="large"
        className="tolk-settings-tabs"
      >
        {SETTINGS_TABS.map((id) => (
          <Tab
            key={id}
            id={id}
            title={intl.formatMessage(LABELS[id])}
            panel={<Suspense fallback={<PageLoading />}>{panels[id]}</Suspense>}
          />
        ))}
      </Tabs>
    </div>
  );
});
