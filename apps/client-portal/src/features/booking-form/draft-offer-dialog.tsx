import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { STOCKHOLM } from '@tolk/core';
import { formatDayMonth, formatTime } from '@tolk/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { bookingFormMessages as m } from './booking-form.messages.js';
import type { StoredBooking } from './draft-storage.js';

/**
 * "Du har en osparad bokning" (issue 4 item 6; our design, docs/decisions.md): a booking that was
 * never sent (a reload, an expired session, a CRM error) is offered back when the form opens. The
 * user continues with it or throws it away; closing the dialog (Escape) continues with it, so
 * nothing is lost unless the user says so.
 */
export function DraftOfferDialog({
  offered,
  onRestore,
  onDiscard,
}: {
  readonly offered: StoredBooking | null;
  readonly onRestore: () => void;
  readonly onDiscard: () => void;
}) {
  const intl = useIntl();
  const savedAt = offered?.savedAt?.toZonedDateTimeISO(STOCKHOLM);
  return (
    <Dialog
      isOpen={offered !== null}
      onClose={onRestore}
      title={intl.formatMessage(m.draftTitle)}
      icon="history"
      className="tolk-booking-dialog"
    >
      <DialogBody>
        <p>
          {savedAt ? (
            <FormattedMessage
              {...m.draftText}
              values={{ when: `${formatDayMonth(intl.locale, savedAt)} ${formatTime(intl.locale, savedAt)}` }}
            />
          ) : (
            <FormattedMessage {...m.draftTextNoTime} />
          )}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onDiscard} intent="danger" variant="outlined">
              <FormattedMessage {...m.draftDiscard} />
            </Button>
            <Button intent="primary" onClick={onRestore} autoFocus>
              <FormattedMessage {...m.draftRestore} />
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
