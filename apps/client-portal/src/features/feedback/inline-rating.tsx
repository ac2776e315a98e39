import { Button, Classes } from '@blueprintjs/core';
import type { Assignment } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { feedbackOrigin } from '../assignment-detail/assignment-routes.js';
import { feedbackMessages as m } from './feedback.messages.js';
import type { FeedbackDialog } from './feedback-store.js';
import { RatingFields, useSendRating } from './rating-fields.js';
import { StarInput } from './star-input.js';

/**
 * The inline 0–5 stars ("Betygsätt", spec 2 §2) of an order that can be rated, in the list, the
 * drawer and the time report: 3 or more are sent at once (spec 2 §4). 2 or fewer wait for a
 * reason, a comment and the send button: written right here in the drawer, in the feedback modal
 * from a list row, which has no room for them (docs/decisions.md, issue 13).
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
  const sendRating = useSendRating();
  const sending = feedback.sending.get(assignment.id);
  const form = feedback.drawerForm(assignment.id);
  const own = useRef<HTMLDivElement>(null);
  // The drawer walked on to another order, or closed: an unsent rating of this one goes.
  useEffect(() => () => feedback.leaveDrawer(assignment.id), [feedback, assignment.id]);
  // Once saved, these stars (and the send button) that had the focus are replaced by the rating
  // given: the holder is found before sending, since this component is gone then.
  const holder = () => own.current?.closest<HTMLElement>('dd, td') ?? own.current?.closest<HTMLElement>('.bp6-card');
  const sendThenFocusField = (sent: FeedbackDialog) => {
    const field = holder();
    void sendRating(sent, () => focusWhenLost(field));
  };
  const rateAtOnce = async (stars: number) => {
    const cell = holder();
    await feedback.rateAtOnce(assignment, stars, surface, feedbackOrigin(location.pathname));
    focusWhenLost(cell);
  };
  return (
    <div ref={own} onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()} className="tolk-inline-rating">
      <StarInput
        value={form ? form.rating.stars : (sending ?? 0)}
        disabled={form ? form.rating.locked : sending !== undefined}
        label={intl.formatMessage(m.rateOrder, { number: assignment.number })}
        onChange={(stars) => (form ? feedback.update({ stars }) : void rateAtOnce(stars))}
      />
      {form ? (
        <div className="tolk-feedback-body tolk-inline-rating-form">
          <RatingFields dialog={form} />
          <div className="tolk-inline-rating-buttons">
            <Button className={Classes.MINIMAL} disabled={form.rating.locked} onClick={() => feedback.close()}>
              <FormattedMessage {...m.cancel} />
            </Button>
            <Button intent="primary" loading={form.rating.locked} onClick={() => sendThenFocusField(form)}>
              <FormattedMessage {...m.send} />
            </Button>
          </div>
        </div>
      ) : null}
      {feedback.failedOrderId === assignment.id ? (
        <span role="alert" className="tolk-counter-over">
          <FormattedMessage {...m.failed} />
        </span>
      ) : null}
    </div>
  );
});

/**
 * The field (drawer), cell (list) or card (time report) that held the stars takes the focus once
 * they are replaced by the rating given, so that a keyboard or screen-reader user stays where they
 * were and hears the rating, instead of starting again from the page's top. A focus still inside
 * (the stars, after a failure) or moved elsewhere by the user is left alone.
 */
function focusWhenLost(holder: HTMLElement | null | undefined): void {
  if (!holder) return;
  requestAnimationFrame(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost || !holder.isConnected) return;
    holder.tabIndex = -1;
    holder.focus();
  });
}
