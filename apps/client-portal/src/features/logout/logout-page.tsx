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
    void loggedOut
      .then(() => session.endOnServer())
      .then(() => {
        if (!left) navigate('/login', { replace: true });
      });
    return () => {
      left = true;
    };
  }, [session, pushAnalytics, navigate]);
  return <Spinner />;
}
