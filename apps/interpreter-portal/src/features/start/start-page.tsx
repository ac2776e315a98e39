import { H1, H2 } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useInterpreterRoot } from '../../app/root-context.js';
import { AssignmentList } from '../assignments/assignment-list.js';
import { assignmentsMessages } from '../assignments/assignments.messages.js';
import { AvailabilityButtons, AvailabilityLegend } from '../availability/availability-legend.js';
import { InterpreterCalendar } from '../calendar/interpreter-calendar.js';
import { RequestsPanel } from '../requests/requests-panel.js';
import { startMessages } from './start.messages.js';

/**
 * The interpreter's start page (spec 3 §2, §6): "Tolka nu" and availability buttons, the assignment
 * requests, the upcoming assignments, and the calendar with its availability legend.
 */
export const StartPage = observer(function StartPage() {
  const { session, lists, calendar } = useInterpreterRoot();
  const intl = useIntl();
  usePageTitle(startMessages.title);
  useEffect(() => void lists.refresh('upcoming'), [lists]);
  const number = session.load()?.interpreterNumber ?? '';
  return (
    <div className="tolk-page">
      <H1>
        <FormattedMessage {...startMessages.greeting} values={{ number }} />
      </H1>
      {/* Spec 3 §6: the interpreter portal shows the availability buttons and legend. */}
      <AvailabilityButtons />
      {/* Requests first: they pass to another interpreter unless answered in time (on a phone above all). */}
      <div className="tolk-start">
        <RequestsPanel />
        <section aria-labelledby="upcoming-heading">
          <H2 id="upcoming-heading">
            <FormattedMessage {...assignmentsMessages.upcoming} />
          </H2>
          <AssignmentList
            state={lists.lists.upcoming}
            empty={assignmentsMessages.noneUpcoming}
            caption={intl.formatMessage(assignmentsMessages.upcoming)}
            onRetry={() => void lists.refresh('upcoming')}
          />
          <p className="tolk-start-links">
            <Link to="/assignments">
              <FormattedMessage {...startMessages.allAssignments} />
            </Link>
            <Link to="/assignments?list=to-report">
              <FormattedMessage {...startMessages.toReport} />
            </Link>
          </p>
        </section>
      </div>
      <InterpreterCalendar calendar={calendar} legend={<AvailabilityLegend />} />
    </div>
  );
});
