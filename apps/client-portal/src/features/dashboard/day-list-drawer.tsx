import { Button, Classes, Icon } from '@blueprintjs/core';
import { DAY_LIST_SCROLL_ABOVE, bookingEntriesFor, dayBounds, type Assignment, type ListNavigationState } from '@tolk/core';
import { formatTimeRange, formatWeekdayDate } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { Temporal } from 'temporal-polyfill';
import { useRootStore } from '../../app/root-context.js';
import { ArticleLabel } from '../assignments/article-label.js';
import { statusMessageOf } from '@tolk/ui';
import { NEW_BOOKING_PATH, newBookingState } from './booking-link.js';
import type { DashboardStore } from './dashboard-store.js';
import { calendarMessages, dayListMessages } from './dashboard.messages.js';
import { SideDrawer } from './side-drawer.js';

/**
 * The day list drawer (spec 2 §2): a day's assignments under its weekday and date. Above two
 * events the list scrolls and "View all" opens the list page for that day; new booking only for
 * days after today. A row opens the detail drawer, with the day's assignments as its siblings.
 */
export const DayListDrawer = observer(function DayListDrawer({ dashboard }: { dashboard: DashboardStore }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { assignmentDrawer } = useRootStore();
  // The last day shown stays in the drawer while it closes.
  const shown = useRef<Temporal.PlainDate | null>(null);
  if (dashboard.openDay) shown.current = dashboard.openDay;
  const day = shown.current;
  if (!day) return null;
  const assignments = dashboard.assignmentsOn(day.toString());
  const date = formatWeekdayDate(intl.locale, day);
  const scrolls = assignments.length > DAY_LIST_SCROLL_ABOVE;
  const { addNew } = bookingEntriesFor(day, dashboard.today, false);
  const viewAll = () => {
    const { from, to } = dayBounds(day);
    const state: ListNavigationState = {
      isFromDashboard: true,
      from: from.toString({ timeZoneName: 'never' }),
      to: to.toString({ timeZoneName: 'never' }),
    };
    dashboard.closeDayList();
    navigate('/my-assignment', { state });
  };
  const actions =
    scrolls || addNew ? (
      <div className="tolk-day-list-actions">
        {scrolls ? (
          <Button intent="primary" onClick={viewAll}>
            <FormattedMessage {...dayListMessages.viewAll} />
          </Button>
        ) : null}
        {addNew ? (
          <Link className={Classes.BUTTON} to={NEW_BOOKING_PATH} state={newBookingState(day)}>
            <Icon icon="plus" aria-hidden />
            <FormattedMessage {...dayListMessages.newBooking} />
          </Link>
        ) : null}
      </div>
    ) : null;
  return (
    <SideDrawer
      isOpen={dashboard.openDay !== null}
      onClose={() => dashboard.closeDayList()}
      title={<span className="tolk-capitalised">{date}</span>}
      className="tolk-day-drawer"
    >
      {assignments.length === 0 ? (
        <p className="tolk-muted">
          <FormattedMessage {...dayListMessages.empty} />
        </p>
      ) : (
        <ul
          className="tolk-day-list"
          data-scrolls={scrolls || undefined}
          aria-label={intl.formatMessage(dayListMessages.list, { date })}
          tabIndex={scrolls ? 0 : undefined}
        >
          {assignments.map((assignment) => (
            <li key={assignment.id}>
              <DayListRow assignment={assignment} onOpen={() => assignmentDrawer.open(assignment, assignments)} />
            </li>
          ))}
        </ul>
      )}
      {actions}
    </SideDrawer>
  );
});

function DayListRow({ assignment, onOpen }: { assignment: Assignment; onOpen: () => void }) {
  const intl = useIntl();
  return (
    <button type="button" className="tolk-day-list-row" data-status={assignment.status} onClick={onOpen}>
      <span className="tolk-day-list-time">{formatTimeRange(intl.locale, assignment.start, assignment.end)}</span>
      <span className="tolk-day-list-main">
        <span className="tolk-day-list-skill">{assignment.skill}</span>
        <ArticleLabel articleName={assignment.articleName} />
        {assignment.contact ? <span className="tolk-muted">{assignment.contact.name}</span> : null}
      </span>
      <span className="tolk-day-list-status">
        <FormattedMessage {...statusMessageOf(assignment.status)} />
        {assignment.unreadNotifications.length > 0 ? (
          <Icon icon="notifications" intent="warning" title={intl.formatMessage(calendarMessages.unread)} />
        ) : null}
      </span>
      <span className="tolk-visually-hidden">
        <FormattedMessage {...calendarMessages.orderNumber} values={{ number: assignment.number }} />
      </span>
    </button>
  );
}
