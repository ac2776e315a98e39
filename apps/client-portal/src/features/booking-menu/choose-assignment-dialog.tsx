import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { bookingMenuMessages as m } from './booking-menu.messages.js';

type Choice = 'single' | 'multiple';

/** Where each choice leads (spec 1 §2 screen 1). */
export const CHOICE_PATHS: Record<Choice, string> = {
  single: '/create-single-assignment',
  multiple: '/advanced-order-form',
};

const OPTIONS = [
  { value: 'single', title: m.single, description: m.singleDescription },
  { value: 'multiple', title: m.multiple, description: m.multipleDescription },
] as const;

/**
 * Choose-assignment (spec 1 §2 screen 1): one assignment or several, each with a description;
 * "Nästa" stays disabled until one is chosen; a link back to the dashboard.
 */
export const ChooseAssignmentDialog = observer(function ChooseAssignmentDialog() {
  const { bookingMenu } = useRootStore();
  const intl = useIntl();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Choice | null>(null);
  const close = () => bookingMenu.closeChooser();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    close();
    navigate(CHOICE_PATHS[choice]);
  };
  return (
    <Dialog
      isOpen={bookingMenu.chooserOpen}
      onClose={close}
      onClosed={() => setChoice(null)}
      title={intl.formatMessage(m.chooseTitle)}
      className="tolk-choose-assignment"
    >
      <form onSubmit={onSubmit} aria-label={intl.formatMessage(m.chooseTitle)}>
        <DialogBody>
          <fieldset className="tolk-choose-options">
            <legend className="tolk-choose-legend">
              <FormattedMessage {...m.chooseLegend} />
            </legend>
            {OPTIONS.map((option) => (
              <label key={option.value} className="tolk-choose-option">
                <input
                  type="radio"
                  name="assignment-kind"
                  value={option.value}
                  checked={choice === option.value}
                  onChange={() => setChoice(option.value)}
                  aria-describedby={`choose-${option.value}-description`}
                />
                <span className="tolk-choose-option-text">
                  <span className="tolk-choose-option-title">
                    <FormattedMessage {...option.title} />
                  </span>
                  <span className="tolk-choose-option-description" id={`choose-${option.value}-description`}>
                    <FormattedMessage {...option.description} />
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        </DialogBody>
        <DialogFooter>
          <div className="tolk-choose-footer">
            <Link to="/" onClick={close}>
              <FormattedMessage {...m.backToDashboard} />
            </Link>
            <Button type="submit" intent="primary" disabled={choice === null} endIcon="arrow-right">
              <FormattedMessage {...m.next} />
            </Button>
          </div>
        </DialogFooter>
      </form>
    </Dialog>
  );
});
