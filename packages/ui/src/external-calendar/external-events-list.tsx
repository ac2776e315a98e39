import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { ExternalEvent } from '@tolk/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Temporal } from 'temporal-polyfill';
import { formatWeekdayDate } from '../format/temporal-format.js';
import { chipTime, dialogTime } from './event-time-text.js';
import type { ExternalCalendarStore } from './external-calendar-store.js';
import { externalCalendarMessages as m } from './external-calendar.messages.js';
import './external-calendar.css';

export interface ExternalEventsListProps {
  readonly calendar: ExternalCalendarStore;
  readonly day: Temporal.PlainDate;
  /** The day's events, at least one. */
  readonly events: readonly ExternalEvent[];
  readonly compact: boolean;
}

/**
 * A day's external events (issue 6), each opening a small read-only dialog; `compact` (the month
 * view) shows at most two and a count of the rest. Drawn by ExternalEventsOfDay, which fetches this
 * module once a calendar is on.
 */
export const ExternalEventsList = observer(function ExternalEventsList({
  calendar,
  day,
  events,
  compact,
}: ExternalEventsListProps) {
  const intl = useIntl();
  // The same day shows in the week and the month view: the dialog opens where it was asked for.
  const origin = useId();
  const shown = compact ? events.slice(0, 2) : events;
  return (
    <ul
      className={`tolk-external-events${compact ? ' tolk-external-events-compact' : ''}`}
      aria-label={intl.formatMessage(m.eventsOfDay, { date: formatWeekdayDate(intl.locale, day) })}
    >
      {shown.map((event) => {
        const summary = event.summary || intl.formatMessage(m.noTitle);
        const time = chipTime(intl, event);
        return (
          <li key={event.id}>
            <button
              type="button"
              className="tolk-external-event"
              aria-label={intl.formatMessage(m.openEvent, { summary, time })}
              aria-haspopup="dialog"
              onClick={() => calendar.open(event, origin)}
            >
              <span className="tolk-external-event-time">{time}</span>{' '}
              <span className="tolk-external-event-summary">{summary}</span>
            </button>
            <ExternalEventDialog
              event={event}
              isOpen={calendar.opened?.event.id === event.id && calendar.opened.origin === origin}
              onClose={() => calendar.closeEvent()}
            />
          </li>
        );
      })}
      {events.length > shown.length ? (
        <li className="tolk-external-more">{intl.formatMessage(m.more, { count: events.length - shown.length })}</li>
      ) : null}
    </ul>
  );
});

/** The small dialog of an external event: title, time, location and description (issue 6). */
const ExternalEventDialog = observer(function ExternalEventDialog({
  event,
  isOpen,
  onClose: close,
}: {
  event: ExternalEvent;
  isOpen: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={event.summary || intl.formatMessage(m.noTitle)}
      icon="calendar"
      className="tolk-external-dialog"
    >
      <DialogBody>
        <p className="tolk-external-dialog-source">{intl.formatMessage(m.dialogSource)}</p>
        <dl className="tolk-facts">
          <dt>{intl.formatMessage(m.dialogTime)}</dt>
          <dd>{dialogTime(intl, event)}</dd>
          {event.location ? (
            <>
              <dt>{intl.formatMessage(m.dialogLocation)}</dt>
              <dd>{event.location}</dd>
            </>
          ) : null}
          {event.description ? (
            <>
              <dt>{intl.formatMessage(m.dialogDescription)}</dt>
              <dd className="tolk-external-dialog-description">{event.description}</dd>
            </>
          ) : null}
        </dl>
      </DialogBody>
      <DialogFooter actions={<Button onClick={close}>{intl.formatMessage(m.close)}</Button>} />
    </Dialog>
  );
});
