import { NotificationBell } from '@tolk/ui';
import { useInterpreterRoot } from '../../app/root-context.js';
import { interpreterNotificationHref } from './notification-link.js';

/** The header's bell (spec 3 §2 "notifications"): the client portal's, over the interpreter's inbox. */
export function InterpreterBell() {
  const { notifications } = useInterpreterRoot();
  return (
    <NotificationBell
      notifications={notifications}
      hrefOf={interpreterNotificationHref}
      onOpen={(n) => void notifications.markRead(n.id)}
    />
  );
}
