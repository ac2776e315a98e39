import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_WINDOW, notificationWindow, type PortalNotification } from './notification-window.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Temporal.Instant.from('2026-11-27T12:00:00Z');

/** Notifications sent from a week before now to an hour after it (a CRM clock ahead of the device's). */
const notifications = fc
  .uniqueArray(
    fc.record({
      id: fc.uuid(),
      offsetMs: fc.integer({ min: -7 * DAY_MS, max: 60 * 60 * 1000 }),
      isRead: fc.boolean(),
    }),
    { selector: (n) => n.id, maxLength: 60 },
  )
  .map((list) =>
    list.map(({ id, offsetMs, isRead }): PortalNotification => ({
      id,
      headline: id,
      message: '',
      sentAt: NOW.add({ milliseconds: offsetMs }).toZonedDateTimeISO('Europe/Stockholm'),
      isRead,
      orderIds: [],
    })),
  );

describe('the notification window (spec 2 §7)', () => {
  it('shows the newest, at most 30, none older than three days, and counts the unread among them', () => {
    fc.assert(
      fc.property(notifications, (all) => {
        const { shown, unreadCount } = notificationWindow(all, NOW);
        const recent = all.filter((n) => NOW.epochMilliseconds - n.sentAt.epochMilliseconds <= NOTIFICATION_WINDOW.days * DAY_MS);
        expect(shown.length).toBe(Math.min(recent.length, NOTIFICATION_WINDOW.max));
        for (let i = 1; i < shown.length; i++)
          expect(shown[i - 1]!.sentAt.epochMilliseconds).toBeGreaterThanOrEqual(shown[i]!.sentAt.epochMilliseconds);
        // Nothing left out is newer than the oldest shown.
        const oldestShown = shown.at(-1)?.sentAt.epochMilliseconds ?? Infinity;
        expect(recent.filter((n) => !shown.includes(n)).every((n) => n.sentAt.epochMilliseconds <= oldestShown)).toBe(true);
        expect(unreadCount).toBe(shown.filter((n) => !n.isRead).length);
      }),
    );
  });

  it('shows one sent after now (the CRM’s clock ahead of the device’s) as the newest', () => {
    const ahead: PortalNotification = {
      id: 'ahead',
      headline: 'Ny förfrågan',
      message: '',
      sentAt: NOW.add({ minutes: 5 }).toZonedDateTimeISO('Europe/Stockholm'),
      isRead: false,
      orderIds: [],
    };
    expect(notificationWindow([ahead], NOW)).toEqual({ shown: [ahead], unreadCount: 1 });
  });
});
