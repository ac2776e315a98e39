import { DialogBody, Spinner } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { directBookingMessages as m } from './direct-booking.messages.js';

/** Loading: the opening hours are being read. */
export function LoadingStep() {
  const intl = useIntl();
  return (
    <DialogBody>
      <div className="tolk-direct-loading" role="status">
        <Spinner size={24} aria-hidden />
        <span>{intl.formatMessage(m.loading)}</span>
      </div>
    </DialogBody>
  );
}
