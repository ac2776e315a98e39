import { AnchorButton, Card, Icon, Spinner } from '@blueprintjs/core';
import type { Assignment } from '@tolk/core';
import { formatDateTimeIso, formatLongDate, formatTime, usePageTitle } from '@tolk/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { ArticleLabel } from '../assignments/article-label.js';
import { timeSheetMessages as m } from './time-sheet.messages.js';

/** The spec names no path for it (docs/decisions.md): under the time sheet it thanks for. */
export const TIME_SHEET_THANK_YOU_PATH = '/time-sheet/thank-you';

/**
 * After a time report is signed and sent (spec 2 §2): the order number, language, service type and
 * from and to, with a way back to /my-assignment. Reached without an order it goes there at once.
 */
export function TimeSheetThankYouPage() {
  usePageTitle(m.thankYouTitle);
  const root = useRootStore();
  const intl = useIntl();
  const navigate = useNavigate();
  const assignmentId = ((useLocation().state ?? {}) as { assignmentId?: unknown }).assignmentId;
  const [assignment, setAssignment] = useState<Assignment | null | 'missing'>(null);
  useEffect(() => {
    if (typeof assignmentId !== 'string') return;
    let live = true;
    root.followUp.lookup.byId(assignmentId).then(
      (found) => live && setAssignment(found ?? 'missing'),
      () => live && setAssignment('missing'),
    );
    return () => {
      live = false;
    };
  }, [assignmentId, root]);
  if (typeof assignmentId !== 'string' || assignment === 'missing') return <Navigate to="/my-assignment" replace />;
  const fact = (label: MessageDescriptor, value: React.ReactNode) => (
    <>
      <dt>{intl.formatMessage(label)}</dt>
      <dd>{value}</dd>
    </>
  );
  const at = (value: Assignment['start']) => (
    <time dateTime={formatDateTimeIso(value)}>{`${formatLongDate(intl.locale, value)} ${formatTime(intl.locale, value)}`}</time>
  );
  return (
    <div className="tolk-thank-you">
      <Card className="tolk-thank-you-card">
        <div className="tolk-thank-you-heading">
          <Icon icon="tick-circle" intent="success" size={32} aria-hidden />
          <h1>
            <FormattedMessage {...m.thankYouTitle} />
          </h1>
        </div>
        <p>
          <FormattedMessage {...m.thankYouText} />
        </p>
        {assignment === null ? (
          <Spinner size={24} />
        ) : (
          <dl className="tolk-facts">
            {fact(m.thankYouNumber, assignment.number)}
            {fact(m.thankYouLanguage, assignment.skill)}
            {fact(m.thankYouService, <ArticleLabel articleName={assignment.articleName} />)}
            {fact(m.thankYouFrom, at(assignment.start))}
            {fact(m.thankYouTo, at(assignment.end))}
          </dl>
        )}
        <AnchorButton
          href="/my-assignment"
          intent="primary"
          icon="arrow-left"
          onClick={(event) => {
            event.preventDefault();
            navigate('/my-assignment');
          }}
        >
          <FormattedMessage {...m.thankYouBack} />
        </AnchorButton>
      </Card>
    </div>
  );
}
