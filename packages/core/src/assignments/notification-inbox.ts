import type { Temporal } from 'temporal-polyfill';
import type { Assignment } from './assignment.js';
import type { PortalNotification } from './notification-window.js';

export interface NotificationQuery {
  /** Only those sent at or after this instant. */
  readonly since?: Temporal.Instant;
  readonly unreadOnly?: boolean;
  readonly orderId?: string;
}

/** The customer's notifications (spec 2 §7: GetNotifications, SetNotificationReadStatus). */
export interface NotificationInbox {
  list(query: NotificationQuery): Promise<PortalNotification[]>;
  markRead(notificationId: string): Promise<void>;
}

/** One order by its identifier (SearchOrders by OrderIdentifier); null when the CRM has none. */
export interface AssignmentLookup {
  byId(assignmentId: string): Promise<Assignment | null>;
}

export type NotificationTarget =
  | { readonly kind: 'found'; readonly assignment: Assignment; readonly notification: PortalNotification }
  | { readonly kind: 'no-notification' }
  | { readonly kind: 'no-assignment'; readonly notification: PortalNotification };

/**
 * `/my-assignment?notification_id=…` (spec 2 §2): the notification's first order, looked up by its
 * identifier.
 */
export class AssignmentOfNotification {
  constructor(
    private readonly inbox: NotificationInbox,
    private readonly lookup: AssignmentLookup,
  ) {}

  async execute(notificationId: string): Promise<NotificationTarget> {
    const wanted = notificationId.trim();
    if (wanted === '') return { kind: 'no-notification' };
    const notification = (await this.inbox.list({})).find((n) => n.id === wanted);
    if (!notification) return { kind: 'no-notification' };
    const [orderId] = notification.orderIds;
    const assignment = orderId === undefined ? null : await this.lookup.byId(orderId);
    return assignment ? { kind: 'found', assignment, notification } : { kind: 'no-assignment', notification };
  }
}
