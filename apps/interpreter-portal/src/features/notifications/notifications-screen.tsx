import { NotificationsPage } from '@tolk/ui';
import { useInterpreterRoot } from '../../app/root-context.js';
import { interpreterNotificationHref, leadsSomewhere } from './notification-link.js';

/** /notifications: the shared page over the interpreter's notifications; following one marks it read. */
export function NotificationsScreen() {
  const { notifications } = useInterpreterRoot();
  return (
    <NotificationsPage
      notifications={notifications}
      hrefOf={interpreterNotificationHref}
      leadsSomewhere={leadsSomewhere}
      onOpen={(n) => void notifications.markRead(n.id)}
    />
  );
}
