import { AppShell, RedirectWhenLoggedIn, RequireLogin } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../features/dashboard/dashboard-page.js';
import { LoginPage } from '../features/login/login-page.js';
import { LogoutPage } from '../features/logout/logout-page.js';
import { NotFoundPage } from '../features/not-found/not-found-page.js';
import { PORTAL_VERSION, COPYRIGHT_YEAR } from './version.js';
import { useRootStore } from './root-context.js';

/** The client portal's routes (spec 1–3 §2). */
export const App = observer(function App() {
  const { session, language } = useRootStore();
  const loggedIn = (page: ReactNode) => <RequireLogin session={session}>{page}</RequireLogin>;
  return (
    <AppShell language={language} session={session} version={PORTAL_VERSION} copyrightYear={COPYRIGHT_YEAR}>
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
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AppShell>
  );
});
