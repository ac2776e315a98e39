import type { Assignment } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { feedbackOrigin } from '../assignment-detail/assignment-routes.js';
import { feedbackMessages as m } from './feedback.messages.js';
import { StarInput } from './star-input.js';

/**
 * The inline 0–5 stars ("Betygsätt", spec 2 §2) of an order that can be rated, in the list and the
 * drawer: 3 or more are sent at once, 2 or fewer open the feedback modal (spec 2 §4).
 */
export const InlineRating = observer(function InlineRating({
  assignment,
  surface,
}: {
  readonly assignment: Assignment;
  readonly surface: 'inline' | 'drawer';
}) {
  const { feedback } = useRootStore();
  const intl = useIntl();
  const location = useLocation();
  const sending = feedback.sending.get(assignment.id);
  return (
    <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()} className="tolk-inline-rating">
      <StarInput
        value={sending ?? 0}
        disabled={sending !== undefined}
        label={intl.formatMessage(m.rateOrder, { number: assignment.number })}
        onChange={(stars) => void feedback.rateAtOnce(assignment, stars, surface, feedbackOrigin(location.pathname))}
      />
      {feedback.failedOrderId === assignment.id ? (
        <span role="alert" className="tolk-counter-over">
          <FormattedMessage {...m.failed} />
        </span>
      ) : null}
    </span>
  );
});
