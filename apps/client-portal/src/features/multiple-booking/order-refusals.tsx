import { Callout } from '@blueprintjs/core';
import type { OrderRefusal } from '@tolk/core';
import { formatDayMonth, formatTimeRange, serviceErrorMessageOf } from '@tolk/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { DRAFT_FIELD_LABELS } from '../booking-form/field-labels.js';
import { multipleBookingMessages as m } from './multiple-booking.messages.js';
import type { ThankYouOrder } from './thank-you-state.js';
import { thankYouOrdersOf, thankYouState } from './thank-you-state.js';

/**
 * A partly sent multiple order (issue 17 item 1): the count, and each created order's number with
 * its language, day and time, so that nothing booked is lost from sight.
 */
export function PartlySentCallout({
  sent,
  failed,
  orders,
}: {
  readonly sent: number;
  readonly failed: number;
  readonly orders: readonly ThankYouOrder[];
}) {
  const intl = useIntl();
  const shown = thankYouOrdersOf(thankYouState(orders)) ?? [];
  return (
    <Callout intent="warning" className="tolk-multiple-partly">
      <p>
        <FormattedMessage {...m.partlySent} values={{ sent, failed }} />
      </p>
      <ul className="tolk-multiple-booked" data-testid="booked-numbers">
        {shown.map((order) => (
          <li key={order.orderNumber}>
            <FormattedMessage
              {...m.bookedLine}
              values={{
                number: <strong>{order.orderNumber}</strong>,
                language: order.skillName,
                date: formatDayMonth(intl.locale, order.from),
                time: formatTimeRange(intl.locale, order.from, order.to),
              }}
            />
          </li>
        ))}
      </ul>
    </Callout>
  );
}

/** Why the CRM refused one assignment: each error with the form's field it is about. */
export function RefusalCallout({ refusals }: { readonly refusals: readonly OrderRefusal[] }) {
  const intl = useIntl();
  const reasonOf = (refusal: OrderRefusal): string => {
    const known = serviceErrorMessageOf(refusal.kind);
    return known ? intl.formatMessage(known) : refusal.message;
  };
  return (
    <Callout intent="danger" title={intl.formatMessage(m.refusedHeading)} role="alert" className="tolk-multiple-refused">
      {refusals.length === 0 ? (
        <FormattedMessage {...m.refusedUnanswered} />
      ) : (
        <ul>
          {refusals.map((refusal, index) => (
            <li key={index}>
              {refusal.field ? (
                <FormattedMessage
                  {...m.refusedField}
                  values={{ field: intl.formatMessage(DRAFT_FIELD_LABELS[refusal.field]), reason: reasonOf(refusal) }}
                />
              ) : (
                reasonOf(refusal)
              )}
            </li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
