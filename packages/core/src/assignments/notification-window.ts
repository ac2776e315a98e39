import type { Temporal } from 'temporal-polyfill';

export interface PortalNotification {
  readonly id: string;
  readonly headline: string;
  readonly message: string;
  readonly sentAt: Temporal.ZonedDateTime;
  readonly isRead: boolean;
  readonly orderIds: readonly string[];
  /**
   * What an interpreter's notification is about, for the portal to lead there (issue 15): a request
   * (the start page lists the open ones) or one of their assignments (`/assignment/:id`). Absent on
   * the customer's notifications (they have `orderIds`) and on an interpreter's that lead nowhere.
   */
  readonly link?: NotificationLink;
}

/** An interpreter notification's subject: a resource request's id or a work assignment's id (`WA-<number>`). */
export interface NotificationLink {
  readonly kind: 'request' | 'assignment';
  readonly id: string;
}

export const NOTIFICATION_WINDOW = { days: 3, max: 30 } as const;

/**
 * Spec 2 §7: only notifications sent within the last 3 days, at most 30, newest first; the
 * unread count is taken from this limited list.
 */
export function notificationWindow(
  notifications: readonly PortalNotification[],
  now: Temporal.Instant,
): { readonly shown: PortalNotification[]; readonly unreadCount: number } {
  const since = now.epochMilliseconds - NOTIFICATION_WINDOW.days * 24 * 60 * 60 * 1000;
  // One sent "after now" is the CRM's clock running ahead of this device's: it is the newest, not hidden.
  const shown = notifications
    .filter((n) => n.sentAt.epochMilliseconds >= since)
    .sort((a, b) => b.sentAt.epochMilliseconds - a.sentAt.epochMilliseconds)
    .slice(0, NOTIFICATION_WINDOW.max);
  return { shown, unreadCount: shown.filter((n) => !n.isRead).length };
}

/** Opening the drawer marks the first unread notification as read (spec 2 §4). */
export const firstUnread = (shown: readonly PortalNotification[]): PortalNotification | undefined => shown.find((n) => !n.isRead);

/** The notifications page groups by day, YYYY-MM-DD (spec 2 §2). */
export function groupByDay(notifications: readonly PortalNotification[]): { day: string; notifications: PortalNotification[] }[] {
  const days = new Map<string, PortalNotification[]>();
  for (const n of [...notifications].sort((a, b) => b.sentAt.epochMilliseconds - a.sentAt.epochMilliseconds)) {
    const day = n.sentAt.toPlainDate().toString();
    days.set(day, [...(days.get(day) ?? []), n]);
  }
  return [...days].map(([day, list]) => ({ day, notifications: list }));
}
