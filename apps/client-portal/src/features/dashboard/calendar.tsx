import { Button, ButtonGroup, Callout, Spinner, Tab, TabPanel, Tabs } from '@blueprintjs/core';
import type { CalendarView } from '@tolk/core';
import { formatDayMonth, formatLongDate, formatMonthYear } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRootStore } from '../../app/root-context.js';
import { downloadFeed } from './calendar-feed.js';
import type { DashboardStore } from './dashboard-store.js';
import { calendarMessages, dashboardMessages } from './dashboard.messages.js';
import { MonthView } from './month-view.js';
import { WeekView } from './week-view.js';

const TABS_ID = 'calendar-view';

/**
 * The calendar (spec 2 §2): week (default) and month tabs, previous, today and next, the period
 * as its heading, and the view. While assignments load, what is on screen stays.
 */
export const Calendar = observer(function Calendar({ dashboard }: { dashboard: DashboardStore }) {
  const intl = useIntl();
  const root = useRootStore();
  const week = dashboard.view === 'week';
  return (
    <div className="tolk-calendar">
      <div className="tolk-calendar-toolbar">
        <div className="tolk-calendar-period">
          <h2 id="calendar-heading" className="tolk-calendar-heading">
            <PeriodHeading dashboard={dashboard} />
          </h2>
          {dashboard.loading ? (
            <Spinner size={16} aria-label={intl.formatMessage(calendarMessages.loading)} className="tolk-calendar-spinner" />
          ) : null}
        </div>
        <ButtonGroup className="tolk-calendar-nav">
          <Button
            icon="chevron-left"
            aria-label={intl.formatMessage(week ? calendarMessages.previousWeek : calendarMessages.previousMonth)}
            onClick={() => dashboard.step(-1)}
          />
          <Button onClick={() => dashboard.goToToday()}>
            <FormattedMessage {...calendarMessages.today} />
          </Button>
          <Button
            icon="chevron-right"
            aria-label={intl.formatMessage(week ? calendarMessages.nextWeek : calendarMessages.nextMonth)}
            onClick={() => dashboard.step(1)}
          />
        </ButtonGroup>
        <Tabs
          id={TABS_ID}
          className="tolk-calendar-tabs"
          selectedTabId={dashboard.view}
          // The sliding indicator measures the page as the view changes; without it the switch paints sooner.
          animate={false}
          onChange={(id) => dashboard.showView(id as CalendarView)}
          aria-label={intl.formatMessage(calendarMessages.views)}
        >
          <Tab id="week" title={intl.formatMessage(calendarMessages.week)} />
          <Tab id="month" title={intl.formatMessage(calendarMessages.month)} />
        </Tabs>
        <div className="tolk-calendar-actions">
          <Button
            icon="download"
            variant="minimal"
            onClick={() => downloadFeed(dashboard.feed, dashboard.visible, intl, root.clock.now())}
          >
            <FormattedMessage {...calendarMessages.download} />
          </Button>
          <Button className="tolk-calendar-filter-button" icon="filter" onClick={() => dashboard.setFilterDrawerOpen(true)}>
            <FormattedMessage {...dashboardMessages.openFilter} />
          </Button>
        </div>
      </div>
      {dashboard.loadFailed ? (
        <Callout intent="warning" className="tolk-calendar-failed">
          <FormattedMessage {...calendarMessages.loadFailed} />{' '}
          <Button variant="minimal" size="small" onClick={() => dashboard.refresh()}>
            <FormattedMessage {...dashboardMessages.retry} />
          </Button>
        </Callout>
      ) : null}
      {/* Both views stay mounted; switching shows one and hides the other, with nothing to build anew. */}
      <TabPanel
        id="week"
        parentId={TABS_ID}
        selectedTabId={dashboard.view}
        className="tolk-calendar-panel"
        panel={
          <div aria-busy={dashboard.loading} className="tolk-calendar-view">
            <WeekView dashboard={dashboard} />
          </div>
        }
      />
      <TabPanel
        id="month"
        parentId={TABS_ID}
        selectedTabId={dashboard.view}
        className="tolk-calendar-panel"
        panel={
          <div aria-busy={dashboard.loading} className="tolk-calendar-view">
            <MonthView dashboard={dashboard} />
          </div>
        }
      />
    </div>
  );
});

const PeriodHeading = observer(function PeriodHeading({ dashboard }: { dashboard: DashboardStore }) {
  const intl = useIntl();
  const period = dashboard.period;
  if (period.kind === 'month') return <span className="tolk-capitalised">{formatMonthYear(intl.locale, period.month)}</span>;
  return (
    <FormattedMessage
      {...calendarMessages.weekPeriod}
      values={{
        week: period.isoWeek,
        from: formatDayMonth(intl.locale, period.from),
        to: formatLongDate(intl.locale, period.to),
      }}
    />
  );
});
