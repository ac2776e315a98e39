import { TabPanel } from '@blueprintjs/core';
import type { InterpreterAssignmentSummary } from '@tolk/core';
import {
  CalendarToolbar,
  ExternalEventsOfDay,
  calendarNavMessages,
  formatShortWeekday,
  formatTime,
  formatWeekdayDate,
} from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { CalendarShowSelect, DayAvailability } from '../availability/calendar-availability.js';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Temporal } from 'temporal-polyfill';
import type { InterpreterCalendarStore } from './calendar-store.js';
import { interpreterCalendarMessages as m } from './calendar.messages.js';
import { useInterpreterRoot } from '../../app/root-context.js';

const TABS_ID = 'interpreter-calendar-view';
/** A month's day shows this many assignments, then "+N". */
const MONTH_DAY_ITEMS = 2;

/** The start page's calendar (spec 3 §2): the shared toolbar, then the week or the month. */
export const InterpreterCalendar = observer(function InterpreterCalendar({
  calendar,
  legend,
}: {
  calendar: InterpreterCalendarStore;
  /** Under the toolbar: what the colours mean. */
  legend?: ReactNode;
}) {
  const intl = useIntl();
  useEffect(() => calendar.load(), [calendar]);
  const rangeKey = `${calendar.range.from.toString()}/${calendar.range.to.toString()}`;
  useEffect(() => calendar.loadAvailability(), [calendar, rangeKey]);
  const view = (
    <ol className={`tolk-icalendar tolk-icalendar-${calendar.view}`} aria-busy={calendar.loading}>
      {calendar.days.map((day) => (
        <Day key={day.toString()} day={day} calendar={calendar} />
      ))}
    </ol>
  );
  return (
    <section className="tolk-icalendar-section" aria-labelledby="interpreter-calendar-heading">
      <CalendarToolbar
        tabsId={TABS_ID}
        headingId="interpreter-calendar-heading"
        view={calendar.view}
        period={calendar.period}
        onView={(next) => calendar.showView(next)}
        onStep={(step) => calendar.step(step)}
        onToday={() => calendar.goToToday()}
        loading={calendar.loading}
        loadingLabel={intl.formatMessage(m.loading)}
        actions={<CalendarShowSelect calendar={calendar} />}
      />
      {legend}
      <TabPanel id={calendar.view} parentId={TABS_ID} selectedTabId={calendar.view} panel={view} />
    </section>
  );
});

const Day = observer(function Day({ day, calendar }: { day: Temporal.PlainDate; calendar: InterpreterCalendarStore }) {
  const intl = useIntl();
  const { externalCalendar: external } = useInterpreterRoot();
  const items = calendar.showsAssignments ? (calendar.byDay.get(day.toString()) ?? []) : [];
  const isToday = day.equals(calendar.today);
  const outside = calendar.view === 'month' && day.month !== calendar.anchor.month;
  const shown = calendar.view === 'month' ? items.slice(0, MONTH_DAY_ITEMS) : items;
  const label = intl.formatMessage(m.day, { date: formatWeekdayDate(intl.locale, day), count: items.length });
  return (
    <li
      className={`tolk-icalendar-day${isToday ? ' tolk-icalendar-today' : ''}${outside ? ' tolk-icalendar-outside' : ''}`}
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
    >
      <div className="tolk-icalendar-date" aria-hidden="true">
        <span className="tolk-capitalised">{formatShortWeekday(intl.locale, day)}</span> {day.day}
        {isToday ? (
          <span className="tolk-icalendar-today-marker">
            {' '}
            <FormattedMessage {...calendarNavMessages.todayMarker} />
          </span>
        ) : null}
      </div>
      <DayAvailability pieces={calendar.availabilityOf(day)} compact={calendar.view === 'month'} />
      {!calendar.showsAssignments ? null : shown.length === 0 && calendar.view === 'week' ? (
        <p className="tolk-muted tolk-icalendar-empty">
          <FormattedMessage {...calendarNavMessages.noAssignments} />
        </p>
      ) : (
        <ul className="tolk-icalendar-items">
          {shown.map((item) => (
            <li key={item.id}>
              <Item item={item} />
            </li>
          ))}
          {items.length > shown.length ? (
            <li className="tolk-muted">
              <FormattedMessage {...m.more} values={{ count: items.length - shown.length }} />
            </li>
          ) : null}
        </ul>
      )}
      {calendar.showsAssignments ? (
        <ExternalEventsOfDay calendar={external} day={day} compact={calendar.view === 'month'} />
      ) : null}
    </li>
  );
});

function Item({ item }: { item: InterpreterAssignmentSummary }) {
  const intl = useIntl();
  const time = formatTime(intl.locale, item.start);
  return (
    <Link
      to={`/assignment/${encodeURIComponent(item.id)}`}
      className={`tolk-icalendar-item tolk-icalendar-${item.status.replace(/\s+/g, '-')}`}
      aria-label={intl.formatMessage(m.item, { time, language: item.language, number: item.number })}
    >
      <span className="tolk-icalendar-time">{time}</span> {item.language}
    </Link>
  );
}
