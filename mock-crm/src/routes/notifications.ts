import type { FastifyInstance } from 'fastify';
import { ErrorCode, errorItem, fromCrmDateTime, GetNotifications, SetNotificationReadStatus } from '@tolk/crm-contract';

import { crmRoute, refuse } from './crm-route.js';

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { orderWorld, followUp } = app;
  // The lifecycle raises notifications as orders move: settle first, so the list is as of now.
  const now = () => {
    const nowMs = app.clock.now().epochMilliseconds;
    orderWorld.lifecycle.settle(nowMs);
    return nowMs;
  };

  crmRoute(app, GetNotifications, { Notifications: null }, (request, { customer }) => {
    const nowMs = now();
    const orderId = request.OrderIdentifier?.trim() || null;
    if (orderId !== null && !orderWorld.store.byIdForCustomer(customer!.id, orderId))
      return refuse(errorItem(ErrorCode.OrderNotFound));
    const notifications = followUp.notifications.list(
      customer!.id,
      {
        orderId,
        unreadOnly: request.DoOnlyIncludeUnreadNotifications,
        fromMs: request.DatetimeSentFrom ? (fromCrmDateTime(request.DatetimeSentFrom)?.epochMilliseconds ?? null) : null,
      },
      nowMs,
    );
    return { Notifications: notifications.length === 0 ? null : notifications };
  });

  crmRoute(app, SetNotificationReadStatus, { IsSuccess: false }, (request, { customer }) => {
    const nowMs = now();
    if (!followUp.notifications.setRead(customer!.id, request.NotificationIdentifier.trim(), request.IsRead, nowMs)) {
      return refuse(errorItem(ErrorCode.NotificationNotFound));
    }
    return { IsSuccess: true };
  });
}
