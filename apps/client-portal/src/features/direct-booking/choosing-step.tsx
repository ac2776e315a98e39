import { DialogBody, Icon, Radio, RadioGroup } from '@blueprintjs/core';
import { directPeriodEnd, slotIcons, slotPeriod, type DirectBookingStateOf } from '@tolk/core';
import { formatTimeRange } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DirectBookingStore } from './direct-booking-store.js';
import { directBookingMessages as m } from './direct-booking.messages.js';
import { RetryMessage } from './retry-message.js';
import { StepFooter } from './step-footer.js';

/** Choosing: the time asked for is taken; the alternative slots, each with its free interpreters, to book one. */
export const ChoosingStep = observer(function ChoosingStep({
  store,
  state,
}: {
  store: DirectBookingStore;
  state: DirectBookingStateOf<'choosing'>;
}) {
  const intl = useIntl();
  const chosen = store.chosenSlot;
  return (
    <>
      <DialogBody>
        {state.retried ? <RetryMessage state={state} /> : null}
        <p>
          <FormattedMessage {...m.slotsText} />
        </p>
        <RadioGroup
          className="tolk-direct-slots"
          label={intl.formatMessage(m.slotsLegend)}
          name="direct-booking-slot"
          selectedValue={chosen ? chosen.from.toString() : undefined}
          onChange={(event) => {
            const slot = state.slots.find((s) => s.from.toString() === event.currentTarget.value);
            if (slot) store.chooseSlot(slot);
          }}
        >
          {state.slots.map((slot) => {
            const icons = slotIcons(slot.available);
            const count = intl.formatMessage(m.slotAvailable, { count: slot.available });
            const time = formatTimeRange(intl.locale, slot.from, directPeriodEnd(slotPeriod(state.attempt.period, slot.from)));
            return (
              <Radio key={slot.from.toString()} value={slot.from.toString()} className="tolk-direct-slot">
                <span className="tolk-direct-slot-time">{time}</span>
                <span className="tolk-direct-slot-icons" aria-hidden title={count}>
                  {Array.from({ length: icons.users }, (_, i) => (
                    <Icon key={i} icon="person" size={14} />
                  ))}
                  {icons.more ? <Icon icon="plus" size={12} className="tolk-direct-slot-more" /> : null}
                </span>
                <span className="tolk-visually-hidden">{`, ${count}`}</span>
              </Radio>
            );
          })}
        </RadioGroup>
      </DialogBody>
      <StepFooter
        secondary={{ label: m.back, onClick: () => store.back() }}
        primary={{ label: m.bookSlot, disabled: !chosen, onClick: () => void store.bookChosenSlot() }}
      />
    </>
  );
});
