import { H1, H2, H3 } from '@blueprintjs/core';
import { formatLongDate } from '@tolk/ui';
import { Temporal } from 'temporal-polyfill';
import { FormattedMessage, useIntl } from 'react-intl';
import { TERMS_UPDATED, paragraphsOf, type LegalDocument } from './legal-documents.js';
import { legalMessages as m } from './legal.messages.js';

/**
 * A legal text. `level` 1 on its own page, 2 inside the settings tab (below the page's heading).
 */
export function LegalDocumentView({ document, level }: { document: LegalDocument; level: 1 | 2 }) {
  const intl = useIntl();
  const Title = level === 1 ? H1 : H2;
  const Section = level === 1 ? H2 : H3;
  const updated = formatLongDate(intl.locale, Temporal.PlainDate.from(TERMS_UPDATED));
  return (
    <article className="tolk-legal">
      <Title className="tolk-legal-title">{intl.formatMessage(document.title)}</Title>
      {document.subtitle ? <p className="tolk-legal-subtitle">{intl.formatMessage(document.subtitle)}</p> : null}
      <p className="tolk-legal-updated">
        <FormattedMessage {...m.updated} values={{ date: updated }} />
      </p>
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={`legal-${section.id}`}>
          <Section id={`legal-${section.id}`} className="tolk-legal-heading">
            {intl.formatMessage(section.heading)}
          </Section>
          {paragraphsOf(intl.formatMessage(section.body)).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
