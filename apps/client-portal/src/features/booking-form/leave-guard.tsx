import { useEffect, useRef, type ReactElement } from 'react';
import { useNavigationBlocker } from '@tolk/ui';
import { useLocation } from 'react-router-dom';
import { bookingFormMessages as m } from './booking-form.messages.js';
import { LeaveConfirmDialog } from './leave-confirm-dialog.js';

export interface LeaveGuard {
  /** The confirm modal; render it where the guarded form is. */
  readonly dialog: ReactElement;
  /** Lets the next navigation through unasked (after sending, or going to the preview). */
  readonly allowNext: () => void;
}

/**
 * Leaving a form with unsaved changes asks first (spec 1 §2, §8): navigation inside the portal to
 * another page (a link, the browser's back and forward) is held by the portal's navigation blocker
 * and a modal asks; closing or reloading the tab gets the browser's own question. Moving within the same page (another step) is not leaving.
 */
export function useLeaveGuard(when: boolean, options: { readonly onLeave?: () => void } = {}): LeaveGuard {
  const location = useLocation();
  const allowed = useRef(false);
  // allowNext holds until the navigation it was meant for has happened.
  useEffect(() => {
    allowed.current = false;
  }, [location.key]);
  const onLeave = useRef(options.onLeave);
  onLeave.current = options.onLeave;
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) => !allowed.current && when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to ask.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  const stay = () => blocker.reset();
  const leave = () => {
    onLeave.current?.();
    blocker.proceed();
  };
  const dialog = (
    <LeaveConfirmDialog
      isOpen={blocked}
      title={m.leaveTitle}
      text={m.leaveText}
      leaveLabel={m.leave}
      onStay={stay}
      onLeave={leave}
    />
  );
  return { dialog, allowNext: () => void (allowed.current = true) };
}
