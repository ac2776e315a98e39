import { Callout, Checkbox, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { RATING_COMMENT_MAX, isBadRating } from '@tolk/core';
import { fieldProblemText } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { newDeviationRoute } from '../quality/quality-routes.js';
import type { FeedbackDialog } from './feedback-store.js';
import { feedbackMessages as m } from './feedback.messages.js';

/**
 * What a rating waiting for its send button asks, in the modal and under the drawer's stars: with
 * 1–2 stars the reason, the comment with its counter, and, when the order has no deviation yet,
 * the option to create one; the failure in our own words (spec 2 §4, §8).
 */
export const RatingFields = observer(function RatingFields({ dialog }: { readonly dialog: FeedbackDialog }) {
  const { feedback } = useRootStore();
  const intl = useIntl();
  const ids = useId();
  const { assignment, rating } = dialog;
  const bad = isBadRating(rating.stars);
  const problems = dialog.tried ? feedback.problems : {};
  const over = rating.comment.length > RATING_COMMENT_MAX;
  return (
    <>
      {bad ? (
        <FormGroup
          label={intl.formatMessage(m.reason)}
          labelFor={`${ids}-reason`}
          intent={problems.reasonId ? 'danger' : 'none'}
          helperText={problems.reasonId ? fieldProblemText(intl, problems.reasonId, intl.formatMessage(m.reason)) : undefined}
        >
          <HTMLSelect
            id={`${ids}-reason`}
            value={rating.reasonId ?? ''}
            disabled={rating.locked}
            onChange={(e) => feedback.update({ reasonId: e.currentTarget.value || null })}
          >
            <option value="">{intl.formatMessage(m.reasonPlaceholder)}</option>
            {feedback.reasons.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      ) : null}
      <FormGroup
        label={intl.formatMessage(m.comment)}
        labelFor={`${ids}-comment`}
        intent={problems.comment ? 'danger' : 'none'}
        helperText={problems.comment ? fieldProblemText(intl, problems.comment, intl.formatMessage(m.comment)) : undefined}
      >
        <TextArea
          id={`${ids}-comment`}
          fill
          rows={4}
          value={rating.comment}
          readOnly={rating.locked}
          onChange={(e) => feedback.update({ comment: e.currentTarget.value })}
          aria-describedby={`${ids}-counter`}
        />
        <div id={`${ids}-counter`} className={over ? 'tolk-counter tolk-counter-over' : 'tolk-counter'}>
          <FormattedMessage {...m.counter} values={{ count: rating.comment.length, max: RATING_COMMENT_MAX }} />
        </div>
      </FormGroup>
      {bad && !assignment.hasDeviation ? (
        <Checkbox
          checked={rating.createDeviation}
          disabled={rating.locked}
          label={intl.formatMessage(m.createDeviation)}
          onChange={(e) => feedback.update({ createDeviation: e.currentTarget.checked })}
        />
      ) : null}
      {dialog.failed ? (
        <Callout intent="danger" role="alert">
          <FormattedMessage {...m.failed} />
        </Callout>
      ) : null}
    </>
  );
});

/**
 * "Skicka omdöme": sends the rating being written; once saved the deviation form opens when ticked
 * (carrying the rating), else `afterSaved` runs (the modal returns by origin, the drawer stays).
 */
export function useSendRating(): (dialog: FeedbackDialog, afterSaved: () => void) => Promise<void> {
  const { feedback, assignmentDrawer } = useRootStore();
  const navigate = useNavigate();
  return async (dialog, afterSaved) => {
    const result = await feedback.send();
    if (result.kind !== 'saved') return;
    if (result.createDeviation) {
      const target = newDeviationRoute(result.assignment, dialog.origin, {
        stars: result.rating.stars,
        comment: result.rating.comment,
        reasonId: result.rating.reasonId,
      });
      assignmentDrawer.close();
      navigate(target.pathname, { state: target.state });
    } else afterSaved();
  };
}
