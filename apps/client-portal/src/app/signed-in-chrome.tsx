import { NotificationBell } from '@tolk/ui';
import { observer } from 'mobx-react-lite';
import { AssignmentDrawer } from '../features/assignment-detail/assignment-drawer.js';
import { AvatarMenu } from '../features/avatar-menu/avatar-menu.js';
import { StartBookingMenu } from '../features/booking-menu/booking-menu.js';
import { ChooseAssignmentDialog } from '../features/booking-menu/choose-assignment-dialog.js';
import { ContactNavLink } from '../features/contact/contact-nav-link.js';
import { HeaderClock } from '../features/header-clock/header-clock.js';
import { MyAssignmentsNavLink } from '../features/my-assignments/my-assignments-nav-link.js';
import { QualityNavLink } from '../features/quality/quality-nav-link.js';
import { RatingDialog } from '../features/feedback/rating-dialog.js';
import { notificationHref } from '../features/notifications/notification-link.js';
import { ReportsNavLink } from '../features/reports/reports-nav-link.js';
import { PushAnalyticsHost } from '../features/push-analytics/push-prompt.js';
import { SettingsNavLink } from '../features/settings/settings-nav-link.js';
import { useRootStore } from './root-context.js';

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

/** The drawer, dialogs and prompts any logged-in page may open. */
export const SignedInOverlays = observer(function SignedInOverlays() {
  const { pushAnalytics } = useRootStore();
  return (
    <>
      <AssignmentDrawer />
      <PushAnalyticsHost store={pushAnalytics} />
      <ChooseAssignmentDialog />
      <RatingDialog />
    </>
  );
});
