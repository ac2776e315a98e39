import { type PortalNotification } from '@tolk/core';
import { fromCrmDateTime } from '@tolk/crm-contract';
import type { NotificationWire } from '@tolk/crm-contract';

/** A notification as the portal lists it; one whose sent time cannot be read is left out. */
export function toNotification(wire: NotificationWire): PortalNotification | null {
  const sentAt = fromCrmDateTime(wire.DatetimeSent);
  if (!sentAt) return null;
  return {
    id: wire.NotificationIdentifier,
    headline: wire.Headline,
    message: wire.Message,
    sentAt,
    isRead: wire.IsRead,
    orderIds: wire.OrderIdentifiers.map((o) => o.OrderIdentifier),
  };
}
