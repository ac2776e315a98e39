import { type NotificationLink, type PortalNotification } from '@tolk/core';
import { fromCrmDateTime } from '@tolk/crm-contract';
import type { InterpreterNotificationWire } from '@tolk/crm-contract';

/** Where the notification leads: the request it is about, else the assignment, else nowhere. */
function linkOf(wire: InterpreterNotificationWire): NotificationLink | undefined {
  if (wire.ResourceRequestIdentifier) return { kind: 'request', id: wire.ResourceRequestIdentifier };
  if (wire.WorkAssignmentIdentifier) return { kind: 'assignment', id: wire.WorkAssignmentIdentifier };
  return undefined;
}

/**
 * An interpreter's notification as the portals' shared bell lists it (PortalNotification): no
 * customer orders (`orderIds` empty), and `link` to the request or assignment it is about. One whose
 * sent time cannot be read is left out.
 */
export function toInterpreterNotification(wire: InterpreterNotificationWire): PortalNotification | null {
  const sentAt = fromCrmDateTime(wire.DatetimeSent);
  if (!sentAt) return null;
  const link = linkOf(wire);
  return {
    id: wire.NotificationIdentifier,
    headline: wire.Headline,
    message: wire.Message,
    sentAt,
    isRead: wire.IsRead,
    orderIds: [],
    ...(link ? { link } : {}),
  };
}
