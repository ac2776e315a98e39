import { Button, Callout, TabPanel } from '@blueprintjs/core';
import { CalendarToolbar } from '@tolk/ui';
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
  return (
    <div className="tolk-calendar">
      <CalendarToolbar
        tabsId={TABS_ID}
        headingId="calendar-heading"
        view={dashboard.view}
        period={dashboard.period}
        onView={(view) => dashboard.showView(view)}
        onStep={(step) => dashboard.step(step)}
        onToday={() => dashboard.goToToday()}
        loading={dashboard.loading}
        loadingLabel={intl.formatMessage(calendarMessages.loading)}
        actions={
          <>
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
          </>
        }
      />
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
