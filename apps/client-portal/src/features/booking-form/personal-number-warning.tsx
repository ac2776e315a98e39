import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { DraftField } from '@tolk/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { DRAFT_FIELD_LABELS } from './field-labels.js';

export interface PersonalNumberWarningProps {
  readonly isOpen: boolean;
  /** The free-text fields where core `personalNumberFields` found something like a personal identity number. */
  readonly fields: readonly DraftField[];
  /** Back to the form to change the text. */
  readonly onCancel: () => void;
  /** Send all the same. */
  readonly onConfirm: () => void;
}

/**
 * Before sending (issue 4 item 7): free-text fields that seem to hold a Swedish personal identity
 * number are named, and the user chooses to change them or to send anyway.
 */
export function PersonalNumberWarning({ isOpen, fields, onCancel, onConfirm }: PersonalNumberWarningProps) {
  const intl = useIntl();
  const names = intl.formatList(
    [...new Set(fields)].map((field) => intl.formatMessage(DRAFT_FIELD_LABELS[field])),
    { type: 'conjunction' },
  );
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={intl.formatMessage(m.personalNumberTitle)}
      icon="warning-sign"
      className="tolk-booking-dialog"
    >
      <DialogBody>
        <p>
          <FormattedMessage {...m.personalNumberText} values={{ fields: names }} />
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onCancel} autoFocus>
              <FormattedMessage {...m.personalNumberEdit} />
            </Button>
            <Button intent="warning" onClick={onConfirm}>
              <FormattedMessage {...m.personalNumberSend} />
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
