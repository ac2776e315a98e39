import { AppShell, RedirectWhenLoggedIn, RequireLogin, preloadOnFirstInput } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { Suspense, isValidElement, useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/login/login-page.js';
import { LogoutPage } from '../features/logout/logout-page.js';
import { listenForBookingShortcut } from '../features/booking-menu/booking-shortcut.js';
import { accountRoutes } from '../features/settings/account-routes.js';
import { ReportsAccessGuard } from '../features/reports/reports-access-guard.js';
import { bookingScreen } from '../features/booking-menu/booking-screen.js';
import { lazyScreen, type LazyScreen } from './lazy-screen.js';
import { PageLoading } from './page-loading.js';
import { PORTAL_VERSION, COPYRIGHT_YEAR } from './version.js';
import { usePortalStore } from './root-context.js';
import { SignedInStores } from './signed-in-stores.js';

// Every screen but login and logout is its own chunk, loaded when first shown, so that /login
// downloads only the shell, the login page, the texts and the session (docs/decisions.md).
const DashboardPage = lazyScreen(() => import('../features/dashboard/dashboard-page.js'), 'DashboardPage');
const MyAssignmentsPage = lazyScreen(() => import('../features/my-assignments/my-assignments-page.js'), 'MyAssignmentsPage');
const CancelAssignmentPage = lazyScreen(
  () => import('../features/cancel-assignment/cancel-assignment-page.js'),
  'CancelAssignmentPage',
);
const SearchResultPage = lazyScreen(() => import('../features/search-result/search-result-page.js'), 'SearchResultPage');
const NotificationsPage = lazyScreen(() => import('../features/notifications/notifications-screen.js'), 'NotificationsScreen');
const SingleBookingPage = bookingScreen(
  lazyScreen(() => import('../features/single-booking/single-booking-page.js'), 'SingleBookingPage'),
);
const PreviewAssignmentPage = bookingScreen(
  lazyScreen(() => import('../features/single-booking/preview-assignment-page.js'), 'PreviewAssignmentPage'),
);
const AdvancedOrderPage = bookingScreen(
  lazyScreen(() => import('../features/multiple-booking/advanced-order-page.js'), 'AdvancedOrderPage'),
);
const PreviewAdvancedOrderPage = bookingScreen(
  lazyScreen(() => import('../features/multiple-booking/preview-advanced-order-page.js'), 'PreviewAdvancedOrderPage'),
);
const ThankYouPage = lazyScreen(() => import('../features/multiple-booking/thank-you-page.js'), 'ThankYouPage');
const QualityPage = lazyScreen(() => import('../features/quality/quality-page.js'), 'QualityPage');
const TimeSheetPage = lazyScreen(() => import('../features/time-sheet/time-sheet-page.js'), 'TimeSheetPage');
const TimeSheetThankYouPage = lazyScreen(
  () => import('../features/time-sheet/time-sheet-thank-you-page.js'),
  'TimeSheetThankYouPage',
);
const KpiDashboardPage = lazyScreen(() => import('../features/reports/kpi-dashboard-page.js'), 'KpiDashboardPage');
const ReportPage = lazyScreen(() => import('../features/reports/report-page.js'), 'ReportPage');
const NotFoundPage = lazyScreen(() => import('../features/not-found/not-found-page.js'), 'NotFoundPage');

// The header's logged-in parts and the overlays: one chunk.
const signedInChrome = () => import('./signed-in-chrome.js');
const SignedInNavigation = lazyScreen(signedInChrome, 'SignedInNavigation');
const SignedInClock = lazyScreen(signedInChrome, 'SignedInClock');
const SignedInAccount = lazyScreen(signedInChrome, 'SignedInAccount');
const SignedInOverlays = lazyScreen(signedInChrome, 'SignedInOverlays');

/** While the login form is being filled in, fetches what the dashboard after it needs. */
function PreloadAfterLogin() {
  const { signedIn } = usePortalStore();
  useEffect(
    () =>
      preloadOnFirstInput(() => {
        signedIn.preload();
        SignedInNavigation.preload();
        DashboardPage.preload();
      }),
    [signedIn],
  );
  return null;
}

/**
 * Starts fetching a page's chunk as it is rendered, beside the logged-in stores' chunk rather than
 * after it: a page opened logged in waits for the slower of the two, not for both in turn. A page
 * behind a guard element is fetched when the guard renders it.
 */
function PreloadScreen({ page }: { readonly page: ReactNode }) {
  if (isValidElement(page) && typeof (page.type as Partial<LazyScreen<object>>).preload === 'function') {
    (page.type as LazyScreen<object>).preload();
  }
  return null;
}

/** Shown only while logged in, with the logged-in stores; nothing while its chunks load. */
const quietly = (part: ReactNode) => (
  <Suspense fallback={null}>
    <SignedInStores>{part}</SignedInStores>
  </Suspense>
);

/** The client portal's routes (spec 1–3 §2). */
export const App = observer(function App() {
  const { session, language, signedIn } = usePortalStore();
  const loggedIn = (page: ReactNode) => (
    <RequireLogin session={session} pending={<PageLoading />}>
      <PreloadScreen page={page} />
      <SignedInStores>{page}</SignedInStores>
    </RequireLogin>
  );
  // Shift+B opens the booking menu anywhere while logged in (spec 1 §2 screen 7), from the moment of
  // login: the menu shows as soon as its chunks are there.
  const isLoggedIn = session.loggedIn;
  useEffect(
    () =>
      isLoggedIn
        ? listenForBookingShortcut(() => void signedIn.load().then((root) => root.bookingMenu.open('header')))
        : undefined,
    [isLoggedIn, signedIn],
  );
  return (
    <AppShell
      language={language}
      session={session}
      version={PORTAL_VERSION}
      copyrightYear={COPYRIGHT_YEAR}
      navigation={quietly(<SignedInNavigation />)}
      clock={quietly(<SignedInClock />)}
      account={quietly(<SignedInAccount />)}
    >
      {/* Navigations are transitions (v7_startTransition): the page shown stays until the next one's code is there. */}
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route
            path="/login"
            element={
              <RedirectWhenLoggedIn session={session}>
                <LoginPage />
                <PreloadAfterLogin />
              </RedirectWhenLoggedIn>
            }
          />
          <Route
            path="/logout"
            element={
              <SignedInStores>
                <LogoutPage />
              </SignedInStores>
            }
          />
          <Route path="/" element={loggedIn(<DashboardPage />)} />
          <Route path="/my-assignment" element={loggedIn(<MyAssignmentsPage />)} />
          <Route path="/cancel-assignment" element={loggedIn(<CancelAssignmentPage />)} />
          <Route path="/search-result" element={loggedIn(<SearchResultPage />)} />
          <Route path="/notifications" element={loggedIn(<NotificationsPage />)} />
          <Route path="/report-quality" element={loggedIn(<QualityPage />)} />
          <Route path="/time-sheet" element={loggedIn(<TimeSheetPage />)} />
          <Route path="/time-sheet/thank-you" element={loggedIn(<TimeSheetThankYouPage />)} />
          <Route path="/create-single-assignment" element={loggedIn(<SingleBookingPage />)} />
          <Route path="/preview-assignment" element={loggedIn(<PreviewAssignmentPage />)} />
          <Route path="/advanced-order-form" element={loggedIn(<AdvancedOrderPage />)} />
          <Route path="/preview-advanced-order-form" element={loggedIn(<PreviewAdvancedOrderPage />)} />
          <Route path="/thank-you" element={loggedIn(<ThankYouPage />)} />
          <Route
            path="/reports-dashboard"
            element={loggedIn(
              <ReportsAccessGuard>
                <KpiDashboardPage />
              </ReportsAccessGuard>,
            )}
          />
          <Route
            path="/reports/:id"
            element={loggedIn(
              <ReportsAccessGuard>
                <ReportPage />
              </ReportsAccessGuard>,
            )}
          />
          {accountRoutes(loggedIn)}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      {session.loggedIn ? quietly(<SignedInOverlays />) : null}
    </AppShell>
  );
});
