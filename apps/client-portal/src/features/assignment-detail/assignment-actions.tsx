import { Button } from '@blueprintjs/core';
import { cancelLabelOf, type Assignment, type CancelRefusal } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import type { AssignmentDetailStore } from './assignment-detail-store.js';
import { detailMessages } from './assignment-detail.messages.js';
import {
  bookingRoute,
  cancelRoute,
  feedbackOrigin,
  goToDeviationRoute,
  sendDeviationRoute,
  timeReportRoute,
  type RouteTarget,
} from './assignment-routes.js';

const REFUSAL_MESSAGES: Readonly<Record<CancelRefusal, MessageDescriptor>> = {
  'already-cancelled': detailMessages.refusalAlreadyCancelled,
  started: detailMessages.refusalStarted,
  'not-cancellable': detailMessages.refusalNotCancellable,
  'too-near': detailMessages.refusalTooNear,
};

/** The drawer's actions (spec 2 §2), each shown as `actionsFor` decides (spec 2 §4). */
export const AssignmentActionsBar = observer(function AssignmentActionsBar({
  assignment,
  store,
}: {
  readonly assignment: Assignment;
  readonly store: AssignmentDetailStore;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { assignmentDrawer, feedback } = useRootStore();
  const refusalId = useId();
  const actions = store.actions(assignment);
  const refusal = store.cancelRefusal(assignment);
  const from = `${location.pathname}${location.search}`;
  const go = (target: RouteTarget) => {
    assignmentDrawer.close();
    navigate(target.pathname, { state: target.state });
  };
  const cancelLabel = cancelLabelOf(assignment.status);
  return (
    <section className="tolk-detail-actions" aria-label={intl.formatMessage(detailMessages.actions)}>
      <div className="tolk-detail-buttons">
        <Button
          icon={store.moreInfo ? 'chevron-up' : 'chevron-down'}
          aria-expanded={store.moreInfo}
          onClick={() => store.toggleMoreInfo()}
        >
          <FormattedMessage {...(store.moreInfo ? detailMessages.lessInfo : detailMessages.moreInfo)} />
        </Button>
        {actions.timeReport ? (
          <Button icon="time" onClick={() => go(timeReportRoute(assignment, from))}>
            <FormattedMessage {...detailMessages.timeReport} />
          </Button>
        ) : null}
        {actions.sendDeviation ? (
          <Button icon="issue" onClick={() => go(sendDeviationRoute(assignment, from))}>
            <FormattedMessage {...detailMessages.sendDeviation} />
          </Button>
        ) : null}
        {actions.goToDeviation ? (
          <Button icon="issue" onClick={() => go(goToDeviationRoute(assignment, from))}>
            <FormattedMessage {...detailMessages.goToDeviation} />
          </Button>
        ) : null}
        {actions.edit ? (
          <Button icon="edit" onClick={() => go(bookingRoute(assignment, 'edit'))}>
            <FormattedMessage {...detailMessages.edit} />
          </Button>
        ) : null}
        {actions.copy ? (
          <Button icon="duplicate" onClick={() => go(bookingRoute(assignment, 'copy'))}>
            <FormattedMessage {...detailMessages.copy} />
          </Button>
        ) : null}
        {actions.feedback ? (
          <Button
            icon="star"
            onClick={() => {
              assignmentDrawer.close();
              feedback.open(assignment, feedbackOrigin(location.pathname));
            }}
          >
            <FormattedMessage {...detailMessages.feedback} />
          </Button>
        ) : null}
        <Button
          icon="disable"
          intent={refusal === null ? 'danger' : 'none'}
          disabled={refusal !== null}
          aria-describedby={refusal === null ? undefined : refusalId}
          onClick={() => go(cancelRoute(assignment))}
        >
          <FormattedMessage
            {...(cancelLabel === 'cancel-request'
              ? detailMessages.cancelRequest
              : cancelLabel === 'cancel-booking'
                ? detailMessages.cancelBooking
                : detailMessages.cancel)}
          />
        </Button>
      </div>
      {refusal !== null ? (
        <p id={refusalId} className="tolk-detail-refusal">
          <FormattedMessage {...REFUSAL_MESSAGES[refusal]} />
        </p>
      ) : null}
    </section>
  );
});
