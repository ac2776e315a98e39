import { AppShell, RedirectWhenLoggedIn, RequireLogin } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AssignmentDrawer } from '../features/assignment-detail/assignment-drawer.js';
import { AvatarMenu } from '../features/avatar-menu/avatar-menu.js';
import { PushAnalyticsHost } from '../features/push-analytics/push-prompt.js';
import { BookingShortcut, StartBookingMenu } from '../features/booking-menu/booking-menu.js';
import { ChooseAssignmentDialog } from '../features/booking-menu/choose-assignment-dialog.js';
import { AdvancedOrderPage } from '../features/multiple-booking/advanced-order-page.js';
import { PreviewAdvancedOrderPage } from '../features/multiple-booking/preview-advanced-order-page.js';
import { ThankYouPage } from '../features/multiple-booking/thank-you-page.js';
import { PreviewAssignmentPage } from '../features/single-booking/preview-assignment-page.js';
import { SingleBookingPage } from '../features/single-booking/single-booking-page.js';
import { CancelAssignmentPage } from '../features/cancel-assignment/cancel-assignment-page.js';
import { ContactNavLink } from '../features/contact/contact-nav-link.js';
import { DashboardPage } from '../features/dashboard/dashboard-page.js';
import { HeaderClock } from '../features/header-clock/header-clock.js';
import { LoginPage } from '../features/login/login-page.js';
import { LogoutPage } from '../features/logout/logout-page.js';
import { MyAssignmentsNavLink } from '../features/my-assignments/my-assignments-nav-link.js';
import { MyAssignmentsPage } from '../features/my-assignments/my-assignments-page.js';
import { NotFoundPage } from '../features/not-found/not-found-page.js';
import { NotificationBell } from '../features/notifications/notification-bell.js';
import { NotificationsPage } from '../features/notifications/notifications-page.js';
import { SearchResultPage } from '../features/search-result/search-result-page.js';
import { accountRoutes } from '../features/settings/account-routes.js';
import { SettingsNavLink } from '../features/settings/settings-nav-link.js';
import { PORTAL_VERSION, COPYRIGHT_YEAR } from './version.js';
import { useRootStore } from './root-context.js';

/** The client portal's routes (spec 1–3 §2). */
export const App = observer(function App() {
  const { session, language, wallClock, pushAnalytics } = useRootStore();
  const loggedIn = (page: ReactNode) => <RequireLogin session={session}>{page}</RequireLogin>;
  return (
    <AppShell
      language={language}
      session={session}
      version={PORTAL_VERSION}
      copyrightYear={COPYRIGHT_YEAR}
      navigation={
        <>
          <StartBookingMenu anchor="header" />
          <MyAssignmentsNavLink />
          <SettingsNavLink />
          <ContactNavLink />
          <NotificationBell />
        </>
      }
      clock={<HeaderClock time={wallClock} />}
      account={<AvatarMenu />}
    >
      <Routes>
        <Route
          path="/login"
          element={
            <RedirectWhenLoggedIn session={session}>
              <LoginPage />
            </RedirectWhenLoggedIn>
          }
        />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/" element={loggedIn(<DashboardPage />)} />
        <Route path="/my-assignment" element={loggedIn(<MyAssignmentsPage />)} />
        <Route path="/cancel-assignment" element={loggedIn(<CancelAssignmentPage />)} />
        <Route path="/search-result" element={loggedIn(<SearchResultPage />)} />
        <Route path="/notifications" element={loggedIn(<NotificationsPage />)} />
        <Route path="/create-single-assignment" element={loggedIn(<SingleBookingPage />)} />
        <Route path="/preview-assignment" element={loggedIn(<PreviewAssignmentPage />)} />
        <Route path="/advanced-order-form" element={loggedIn(<AdvancedOrderPage />)} />
        <Route path="/preview-advanced-order-form" element={loggedIn(<PreviewAdvancedOrderPage />)} />
        <Route path="/thank-you" element={loggedIn(<ThankYouPage />)} />
        {accountRoutes(loggedIn)}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      {session.loggedIn ? <AssignmentDrawer /> : null}
      {session.loggedIn ? <PushAnalyticsHost store={pushAnalytics} /> : null}
      {session.loggedIn ? (
        <>
          <BookingShortcut />
          <ChooseAssignmentDialog />
        </>
      ) : null}
    </AppShell>
  );
});
