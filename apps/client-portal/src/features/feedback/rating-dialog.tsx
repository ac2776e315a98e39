import {
  Button,
  Callout,
  Checkbox,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  TextArea,
} from '@blueprintjs/core';
import { RATING_COMMENT_MAX, isBadRating } from '@tolk/core';
import { fieldProblemText } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { newDeviationRoute } from '../quality/quality-routes.js';
import { feedbackMessages as m } from './feedback.messages.js';
import { StarInput } from './star-input.js';

/**
 * "Lämna omdöme" (spec 2 §2): stars, then a comment; with 1–2 stars also the reason and, when
 * the order has no deviation yet, the option to create one. Sent only with "Skicka omdöme"
 * (docs/decisions.md, issue 13). After sending the deviation form opens if ticked, else the user
 * returns to where the rating started.
 */
export const RatingDialog = observer(function RatingDialog() {
  const { feedback } = useRootStore();
  const intl = useIntl();
  const navigate = useNavigate();
  const dialog = feedback.dialog;
  if (!dialog) return null;
  const { assignment, rating } = dialog;
  const bad = isBadRating(rating.stars);
  const problems = dialog.tried ? feedback.problems : {};
  const over = rating.comment.length > RATING_COMMENT_MAX;
  const send = async () => {
    const result = await feedback.send();
    if (result.kind !== 'saved') return;
    if (result.createDeviation) {
      const target = newDeviationRoute(result.assignment, dialog.origin, {
        stars: result.rating.stars,
        comment: result.rating.comment,
        reasonId: result.rating.reasonId,
      });
      navigate(target.pathname, { state: target.state });
    } else navigate(dialog.origin);
  };
  return (
    <Dialog
      isOpen
      onClose={() => feedback.close()}
      title={intl.formatMessage(m.dialogTitle, { number: assignment.number })}
      canEscapeKeyClose={!rating.locked}
      canOutsideClickClose={false}
      enforceFocus
      autoFocus
    >
      <DialogBody>
        <div className="tolk-feedback-body">
          <p>
            <FormattedMessage {...m.prompt} />
          </p>
          <FormGroup
            label={intl.formatMessage(m.stars)}
            helperText={problems.stars ? intl.formatMessage(m.starsRequired) : undefined}
          >
            <StarInput
              value={rating.stars}
              label={intl.formatMessage(m.rateOrder, { number: assignment.number })}
              disabled={rating.locked}
              onChange={(stars) => feedback.update({ stars })}
            />
          </FormGroup>
          {bad ? (
            <FormGroup
              label={intl.formatMessage(m.reason)}
              labelFor="rating-reason"
              intent={problems.reasonId ? 'danger' : 'none'}
              helperText={problems.reasonId ? fieldProblemText(intl, problems.reasonId, intl.formatMessage(m.reason)) : undefined}
            >
              <HTMLSelect
                id="rating-reason"
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
            labelFor="rating-comment"
            intent={problems.comment ? 'danger' : 'none'}
            helperText={problems.comment ? fieldProblemText(intl, problems.comment, intl.formatMessage(m.comment)) : undefined}
          >
            <TextArea
              id="rating-comment"
              fill
              rows={4}
              value={rating.comment}
              readOnly={rating.locked}
              onChange={(e) => feedback.update({ comment: e.currentTarget.value })}
              aria-describedby="rating-comment-counter"
            />
            <div id="rating-comment-counter" className={over ? 'tolk-counter tolk-counter-over' : 'tolk-counter'}>
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
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button className={Classes.MINIMAL} disabled={rating.locked} onClick={() => feedback.close()}>
              <FormattedMessage {...m.cancel} />
            </Button>
            <Button intent="primary" loading={rating.locked} onClick={() => void send()}>
              <FormattedMessage {...m.send} />
            </Button>
          </>
        }
      />
    </Dialog>
  );
});
