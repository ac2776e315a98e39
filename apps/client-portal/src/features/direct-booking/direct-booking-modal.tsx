import { Button, Callout, Classes, Dialog, DialogBody, Icon, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { directPeriodEnd, slotIcons, type DirectBookingState } from '@tolk/core';
import { formatDayMonth, formatTime, formatTimeRange } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useRootStore } from '../../app/root-context.js';
import { PROVIDER_EMERGENCY_NUMBER } from '../assignment-detail/provider-contact.js';
import { ContactPersonDialog } from '../contact-persons/contact-person-dialog.js';
import { telHref } from '../contact/contact-details.js';
import { DirectBookingForm, durationText } from './direct-booking-form.js';
import type { DirectBookingStore } from './direct-booking-store.js';
import { directBookingMessages as m } from './direct-booking.messages.js';
import { StepFooter } from './step-footer.js';
import './direct-booking.css';

const TITLE_ID = 'direct-booking-title';

const titleOf = (state: DirectBookingState): MessageDescriptor => {
  switch (state.name) {
    case 'choosing':
    case 'no-interpreter':
      return m.noInterpreterHeading;
    case 'completed':
      return m.completedHeading;
    default:
      return m.title;
  }
};

/**
 * The direct-booking modal (spec 1 §2 item 7, §4), hosted by the dashboard: one dialog whose
 * content follows the machine's state — loading, unavailable, the form, searching, the
 * alternative slots, no free interpreter, completion. Escape and the close button close it.
 */
export const DirectBookingModal = observer(function DirectBookingModal() {
  const { directBooking: store, profile } = useRootStore();
  const intl = useIntl();
  const state = store.state;
  return (
    <>
      <Dialog
        isOpen={store.isOpen}
        onClose={() => store.close()}
        aria-labelledby={TITLE_ID}
        className="tolk-direct-dialog"
        canOutsideClickClose={false}
      >
        <div className={Classes.DIALOG_HEADER}>
          <Icon icon="headset" aria-hidden />
          <h2 id={TITLE_ID} className={`${Classes.HEADING} tolk-direct-title`}>
            <FormattedMessage {...titleOf(state)} />
          </h2>
          <Button
            variant="minimal"
            icon="cross"
            className={Classes.DIALOG_CLOSE_BUTTON}
            aria-label={intl.formatMessage(m.close)}
            onClick={() => store.close()}
          />
        </div>
        <Content store={store} customerName={profile.profile?.customerName ?? ''} />
      </Dialog>
      {/* Adding an e-mail or a person: the contact person dialog over the modal. */}
      {store.isOpen ? <ContactPersonDialog store={store.contacts} /> : null}
    </>
  );
});

const Content = observer(function Content({ store, customerName }: { store: DirectBookingStore; customerName: string }) {
  const state = store.state;
  switch (state.name) {
    case 'closed':
      return null;
    case 'loading':
      return <Loading />;
    case 'unavailable':
      return <Unavailable store={store} state={state} />;
    case 'form':
      return <DirectBookingForm store={store} />;
    case 'searching':
      return <Searching store={store} state={state} />;
    case 'choosing':
      return <Slots store={store} state={state} />;
    case 'no-interpreter':
      return <NoInterpreter store={store} state={state} />;
    case 'completed':
      return <Completed store={store} state={state} customerName={customerName} />;
  }
});

function Loading() {
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

type StateOf<N extends DirectBookingState['name']> = Extract<DirectBookingState, { name: N }>;

const Unavailable = observer(function Unavailable({
  store,
  state,
}: {
  store: DirectBookingStore;
  state: StateOf<'unavailable'>;
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

const Searching = observer(function Searching({ store, state }: { store: DirectBookingStore; state: StateOf<'searching'> }) {
  const intl = useIntl();
  const { attempt } = state;
  const language = store.skills.find((s) => s.id === attempt.skillId)?.name ?? '';
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

/** After code 1075: the time was taken; the search goes on from 5 minutes later (spec 1 §4). */
function RetryMessage({ state }: { state: StateOf<'searching' | 'choosing' | 'no-interpreter'> }) {
  const intl = useIntl();
  return (
    <Callout intent="primary" icon="history" className="tolk-direct-retry">
      <FormattedMessage {...m.retry} values={{ time: formatTime(intl.locale, state.attempt.period.from) }} />
    </Callout>
  );
}

const Slots = observer(function Slots({ store, state }: { store: DirectBookingStore; state: StateOf<'choosing'> }) {
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
            const time = formatTimeRange(
              intl.locale,
              slot.from,
              directPeriodEnd({ from: slot.from, minutes: state.attempt.period.minutes }),
            );
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

const NoInterpreter = observer(function NoInterpreter({
  store,
  state,
}: {
  store: DirectBookingStore;
  state: StateOf<'no-interpreter'>;
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

const Completed = observer(function Completed({
  store,
  state,
  customerName,
}: {
  store: DirectBookingStore;
  state: StateOf<'completed'>;
  customerName: string;
}) {
  const intl = useIntl();
  const { dashboard } = useRootStore();
  const { order, attempt } = state;
  const language = store.skills.find((s) => s.id === attempt.skillId)?.name ?? '';
  const facts: [MessageDescriptor, ReactNode][] = [
    [m.orderNumber, <strong key="n">{order.orderNumber}</strong>],
    [
      m.time,
      `${formatDayMonth(intl.locale, order.from)}, ${formatTimeRange(intl.locale, order.from, order.to)} (${durationText(intl, attempt.period.minutes)})`,
    ],
    [m.language, language],
    [m.customer, customerName],
    [m.interpreter, order.interpreterName],
  ];
  if (order.interpreterPhone) {
    facts.push([
      m.interpreterPhone,
      <a key="p" href={telHref(order.interpreterPhone)}>
        {order.interpreterPhone}
      </a>,
    ]);
  }
  return (
    <>
      <DialogBody>
        <div className="tolk-direct-completed" role="status">
          <Icon icon="tick" size={20} intent="success" className="tolk-direct-completed-icon" aria-hidden />
          <dl className="tolk-direct-facts">
            {facts.map(([label, value]) => (
              <div key={label.id} className="tolk-direct-fact">
                <dt>
                  <FormattedMessage {...label} />
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </DialogBody>
      <StepFooter
        secondary={{ label: m.bookAnother, onClick: () => store.bookNew() }}
        primary={{
          label: m.goToCalendar,
          onClick: () => {
            store.close();
            dashboard.goToToday();
          },
        }}
      />
    </>
  );
});
