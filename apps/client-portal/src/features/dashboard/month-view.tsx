import { Icon } from '@blueprintjs/core';
import { bookingEntriesFor, isWeekend } from '@tolk/core';
import { ExternalEventsOfDay, formatShortWeekday, formatWeekdayDate } from '@tolk/ui';
import { useRootStore } from '../../app/root-context.js';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Temporal } from 'temporal-polyfill';
import { NEW_BOOKING_PATH, newBookingState } from './booking-link.js';
// Direct booking: "Boka nu" on today, beside add-new on the days after.
import { BookNowButton } from '../direct-booking/book-now-button.js';
import type { DashboardStore } from './dashboard-store.js';
import { calendarMessages } from './dashboard.messages.js';
// Issue 6 (account): the user's external calendar; this and the one element below are its only hook.

/**
 * The month view (spec 2 §2): 6 weeks of 7 days from Monday, week numbers first; each day shows
 * how many assignments it has (not the cards, so the grid stays small), a bell when any has unread
 * notifications, and add-new on future days. A day opens its list.
 */
export const MonthView = observer(function MonthView({ dashboard }: { dashboard: DashboardStore }) {
  const intl = useIntl();
  const weeks = dashboard.monthWeeks;
  const month = dashboard.anchor.month;
  const today = dashboard.today;
  return (
    <table className="tolk-month">
      <thead>
        <tr>
          <th scope="col" className="tolk-month-week-number">
            <abbr title={intl.formatMessage(calendarMessages.weekNumberLong)}>
              <FormattedMessage {...calendarMessages.weekNumber} />
            </abbr>
          </th>
          {weeks[0]!.days.map((day) => (
            <th scope="col" key={day.dayOfWeek}>
              {formatShortWeekday(intl.locale, day)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.days[0]!.toString()}>
            <th scope="row" className="tolk-month-week-number">
              {week.isoWeek}
            </th>
            {week.days.map((day) => (
              <MonthDay key={day.toString()} dashboard={dashboard} day={day} today={today} inMonth={day.month === month} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

interface MonthDayProps {
  readonly dashboard: DashboardStore;
  readonly day: Temporal.PlainDate;
  readonly today: Temporal.PlainDate;
  readonly inMonth: boolean;
}

const MonthDay = observer(function MonthDay({ dashboard, day, today, inMonth }: MonthDayProps) {
  const intl = useIntl();
  const { account } = useRootStore();
  const { count, hasUnread } = dashboard.summaryOf(day.toString());
  const date = formatWeekdayDate(intl.locale, day);
  const isToday = day.equals(today);
  const { addNew } = bookingEntriesFor(day, today, false);
  return (
    <td
      className="tolk-month-day"
      data-weekend={isWeekend(day) || undefined}
      data-today={isToday || undefined}
      data-outside={!inMonth || undefined}
    >
      <button
        type="button"
        className="tolk-month-day-button"
        aria-current={isToday ? 'date' : undefined}
        onClick={() => dashboard.openDayList(day)}
      >
        {/* Named by its content (WCAG 2.5.3): the full date and count are read, the short forms shown. */}
        <span className="tolk-visually-hidden">
          {intl.formatMessage(calendarMessages.dayButton, { date, count }) +
            (hasUnread ? `, ${intl.formatMessage(calendarMessages.unread)}` : '')}
        </span>
        <span aria-hidden="true" className="tolk-day-number">
          {day.day}
        </span>
        {count > 0 ? (
          <span aria-hidden="true" className="tolk-day-count">
            <span className="tolk-day-count-number">{count}</span>
            <span className="tolk-day-count-words">
              <FormattedMessage {...calendarMessages.count} values={{ count }} />
            </span>
          </span>
        ) : null}
        {hasUnread ? <Icon icon="notifications" size={12} intent="warning" className="tolk-day-bell" aria-hidden /> : null}
      </button>
      <ExternalEventsOfDay calendar={account.externalCalendar} day={day} compact />
      {addNew ? (
        <Link
          className="tolk-month-add"
          to={NEW_BOOKING_PATH}
          state={newBookingState(day)}
          aria-label={intl.formatMessage(calendarMessages.addNewOn, { date })}
          title={intl.formatMessage(calendarMessages.addNewOn, { date })}
        >
          <Icon icon="plus" size={12} aria-hidden />
        </Link>
      ) : null}
      <BookNowButton day={day} today={today} compact />
    </td>
  );
});
