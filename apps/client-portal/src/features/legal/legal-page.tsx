import { Icon } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LegalDocumentView } from './legal-document-view.js';
import type { LegalDocument } from './legal-documents.js';
import { legalMessages as m } from './legal.messages.js';
import './legal.css';

/** A public legal page (spec 3 §2): the text, with a back link to /login. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const intl = useIntl();
  usePageTitle(document.title);
  return (
    <div className="tolk-legal-page">
      <p className="tolk-legal-back">
        <Link to="/login">
          <Icon icon="arrow-left" aria-hidden /> {intl.formatMessage(m.backToLogin)}
        </Link>
      </p>
      <LegalDocumentView document={document} level={1} />
    </div>
  );
}
