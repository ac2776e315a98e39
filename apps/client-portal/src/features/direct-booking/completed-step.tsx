import { DialogBody, Icon } from '@blueprintjs/core';
import type { DirectBookingStateOf } from '@tolk/core';
import { formatDayMonth, formatTimeRange } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useRootStore } from '../../app/root-context.js';
import { telHref } from '../contact/contact-details.js';
import { durationText } from './direct-booking-form.js';
import type { DirectBookingStore } from './direct-booking-store.js';
import { directBookingMessages as m } from './direct-booking.messages.js';
import { StepFooter } from './step-footer.js';

/** Completed: the booked order's facts; book another, or go to today in the calendar. */
export const CompletedStep = observer(function CompletedStep({
  store,
  state,
  customerName,
}: {
  store: DirectBookingStore;
  state: DirectBookingStateOf<'completed'>;
  customerName: string;
}) {
  const intl = useIntl();
  const { dashboard } = useRootStore();
  const { order, attempt } = state;
  const language = store.languageOf(attempt);
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
