import { DialogBody } from '@blueprintjs/core';
import type { DirectBookingStateOf } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { PROVIDER_EMERGENCY_NUMBER } from '../assignment-detail/provider-contact.js';
import { telHref } from '../contact/contact-details.js';
import type { DirectBookingStore } from './direct-booking-store.js';
import { directBookingMessages as m } from './direct-booking.messages.js';
import { RetryMessage } from './retry-message.js';
import { StepFooter } from './step-footer.js';

/** No interpreter: none is free at the time or later; the provider's number to call instead. */
export const NoInterpreterStep = observer(function NoInterpreterStep({
  store,
  state,
}: {
  store: DirectBookingStore;
  state: DirectBookingStateOf<'no-interpreter'>;
}) {
  return (
    <>
      <DialogBody>
        {state.retried ? <RetryMessage state={state} /> : null}
        <p className="tolk-direct-no-interpreter">
          <FormattedMessage
            {...m.noInterpreterText}
            values={{
              phone: (
                <a href={telHref(PROVIDER_EMERGENCY_NUMBER)} className="tolk-direct-phone">
                  {PROVIDER_EMERGENCY_NUMBER}
                </a>
              ),
            }}
          />
        </p>
      </DialogBody>
      <StepFooter
        secondary={{ label: m.back, onClick: () => store.back() }}
        primary={{ label: m.close, onClick: () => store.close() }}
      />
    </>
  );
});
