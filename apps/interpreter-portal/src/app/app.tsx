import { Spinner } from '@blueprintjs/core';
import { AppShell, NavLinkButton, RedirectWhenLoggedIn, RequireLogin } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { AssignmentPage } from '../features/assignment-detail/assignment-page.js';
import { AssignmentsPage } from '../features/assignments/assignments-page.js';
import { AvailabilityPage } from '../features/availability/availability-page.js';
import { LoginPage } from '../features/login/login-page.js';
import { InterpreterBell } from '../features/notifications/interpreter-bell.js';
import { NotificationsScreen } from '../features/notifications/notifications-screen.js';
import { ProfilePage } from '../features/profile/profile-page.js';
import { SettingsPage } from '../features/settings/settings-page.js';
import { TermsPage } from '../features/terms/terms-page.js';
import { StartPage } from '../features/start/start-page.js';
import { TimeReportPage } from '../features/time-report/time-report-page.js';
import { appMessages } from './app.messages.js';
import { useInterpreterRoot } from './root-context.js';

const VERSION = '1.14.4';
const COPYRIGHT_YEAR = 2026;

/** The interpreter portal's routes, under /interpreter (issue 15). */
export const App = observer(function App() {
  const root = useInterpreterRoot();
  const { session, language } = root;
  const loggedIn = (page: ReactNode) => (
    <RequireLogin session={session} pending={<Spinner />}>
      {page}
    </RequireLogin>
  );
  return (
    <AppShell language={language} session={session} version={VERSION} copyrightYear={COPYRIGHT_YEAR} navigation={<Navigation />}>
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
        <Route path="/" element={loggedIn(<StartPage />)} />
        <Route path="/assignments" element={loggedIn(<AssignmentsPage />)} />
        <Route path="/assignment/:id" element={loggedIn(<AssignmentPage />)} />
        <Route path="/assignment/:id/time-report" element={loggedIn(<TimeReportPage />)} />
        <Route path="/availability" element={loggedIn(<AvailabilityPage />)} />
        <Route path="/profile" element={loggedIn(<ProfilePage />)} />
        <Route path="/settings" element={loggedIn(<SettingsPage />)} />
        <Route path="/terms" element={loggedIn(<TermsPage />)} />
        <Route path="/notifications" element={loggedIn(<NotificationsScreen />)} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </AppShell>
  );
});

function Navigation() {
  return (
    <>
      <NavLinkButton to="/" icon="home" label={appMessages.start} />
      <NavLinkButton
        to="/assignments"
        icon="calendar"
        label={appMessages.assignments}
        isCurrent={(pathname) => pathname === '/assignments' || pathname.startsWith('/assignment/')}
      />
      <NavLinkButton to="/availability" icon="time" label={appMessages.availability} />
      <NavLinkButton to="/profile" icon="person" label={appMessages.profile} />
      <NavLinkButton to="/settings" icon="cog" label={appMessages.settings} />
      <NavLinkButton to="/terms" icon="info-sign" label={appMessages.terms} />
      <InterpreterBell />
      <ReminderWatcher />
    </>
  );
}

/** The pre-start reminder runs while an interpreter is logged in (this sits in the logged-in header). */
function ReminderWatcher() {
  const { reminders } = useInterpreterRoot();
  useEffect(() => reminders.keepWatching(), [reminders]);
  return null;
}

/** /logout: the browser forgets the session at once, the gateway ends it, then the login page. */
function LogoutPage() {
  const root = useInterpreterRoot();
  const navigate = useNavigate();
  useEffect(() => {
    root.logOut();
    navigate('/login', { replace: true, flushSync: true });
  }, [root, navigate]);
  return <Spinner />;
}
