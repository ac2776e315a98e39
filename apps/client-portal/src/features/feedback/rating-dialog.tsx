import { Button, Classes, Dialog, DialogBody, DialogFooter, FormGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { feedbackMessages as m } from './feedback.messages.js';
import { RatingFields, useSendRating } from './rating-fields.js';
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
  const sendRating = useSendRating();
  const dialog = feedback.dialog;
  if (dialog?.place !== 'modal') return null;
  const { assignment, rating } = dialog;
  const problems = dialog.tried ? feedback.problems : {};
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
          <RatingFields dialog={dialog} />
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button className={Classes.MINIMAL} disabled={rating.locked} onClick={() => feedback.close()}>
              <FormattedMessage {...m.cancel} />
            </Button>
            <Button
              intent="primary"
              loading={rating.locked}
              onClick={() => void sendRating(dialog, () => navigate(dialog.origin))}
            >
              <FormattedMessage {...m.send} />
            </Button>
          </>
        }
      />
    </Dialog>
  );
});
