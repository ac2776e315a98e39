import { Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';

/**
 * /logout ends the session and goes to /login. The push service's log_out leaves first, with the
 * session's token, and is given up to 1 s (spec 3 §9) before /login; the session is cleared at
 * once, so nothing of it stays should the page be left meanwhile.
 */
export function LogoutPage() {
  const { session, pushAnalytics } = useRootStore();
  const navigate = useNavigate();
  useEffect(() => {
    let left = false;
    const loggedOut = pushAnalytics.logOut();
    session.clear();
    void loggedOut.then(() => {
      // At once (flushSync), not as a transition a busy page may hold back: the login page is no chunk of its own.
      if (!left) navigate('/login', { replace: true, flushSync: true });
    });
    return () => {
      left = true;
    };
  }, [session, pushAnalytics, navigate]);
  return <Spinner />;
}
