import { Card, H1, H2 } from '@blueprintjs/core';
import { formatLongDate, usePageTitle } from '@tolk/ui';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { termsMessages as m } from './terms.messages.js';

/** Spec 3 §9: "terms updated 2019-11-08". */
const TERMS_UPDATED = Temporal.PlainDate.from('2019-11-08');

/** /terms: the welcome page and the static terms an interpreter works under (spec 3 §2, §9). */
export function TermsPage() {
  const intl = useIntl();
  usePageTitle(m.title);
  const section = (heading: MessageDescriptor, ...texts: MessageDescriptor[]) => (
    <Card>
      <H2>
        <FormattedMessage {...heading} />
      </H2>
      {texts.map((text) => (
        <p key={String(text.id)}>
          <FormattedMessage {...text} />
        </p>
      ))}
    </Card>
  );
  return (
    <div className="tolk-page tolk-terms">
      <H1>
        <FormattedMessage {...m.title} />
      </H1>
      {section(m.welcomeHeading, m.welcome)}
      {section(m.reportsHeading, m.reportsDue, m.reportsLate, m.archive, m.paperFee, m.fTax)}
      {section(m.feesHeading, m.cancellation)}
      {section(m.dataHeading, m.personalData)}
      <p className="tolk-muted">
        <FormattedMessage {...m.updated} values={{ date: formatLongDate(intl.locale, TERMS_UPDATED) }} />
      </p>
    </div>
  );
}
