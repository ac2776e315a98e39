import { Card, H1, H2, H3 } from '@blueprintjs/core';
import { newestFirst, summaryPoints } from '@tolk/core';
import { formatLongDate, usePageTitle } from '@tolk/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CONTACT_PATH } from '../contact/contact-details.js';
import { paragraphsOf } from '../legal/legal-documents.js';
import { releaseNewsMessages as m } from './release-news.messages.js';
import { RELEASES, newsEntries } from './releases.js';
import './release-news.css';

const RULES = [m.ruleCriticalFields, m.ruleNewNumber, m.ruleSameDay, m.ruleReopen, m.ruleFeedback, m.ruleNotifications] as const;

/** `/releases-page` (spec 3 §2): the dated news entries and the rules the news states for users. */
export function ReleasesPage() {
  const intl = useIntl();
  usePageTitle(m.pageTitle);
  const entries = newestFirst(newsEntries(RELEASES, (message) => intl.formatMessage(message)));
  return (
    <div className="tolk-releases">
      <H1>{intl.formatMessage(m.pageTitle)}</H1>
      <p>{intl.formatMessage(m.pageIntro)}</p>
      <section aria-labelledby="releases-entries" className="tolk-releases-section">
        <H2 id="releases-entries" className="tolk-visually-hidden">
          {intl.formatMessage(m.entriesHeading)}
        </H2>
        {entries.map((entry) => (
          <Card key={entry.id} className="tolk-release-entry" role="article" aria-labelledby={`release-${entry.id}`}>
            <H3 id={`release-${entry.id}`}>{entry.title}</H3>
            <p className="tolk-release-date">
              <FormattedMessage {...m.published} values={{ date: formatLongDate(intl.locale, entry.date) }} />
            </p>
            <ul className="tolk-release-points">
              {summaryPoints(entry.summary).map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            {paragraphsOf(entry.message).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </Card>
        ))}
      </section>
      <section aria-labelledby="releases-rules" className="tolk-releases-section">
        <H2 id="releases-rules">{intl.formatMessage(m.rulesHeading)}</H2>
        <ul className="tolk-release-rules">
          {RULES.map((rule) => (
            <li key={rule.id}>{intl.formatMessage(rule)}</li>
          ))}
          <li>
            <FormattedMessage {...m.ruleFaq} values={{ link: <Link to={CONTACT_PATH}>{intl.formatMessage(m.faqLink)}</Link> }} />
          </li>
        </ul>
      </section>
    </div>
  );
}
