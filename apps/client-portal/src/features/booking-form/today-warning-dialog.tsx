import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { formatLongDate } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssignmentFormStore } from './assignment-form-store.js';
import { bookingFormMessages as m } from './booking-form.messages.js';

/**
 * Today was chosen as the start date (spec 1 §2 screen 9, §4): the form has moved the dates a day
 * forward, and the user is told to call the local booking office for an interpreter today.
 */
export const TodayWarningDialog = observer(function TodayWarningDialog({ form }: { readonly form: AssignmentFormStore }) {
  const intl = useIntl();
  const first = form.draft.dates[0];
  return (
    <Dialog
      isOpen={form.todayWarning}
      onClose={() => form.dismissTodayWarning()}
      title={intl.formatMessage(m.todayTitle)}
      icon="warning-sign"
      className="tolk-booking-dialog"
    >
      <DialogBody>
        <p>
          <FormattedMessage {...m.todayText} values={{ date: first ? formatLongDate(intl.locale, first) : '' }} />
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <Button intent="primary" onClick={() => form.dismissTodayWarning()} autoFocus>
            <FormattedMessage {...m.ok} />
          </Button>
        }
      />
    </Dialog>
  );
});
