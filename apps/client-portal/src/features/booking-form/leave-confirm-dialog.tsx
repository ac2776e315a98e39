import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { bookingFormMessages } from './booking-form.messages.js';

/**
 * "Lämna utan att spara?": unsaved changes are about to be dropped. Staying is the safe choice and
 * has the focus; Escape and the backdrop stay too. The texts name what would be left.
 */
export function LeaveConfirmDialog({
  isOpen,
  title,
  text,
  leaveLabel,
  onStay,
  onLeave,
}: {
  readonly isOpen: boolean;
  readonly title: MessageDescriptor;
  readonly text: MessageDescriptor;
  readonly leaveLabel: MessageDescriptor;
  readonly onStay: () => void;
  readonly onLeave: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onStay}
      title={intl.formatMessage(title)}
      icon="warning-sign"
      className="tolk-booking-dialog"
    >
      <DialogBody>
        <p>
          <FormattedMessage {...text} />
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onStay} autoFocus>
              <FormattedMessage {...bookingFormMessages.stay} />
            </Button>
            <Button intent="danger" onClick={onLeave}>
              <FormattedMessage {...leaveLabel} />
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
