import { type NotificationInbox, type NotificationQuery, type PortalNotification } from '@tolk/core';
import { GetNotifications, SetNotificationReadStatus, toCrmDateTime } from '@tolk/crm-contract';
import { toNotification } from '../mappers/notification.js';
import type { CrmTransport } from '../transport/transport.js';

/** Notifications through GetNotifications and SetNotificationReadStatus (spec 2 §7). */
export class CrmNotificationInbox implements NotificationInbox {
  constructor(private readonly transport: CrmTransport) {}

  async list(query: NotificationQuery): Promise<PortalNotification[]> {
    const answer = await this.transport.call(GetNotifications, {
      DoOnlyIncludeUnreadNotifications: query.unreadOnly ?? false,
      ...(query.orderId ? { OrderIdentifier: query.orderId } : {}),
      ...(query.since ? { DatetimeSentFrom: toCrmDateTime(query.since) } : {}),
    });
    return (answer.Notifications ?? []).flatMap((wire) => toNotification(wire) ?? []);
  }

  async markRead(notificationId: string): Promise<void> {
    await this.transport.call(SetNotificationReadStatus, { NotificationIdentifier: notificationId, IsRead: true });
  }
}
