import { usePageTitle } from '@tolk/ui';
import { LegalBackLink } from './legal-back-link.js';
import { LegalDocumentView } from './legal-document-view.js';
import type { LegalDocument } from './legal-documents.js';
import './legal.css';

/** A public legal page (spec 3 §2): the text, with a way back (to /login when logged out). */
export function LegalPage({ document }: { document: LegalDocument }) {
  usePageTitle(document.title);
  return (
    <div className="tolk-legal-page">
      <p className="tolk-legal-back">
        <LegalBackLink />
      </p>
      <LegalDocumentView document={document} level={1} />
    </div>
  );
}
