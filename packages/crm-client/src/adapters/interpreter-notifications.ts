import { type NotificationInbox, type NotificationQuery, type PortalNotification } from '@tolk/core';
import { GetInterpreterNotifications, SetInterpreterNotificationReadStatus, toCrmDateTime } from '@tolk/crm-contract';
import { toInterpreterNotification } from '../mappers/interpreter-notification.js';
import type { CrmTransport } from '../transport/transport.js';

/**
 * The interpreter's notifications through GetInterpreterNotifications and
 * SetInterpreterNotificationReadStatus (docs/api.md, "The interpreter's calls"): the same port as
 * the customer's inbox, so the portals share one bell. An interpreter has no customer orders: a
 * query's `orderId` is taken as the request or assignment id a notification links to.
 */
export class CrmInterpreterNotificationInbox implements NotificationInbox {
  constructor(private readonly transport: CrmTransport) {}

  async list(query: NotificationQuery): Promise<PortalNotification[]> {
    const answer = await this.transport.call(GetInterpreterNotifications, {
      DoOnlyIncludeUnreadNotifications: query.unreadOnly ?? false,
      ...(query.since ? { DatetimeSentFrom: toCrmDateTime(query.since) } : {}),
    });
    const notifications = (answer.Notifications ?? []).flatMap((wire) => toInterpreterNotification(wire) ?? []);
    return query.orderId === undefined ? notifications : notifications.filter((n) => n.link?.id === query.orderId);
  }

  async markRead(notificationId: string): Promise<void> {
    await this.transport.call(SetInterpreterNotificationReadStatus, { NotificationIdentifier: notificationId, IsRead: true });
  }
}
