import type { PortalNotification } from '@tolk/core';

/** Where a notification leads: the list, opening the assignment it is about (spec 2 §2). */
export const notificationHref = (notification: PortalNotification): string =>
  `/my-assignment?notification_id=${encodeURIComponent(notification.id)}`;
