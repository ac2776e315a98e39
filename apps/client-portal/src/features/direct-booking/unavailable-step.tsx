import { Callout, DialogBody } from '@blueprintjs/core';
import type { DirectBookingStateOf } from '@tolk/core';
import { formatDayMonth, formatTime } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DirectBookingStore } from './direct-booking-store.js';
import { directBookingMessages as m } from './direct-booking.messages.js';
import { StepFooter } from './step-footer.js';

/** Unavailable: direct booking is closed now; today's opening hours when there are some. */
export const UnavailableStep = observer(function UnavailableStep({
  store,
  state,
}: {
  store: DirectBookingStore;
  state: DirectBookingStateOf<'unavailable'>;
}) {
  const intl = useIntl();
  const window = state.window;
  return (
    <>
      <DialogBody>
        <Callout intent="warning" icon="time" className="tolk-direct-unavailable">
          <p className="tolk-direct-unavailable-text">
            <FormattedMessage {...m.unavailable} />
          </p>
          {window ? (
            <p>
              <FormattedMessage
                {...m.openingHours}
                values={{
                  date: formatDayMonth(intl.locale, window.from),
                  from: formatTime(intl.locale, window.from),
                  to: formatTime(intl.locale, window.to),
                }}
              />
            </p>
          ) : null}
        </Callout>
      </DialogBody>
      <StepFooter secondary={{ label: m.close, onClick: () => store.close() }} />
    </>
  );
});
