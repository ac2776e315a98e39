import { Button, Callout, Card, Icon, Tooltip } from '@blueprintjs/core';
import { formatDayMonth, formatTimeRange } from '@tolk/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Temporal } from 'temporal-polyfill';
import { ArticleLabel } from '../assignments/article-label.js';
import { bookingFormMessages as m } from './booking-form.messages.js';
import './booking-form.css';

/** One booked assignment as the success view shows it. */
export interface BookedAssignment {
  readonly orderNumber: string;
  /** The language's name. */
  readonly language: string;
  /** The service's name as the CRM gives it (Telefontolkning …). */
  readonly serviceName: string;
  readonly from: Temporal.ZonedDateTime;
  readonly to: Temporal.ZonedDateTime;
}

export type BookingSuccessMode = 'assignment' | 'edit' | 'deviation';

export interface BookingSuccessProps {
  readonly mode: BookingSuccessMode;
  readonly orders: readonly BookedAssignment[];
  /** A critical change near the start cancelled the order and made a new one (spec 1 §4). */
  readonly newOrder?: { readonly previousNumber: string; readonly number: string };
  readonly onDone: () => void;
  readonly onContinue: () => void;
  /** 1 where the view is the page (the single booking), 2 inside a modal or below a page heading. */
  readonly headingLevel?: 1 | 2;
}

const HEADINGS = { assignment: m.created, edit: m.changed, deviation: m.deviationSent } as const;

/**
 * The booking success view (spec 1 §2 screen 5): the booking number with its copy control, the
 * heading, language, type, date (DD MMMM) and time; Klar, and Fortsätt boka when booking or editing.
 * Several occasions list each number. The heading takes the focus so the result is read out.
 */
export function BookingSuccess({ mode, orders, newOrder, onDone, onContinue, headingLevel = 2 }: BookingSuccessProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="tolk-booking-success" role="region" aria-labelledby="booking-success-heading">
      <Icon icon="tick-circle" intent="success" size={40} aria-hidden className="tolk-booking-success-icon" />
      <Heading id="booking-success-heading" ref={heading} tabIndex={-1}>
        <FormattedMessage {...(mode === 'assignment' && orders.length > 1 ? m.createdMany : HEADINGS[mode])} />
      </Heading>
      {newOrder ? (
        <Callout intent="warning" icon="info-sign" className="tolk-booking-success-new">
          <FormattedMessage {...m.newOrder} values={{ previous: newOrder.previousNumber, number: newOrder.number }} />
        </Callout>
      ) : null}
      {orders.map((order) => (
        <div key={order.orderNumber} className="tolk-booking-success-order">
          <div className="tolk-booking-success-number">
            <span className="tolk-booking-success-label">
              <FormattedMessage {...m.bookingNumber} />
            </span>
            <strong data-testid="booking-number">{order.orderNumber}</strong>
            <CopyNumber number={order.orderNumber} />
          </div>
          <dl className="tolk-booking-success-facts">
            <dt>
              <FormattedMessage {...m.summaryLanguage} />
            </dt>
            <dd>{order.language}</dd>
            <dt>
              <FormattedMessage {...m.summaryType} />
            </dt>
            <dd>
              <ArticleLabel articleName={order.serviceName} />
            </dd>
            <dt>
              <FormattedMessage {...m.summaryDate} />
            </dt>
            <dd>{formatDayMonth(intl.locale, order.from)}</dd>
            <dt>
              <FormattedMessage {...m.summaryTime} />
            </dt>
            <dd>{formatTimeRange(intl.locale, order.from, order.to)}</dd>
          </dl>
        </div>
      ))}
      <div className="tolk-booking-buttons">
        {mode !== 'deviation' ? (
          <Button onClick={onContinue} icon="add">
            <FormattedMessage {...m.continueBooking} />
          </Button>
        ) : null}
        <Button intent="primary" onClick={onDone}>
          <FormattedMessage {...m.done} />
        </Button>
      </div>
    </Card>
  );
}

/** The copy control: the tooltip says Kopiera bokningsnummer, then Kopierade! once copied. */
function CopyNumber({ number }: { readonly number: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const label = intl.formatMessage(copied ? m.copied : m.copyNumber);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(number);
    } catch {
      // Without clipboard access (an insecure page, a denied permission) the number is still selectable.
    }
    setCopied(true);
  };
  return (
    // Beside the button: above it, "Kopierade!" would cover the success heading (issue 17, defect 9).
    <Tooltip content={<span role="tooltip">{label}</span>} isOpen={copied ? true : undefined} placement="right">
      <Button variant="minimal" icon={copied ? 'tick' : 'duplicate'} aria-label={label} onClick={() => void copy()} />
    </Tooltip>
  );
}
