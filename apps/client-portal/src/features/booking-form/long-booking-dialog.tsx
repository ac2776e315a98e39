import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssignmentFormStore } from './assignment-form-store.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { lengthText } from './booking-length.js';
import { focusDraftField } from './focus-field.js';

/**
 * Issue 17 item 7: a time change made the booking longer than 8 hours (an end typed before the start
 * is the usual mistake). The user keeps it, or goes back to the times before and to the end field.
 */
export const LongBookingDialog = observer(function LongBookingDialog({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const hhmm = (time: { toString(o: { smallestUnit: 'minute' }): string }) => time.toString({ smallestUnit: 'minute' });
  const change = () => {
    form.undoLength();
    focusDraftField(form, 'end');
  };
  return (
    <Dialog
      isOpen={form.lengthQuestion !== null}
      onClose={change}
      title={intl.formatMessage(m.longTitle)}
      icon="time"
      className="tolk-booking-dialog"
    >
      <DialogBody>
        <p>
          <FormattedMessage
            {...(form.endsNextDay ? m.longTextNextDay : m.longText)}
            values={{
              length: lengthText(intl, form.durationMinutes),
              start: hhmm(form.draft.start),
              end: hhmm(form.draft.end),
            }}
          />
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={change} autoFocus>
              <FormattedMessage {...m.longChange} />
            </Button>
            <Button intent="warning" onClick={() => form.confirmLength()}>
              <FormattedMessage {...m.longKeep} />
            </Button>
          </>
        }
      />
    </Dialog>
  );
});
