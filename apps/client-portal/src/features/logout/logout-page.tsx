import { Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';

/** /logout ends the session and goes to /login. */
export function LogoutPage() {
  const { session } = useRootStore();
  const navigate = useNavigate();
  useEffect(() => {
    session.clear();
    navigate('/login', { replace: true });
  }, [session, navigate]);
  return <Spinner />;
}
