import { Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { InterpreterAssignmentSummary } from '@tolk/core';
import { formatDateTimeRange, interpreterStatusMessageOf } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ListState } from './assignment-lists-store.js';
import { assignmentsMessages } from './assignments.messages.js';

/**
 * A list of the interpreter's assignments: a table on a wide screen; on a phone the same rows
 * stack as cards (CSS), since interpreters use this on the move.
 */
export const AssignmentList = observer(function AssignmentList(props: {
  state: ListState;
  empty: MessageDescriptor;
  caption: string;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const { state } = props;
  if (state.failed && !state.loaded) {
    return (
      <Callout intent="warning" role="status">
        <FormattedMessage {...assignmentsMessages.loadFailed} />{' '}
        <Button variant="minimal" onClick={props.onRetry}>
          <FormattedMessage {...assignmentsMessages.tryAgain} />
        </Button>
      </Callout>
    );
  }
  if (!state.loaded) return <Spinner size={24} />;
  if (state.items.length === 0) return <NonIdealState icon="calendar" description={<FormattedMessage {...props.empty} />} />;
  return (
    <HTMLTable className="tolk-assignment-table" striped>
      <caption className="bp6-text-muted">{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(assignmentsMessages.number)}</th>
          <th scope="col">{intl.formatMessage(assignmentsMessages.when)}</th>
          <th scope="col">{intl.formatMessage(assignmentsMessages.language)}</th>
          <th scope="col">{intl.formatMessage(assignmentsMessages.service)}</th>
          <th scope="col">{intl.formatMessage(assignmentsMessages.customer)}</th>
          <th scope="col">{intl.formatMessage(assignmentsMessages.place)}</th>
          <th scope="col">{intl.formatMessage(assignmentsMessages.status)}</th>
        </tr>
      </thead>
      <tbody>
        {state.items.map((assignment) => (
          <AssignmentRow key={assignment.id} assignment={assignment} />
        ))}
      </tbody>
    </HTMLTable>
  );
});

function AssignmentRow({ assignment }: { assignment: InterpreterAssignmentSummary }) {
  const intl = useIntl();
  const cell = (label: MessageDescriptor, content: string) => <td data-label={intl.formatMessage(label)}>{content}</td>;
  return (
    <tr>
      <td data-label={intl.formatMessage(assignmentsMessages.number)}>
        <Link to={`/assignment/${encodeURIComponent(assignment.id)}`}>{assignment.number}</Link>
      </td>
      {cell(assignmentsMessages.when, formatDateTimeRange(intl.locale, assignment.start, assignment.end))}
      {cell(assignmentsMessages.language, assignment.language)}
      {cell(assignmentsMessages.service, assignment.service)}
      {cell(assignmentsMessages.customer, assignment.customerName)}
      {cell(
        assignmentsMessages.place,
        assignment.remote || !assignment.city ? intl.formatMessage(assignmentsMessages.remote) : assignment.city,
      )}
      {cell(assignmentsMessages.status, intl.formatMessage(interpreterStatusMessageOf(assignment.status)))}
    </tr>
  );
}
