import { DialogBody, Icon } from '@blueprintjs/core';
import { directPeriodEnd, type DirectBookingStateOf } from '@tolk/core';
import { formatTimeRange } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DirectBookingStore } from './direct-booking-store.js';
import { directBookingMessages as m } from './direct-booking.messages.js';
import { RetryMessage } from './retry-message.js';
import { StepFooter } from './step-footer.js';

/** Searching: the animation while the availability is checked and the order placed; cancel closes. */
export const SearchingStep = observer(function SearchingStep({
  store,
  state,
}: {
  store: DirectBookingStore;
  state: DirectBookingStateOf<'searching'>;
}) {
  const intl = useIntl();
  const { attempt } = state;
  const language = store.languageOf(attempt);
  return (
    <>
      <DialogBody>
        <div className="tolk-direct-searching" role="status" aria-live="polite">
          <div className="tolk-direct-pulse" aria-hidden>
            <Icon icon="headset" size={32} />
          </div>
          <p className="tolk-direct-searching-text">
            <FormattedMessage {...m.searching} />
          </p>
          <p className="tolk-direct-searching-for">
            <FormattedMessage
              {...m.searchingFor}
              values={{ language, time: formatTimeRange(intl.locale, attempt.period.from, directPeriodEnd(attempt.period)) }}
            />
          </p>
          {state.retried ? <RetryMessage state={state} /> : null}
        </div>
      </DialogBody>
      <StepFooter secondary={{ label: m.cancel, onClick: () => store.close() }} />
    </>
  );
});
