import { Button, Card, Classes, Icon } from '@blueprintjs/core';
import { usePageTitle } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { NEW_BOOKING_PATH } from './booking-link.js';
import { Calendar } from './calendar.js';
import { dashboardMessages } from './dashboard.messages.js';
import { DayListDrawer } from './day-list-drawer.js';
import { FilterDrawer } from './filter-drawer.js';
import { OrderSearch } from './order-search.js';
// Issue 6 (account): the release banner lives in its own feature; this is its only hook here.
import { ReleaseBanner } from '../release-news/release-banner.js';
// Issue 4 (booking): the Start booking button and the quick-order drawer.
import { StartBookingMenu } from '../booking-menu/booking-menu.js';
import { LazyQuickBookingDrawer } from '../quick-booking/lazy-quick-booking-drawer.js';
import { MountedOnceShown } from '../../app/mounted-once-shown.js';
// Direct booking: the "Boka nu" modal (spec 1 §2: the dashboard hosts it).
import { LazyDirectBookingModal } from '../direct-booking/lazy-direct-booking-modal.js';
import { StatusFilterPanel } from './status-filter-panel.js';
import { WelcomePanel } from './welcome-panel.js';
import { RatingSummaryCard } from '../feedback/rating-summary-card.js';
import './dashboard.css';

/**
 * `/` (spec 2 §2): the left column with the search by order number, the status filter (in a
 * drawer below 1024 px), the release banner and the welcome line; the calendar in the main area; below 768 px the
 * filter and add-new buttons fixed at the bottom.
 */
export const DashboardPage = observer(function DashboardPage() {
  const { profile, dashboard, booking } = useRootStore();
  const intl = useIntl();
  usePageTitle(dashboardMessages.title);

  useEffect(() => {
    // Coming to the dashboard, and coming back to the tab, reload when the job timer allows.
    const stopLoading = dashboard.keepLoaded();
    const onReturn = () => {
      if (document.visibilityState === 'visible') dashboard.refresh();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      stopLoading();
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [dashboard]);

  return (
    <div className="tolk-dashboard">
      <h1 className="tolk-visually-hidden">
        <FormattedMessage {...dashboardMessages.title} />
      </h1>
      <aside className="tolk-dashboard-side" aria-label={intl.formatMessage(dashboardMessages.sideColumn)}>
        <StartBookingMenu anchor="dashboard" large />
        <Card className="tolk-dashboard-search">
          <OrderSearch />
        </Card>
        <Card className="tolk-dashboard-filter">
          <StatusFilterPanel dashboard={dashboard} />
        </Card>
        {/* Spec 2 §2's order: search, status filter, app banner, welcome line. */}
        <ReleaseBanner />
        <WelcomePanel profile={profile} />
        <RatingSummaryCard calendar={dashboard} />
      </aside>
      <section className="tolk-dashboard-main" aria-labelledby="calendar-heading">
        <Calendar dashboard={dashboard} />
      </section>
      <div className="tolk-mobile-actions" role="group" aria-label={intl.formatMessage(dashboardMessages.mobileActions)}>
        <Button icon="filter" size="large" onClick={() => dashboard.setFilterDrawerOpen(true)}>
          <FormattedMessage {...dashboardMessages.openFilter} />
        </Button>
        <Link className={`${Classes.BUTTON} ${Classes.LARGE} ${Classes.INTENT_PRIMARY}`} to={NEW_BOOKING_PATH}>
          <Icon icon="plus" aria-hidden />
          <FormattedMessage {...dashboardMessages.addNew} />
        </Link>
      </div>
      <DayListDrawer dashboard={dashboard} />
      <FilterDrawer dashboard={dashboard} />
      {/* The booking stores are made at the first booking: until then nothing is open. */}
      <MountedOnceShown shown={booking.stores?.quickBooking.isOpen ?? false}>
        <LazyQuickBookingDrawer />
      </MountedOnceShown>
      <MountedOnceShown shown={booking.stores?.directBooking.isOpen ?? false}>
        <LazyDirectBookingModal />
      </MountedOnceShown>
    </div>
  );
});
