import { Temporal } from 'temporal-polyfill';
import type { PortalNotification } from '../assignments/notification-window.js';
import { STOCKHOLM } from '../time/clock.js';
import type { PushPermission } from './engagement.js';

/** Spec 3 §9: the push prompt asks again after 1,209,600 seconds (14 days). */
export const PUSH_ASK_AGAIN_SECONDS = 1_209_600;
/** Spec 3 §9: 2 s wait before and after the push events of a login. */
export const PUSH_EVENT_WAIT_MS = 2000;
/** Spec 3 §9: 1 s wait before the log-out itself, so that log_out leaves first. */
export const LOG_OUT_WAIT_MS = 1000;

/**
 * Whether to show the push permission prompt: only while the browser has not decided (permission
 * `default`), and then when never asked or asked 14 days ago or more. A time of asking that lies
 * ahead of now (a clock put back) is not trusted: ask.
 */
export function shouldAskForPush(permission: PushPermission, askedAt: Temporal.Instant | null, now: Temporal.Instant): boolean {
  if (permission !== 'default') return false;
  if (askedAt === null || Temporal.Instant.compare(askedAt, now) > 0) return true;
  return now.epochMilliseconds - askedAt.epochMilliseconds >= PUSH_ASK_AGAIN_SECONDS * 1000;
}

/** When the prompt will ask again, or null when it would ask now (or never: the browser decided). */
export function nextPushAsk(askedAt: Temporal.Instant | null, now: Temporal.Instant): Temporal.Instant | null {
  if (askedAt === null || Temporal.Instant.compare(askedAt, now) > 0) return null;
  const next = askedAt.add({ seconds: PUSH_ASK_AGAIN_SECONDS });
  return Temporal.Instant.compare(next, now) > 0 ? next : null;
}

/** The day the analytics count in: the Stockholm date of a moment. */
export const engagementDay = (now: Temporal.Instant): Temporal.PlainDate => now.toZonedDateTimeISO(STOCKHOLM).toPlainDate();

/** Spec 3 §7: web_session_open once a day per browser — due unless it was sent on this day. */
export const isSessionOpenDue = (sentOn: Temporal.PlainDate | null, now: Temporal.Instant): boolean =>
  sentOn === null || !sentOn.equals(engagementDay(now));

/** The notifications the news page promises as web notifications (spec 3 §2). */
export type PushKind = 'interpreter-assigned' | 'interpreter-phone-changed';

/**
 * Which of the two a notification is, by its headline, the only thing that tells (GetNotifications
 * has no type): "Tolk tillsatt", "Tolkens telefonnummer har ändrats" (and English headlines alike).
 */
export function pushKindOf(notification: Pick<PortalNotification, 'headline'>): PushKind | null {
  const headline = notification.headline.trim().toLowerCase();
  if (/telefonnummer|phone number/.test(headline)) return 'interpreter-phone-changed';
  if (/^tolk tillsatt|interpreter assigned/.test(headline)) return 'interpreter-assigned';
  return null;
}

/**
 * The notifications to show in the browser now: of the two kinds, not shown before, and sent at or
 * after `since` (the moment the portal opened: what was there already is not news), oldest first.
 */
export function newPushNotifications(
  notifications: readonly PortalNotification[],
  shown: ReadonlySet<string>,
  since: Temporal.Instant,
): PortalNotification[] {
  return notifications
    .filter((n) => !shown.has(n.id) && pushKindOf(n) !== null && n.sentAt.epochMilliseconds >= since.epochMilliseconds)
    .sort((a, b) => a.sentAt.epochMilliseconds - b.sentAt.epochMilliseconds);
}
