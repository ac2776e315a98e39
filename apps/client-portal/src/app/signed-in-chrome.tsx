import { NotificationBell, preloadOnFirstInput } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { AvatarMenu } from '../features/avatar-menu/avatar-menu.js';
import { StartBookingMenu } from '../features/booking-menu/booking-menu.js';
import { ContactNavLink } from '../features/contact/contact-nav-link.js';
import { HeaderClock } from '../features/header-clock/header-clock.js';
import { MyAssignmentsNavLink } from '../features/my-assignments/my-assignments-nav-link.js';
import { QualityNavLink } from '../features/quality/quality-nav-link.js';
import { notificationHref } from '../features/notifications/notification-link.js';
import { ReportsNavLink } from '../features/reports/reports-nav-link.js';
import { PushAnalyticsHost } from '../features/push-analytics/push-prompt.js';
import { SettingsNavLink } from '../features/settings/settings-nav-link.js';
import { lazyPart } from './lazy-part.js';
import { useRootStore } from './root-context.js';
import { usePartWhenAsked } from './use-part-when-asked.js';

/*
 * What the shell shows only while logged in: one chunk, loaded after login (or started while the
 * login form is being filled in), so that /login does not download it.
 */

/** The header's links after the product name. */
export function SignedInNavigation() {
  const { notifications } = useRootStore();
  return (
    <>
      <StartBookingMenu anchor="header" />
      <MyAssignmentsNavLink />
      <QualityNavLink />
      <ReportsNavLink />
      <SettingsNavLink />
      <ContactNavLink />
      <NotificationBell notifications={notifications} hrefOf={notificationHref} />
    </>
  );
}

/** The header clock. */
export const SignedInClock = observer(function SignedInClock() {
  const { wallClock } = useRootStore();
  return <HeaderClock time={wallClock} />;
});

/** The account menu, last in the header. */
export function SignedInAccount() {
  return <AvatarMenu />;
}

const overlays = lazyPart(() => import('./signed-in-overlays.js'));

/**
 * The drawer, dialogs and prompts any logged-in page may open. The drawer and dialogs are a chunk
 * of their own (signed-in-overlays.tsx): a page that opens none of them does not download them
 * (issue 12, docs/decisions.md). It is fetched at the user's first input, before anything can be
 * opened, or at the latest when one is. If it cannot be had offline, the lost connection is
 * toasted and what was asked for closes, to be asked for again; a chunk gone after a deploy loads
 * the page again, as for the screens.
 */
export const SignedInOverlays = observer(function SignedInOverlays() {
  const { pushAnalytics, assignmentDrawer, bookingMenu, feedback } = useRootStore();
  const asked = assignmentDrawer.current !== null || bookingMenu.chooserOpen || feedback.dialog?.place === 'modal';
  useEffect(() => preloadOnFirstInput(() => overlays.preload()), []);
  const loaded = usePartWhenAsked(overlays, asked, () => {
    assignmentDrawer.close();
    bookingMenu.closeChooser();
    feedback.close();
  });
  return (
    <>
      {loaded ? <loaded.SignedInOverlays /> : null}
      <PushAnalyticsHost store={pushAnalytics} />
    </>
  );
});
