import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';

/** What the guards read of a session (either portal's). */
export interface LoginState {
  readonly loggedIn: boolean;
  readonly ready: boolean;
}

export interface FromState {
  readonly from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/**
 * Protected routes send a logged-out user to /login, remembering where they were going, and show
 * `pending` until the session's info is known (after a reload).
 */
export const RequireLogin = observer(function RequireLogin({
  session,
  pending = null,
  children,
}: {
  session: LoginState;
  pending?: ReactNode;
  children: ReactNode;
}) {
  const location = useLocation();
  if (!session.loggedIn) {
    const from = { pathname: location.pathname, search: location.search, hash: location.hash };
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  if (!session.ready) return <>{pending}</>;
  return <>{children}</>;
});

/** /login while logged in goes to / (or to where the user was sent from). */
export const RedirectWhenLoggedIn = observer(function RedirectWhenLoggedIn({
  session,
  children,
}: {
  session: Pick<LoginState, 'loggedIn'>;
  children: ReactNode;
}) {
  const location = useLocation();
  if (session.loggedIn) return <Navigate to={returnPath(location.state)} replace />;
  return <>{children}</>;
});

/** Where to go after login: the protected page the user asked for, else the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('/login')) {
    return '/';
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
