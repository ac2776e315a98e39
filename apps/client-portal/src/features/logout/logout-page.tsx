import { Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';

/**
 * /logout ends the session and goes to /login. The push service's log_out leaves first, in the
 * session, and is given up to 1 s (spec 3 §9) before /login; the browser forgets the session at
 * once, and the gateway ends it as soon as log_out was taken (then the old session is refused).
 */
export function LogoutPage() {
  const { session, pushAnalytics } = useRootStore();
  const navigate = useNavigate();
  useEffect(() => {
    let left = false;
    const loggedOut = pushAnalytics.logOut();
    session.clear();
    void loggedOut.then(() => {
      // The session's end goes out first (its request leaves before any new login), but /login
      // does not wait for its answer.
      void session.endOnServer();
      // At once (flushSync), not as a transition a busy page may hold back: the login page is no chunk of its own.
      if (!left) navigate('/login', { replace: true, flushSync: true });
    });
    return () => {
      left = true;
    };
  }, [session, pushAnalytics, navigate]);
  return <Spinner />;
}
