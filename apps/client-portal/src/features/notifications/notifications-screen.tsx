import { NotificationsPage } from '@tolk/ui';
import { useRootStore } from '../../app/root-context.js';
import { notificationHref } from './notification-link.js';

/** `/notifications` (spec 2 §2): the shared page over the customer's notifications. */
export function NotificationsScreen() {
  const { notifications } = useRootStore();
  return <NotificationsPage notifications={notifications} hrefOf={notificationHref} />;
}
