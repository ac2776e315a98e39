import { Icon } from '@blueprintjs/core';
import { bookingEntriesFor, isWeekend, type Assignment } from '@tolk/core';
import { ExternalEventsOfDay, calendarNavMessages, formatShortWeekday, formatWeekdayDate } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Temporal } from 'temporal-polyfill';
import { useRootStore } from '../../app/root-context.js';
import { AssignmentCard } from './assignment-card.js';
// Issue 6 (account): the user's external calendar; this and the one element below are its only hook.
import { NEW_BOOKING_PATH, newBookingState } from './booking-link.js';
// Direct booking: "Boka nu" on today, beside add-new on the days after.
import { BookNowButton } from '../direct-booking/book-now-button.js';
import type { DashboardStore } from './dashboard-store.js';
import { calendarMessages, dayListMessages } from './dashboard.messages.js';

/** The week view (spec 2 §2): the ISO week, Monday to Sunday, each day with its assignment cards. */
export const WeekView = observer(function WeekView({ dashboard }: { dashboard: DashboardStore }) {
  const today = dashboard.today;
  return (
    <div className="tolk-week">
      {dashboard.weekDays.map((day) => (
        <WeekDay key={day.toString()} dashboard={dashboard} day={day} today={today} />
      ))}
    </div>
  );
});

interface WeekDayProps {
  readonly dashboard: DashboardStore;
  readonly day: Temporal.PlainDate;
  readonly today: Temporal.PlainDate;
}

/** One day of the week: its heading (opens the day list), its cards, add-new on future days. */
const WeekDay = observer(function WeekDay({ dashboard, day, today }: WeekDayProps) {
  const intl = useIntl();
  const { assignmentDrawer, account } = useRootStore();
  const key = day.toString();
  const assignments = dashboard.assignmentsOn(key);
  const date = formatWeekdayDate(intl.locale, day);
  const { addNew } = bookingEntriesFor(day, today, false);
  const isToday = day.equals(today);
  const open = useCallback(
    (assignment: Assignment) => assignmentDrawer.open(assignment, assignments),
    [assignmentDrawer, assignments],
  );
  return (
    <section
      className="tolk-week-day"
      data-weekend={isWeekend(day) || undefined}
      data-today={isToday || undefined}
      aria-labelledby={`week-day-${key}`}
    >
      <h3 className="tolk-week-day-heading">
        <button
          type="button"
          id={`week-day-${key}`}
          className="tolk-week-day-button"
          aria-current={isToday ? 'date' : undefined}
          onClick={() => dashboard.openDayList(day)}
        >
          {/* Named by its content (WCAG 2.5.3): the full date and count are read, the short forms shown. */}
          <span className="tolk-visually-hidden">
            {intl.formatMessage(calendarMessages.dayButton, { date, count: assignments.length })}
          </span>
          <span aria-hidden="true" className="tolk-week-day-weekday">
            {formatShortWeekday(intl.locale, day)}
          </span>
          <span aria-hidden="true" className="tolk-day-number">
            {day.day}
          </span>
          {isToday ? (
            <span aria-hidden="true" className="tolk-today-marker">
              <FormattedMessage {...calendarNavMessages.todayMarker} />
            </span>
          ) : null}
          {assignments.length > 0 ? (
            <span aria-hidden="true" className="tolk-day-count">
              {assignments.length}
            </span>
          ) : null}
        </button>
      </h3>
      <BookNowButton day={day} today={today} />
      {assignments.length > 0 ? (
        <ul className="tolk-week-day-list" aria-label={intl.formatMessage(dayListMessages.list, { date })}>
          {assignments.map((assignment) => (
            <li key={assignment.id}>
              <AssignmentCard assignment={assignment} onOpen={open} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="tolk-week-day-empty">
          <FormattedMessage {...calendarNavMessages.noAssignments} />
        </p>
      )}
      <ExternalEventsOfDay calendar={account.externalCalendar} day={day} />
      {addNew ? (
        <Link
          className="tolk-add-new"
          to={NEW_BOOKING_PATH}
          state={newBookingState(day)}
          aria-label={intl.formatMessage(calendarMessages.addNewOn, { date })}
        >
          <Icon icon="plus" size={12} aria-hidden />
          <FormattedMessage {...dayListMessages.newBooking} />
        </Link>
      ) : null}
    </section>
  );
});
