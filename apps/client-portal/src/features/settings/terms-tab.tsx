import { Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LegalDocumentView } from '../legal/legal-document-view.js';
import { PRIVACY_POLICY, TERMS_OF_USE } from '../legal/legal-documents.js';
import { legalMessages } from '../legal/legal.messages.js';
import '../legal/legal.css';
import { TERMS_TABS, settingsPath, termsTabOf, type TermsTab as TermsSubTab } from './settings-tabs.js';
import { settingsMessages as m } from './settings.messages.js';

/** Settings tab 1: the user terms and the privacy policy as two sub-tabs (spec 3 §2). */
export const TermsTab = observer(function TermsTab() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const selected = termsTabOf(location.search);
  const documents = { 'terms-and-conditions': TERMS_OF_USE, 'privacy-policy': PRIVACY_POLICY } as const;
  return (
    <div className="tolk-settings-terms">
      <Tabs
        id="settings-terms-tabs"
        aria-label={intl.formatMessage(m.termsTabs)}
        selectedTabId={selected}
        onChange={(next) => navigate(settingsPath('terms', next as TermsSubTab), { replace: true })}
        renderActiveTabPanelOnly
      >
        {TERMS_TABS.map((id) => (
          <Tab
            key={id}
            id={id}
            title={intl.formatMessage(documents[id].title)}
            panel={<LegalDocumentView document={documents[id]} level={2} />}
          />
        ))}
      </Tabs>
      <p>
        <Link to="/general-terms-and-conditions">{intl.formatMessage(legalMessages.generalTermsLink)}</Link>
      </p>
    </div>
  );
});
