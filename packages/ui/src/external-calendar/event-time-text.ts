import { isAllDay, startOf, type ExternalEvent } from '@tolk/core';
import { formatDateTimeRange, formatLongDate, formatTime, formatTimeRange } from '../format/temporal-format.js';
import type { IntlShape } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { externalCalendarMessages as m } from './external-calendar.messages.js';

/** The short time on a day's chip: "Heldag" or "10:00–11:00". */
export function chipTime(intl: IntlShape, event: ExternalEvent): string {
  if (isAllDay(event)) return intl.formatMessage(m.allDay);
  const start = startOf(event.start);
  const end = startOf(event.end);
  return end.equals(start) ? formatTime(intl.locale, start) : formatTimeRange(intl.locale, start, end);
}

/** The dialog's time: the dates of an all-day event (its end is exclusive), or the full range. */
export function dialogTime(intl: IntlShape, event: ExternalEvent): string {
  if (event.start.kind === 'date' && event.end.kind === 'date') {
    const last = event.end.date.subtract({ days: 1 });
    return Temporal.PlainDate.compare(last, event.start.date) <= 0
      ? intl.formatMessage(m.allDayOne, { date: formatLongDate(intl.locale, event.start.date) })
      : intl.formatMessage(m.allDayRange, {
          from: formatLongDate(intl.locale, event.start.date),
          to: formatLongDate(intl.locale, last),
        });
  }
  const start = startOf(event.start);
  const end = startOf(event.end);
  return end.equals(start)
    ? `${formatLongDate(intl.locale, start)} ${formatTime(intl.locale, start)}`
    : formatDateTimeRange(intl.locale, start, end);
}
