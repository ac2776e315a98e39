import type { FastifyInstance } from 'fastify';
import type { NotificationWire, OrderWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIdOf } from '../follow-up/testing.js';
import { buildTestApp, call, logIn } from '../testing.js';

describe('notifications', () => {
  let app: FastifyInstance;
  let token: string;
  const list = async (body: Record<string, unknown> = {}) => {
    const answer = await call(app, '/Common/GetNotifications', {
      Token: token,
      DoOnlyIncludeUnreadNotifications: false,
      ...body,
    });
    return { ...answer, notifications: (answer.body.Notifications as NotificationWire[] | null) ?? [] };
  };
  const setRead = (NotificationIdentifier: string, IsRead: boolean) =>
    call(app, '/Common/SetNotificationReadStatus', { Token: token, NotificationIdentifier, IsRead });
  const orderOf = async (OrderIdentifier: string) =>
    ((await call(app, '/CRMCustomer/SearchOrders', { Token: token, OrderIdentifier })).body.Orders as OrderWire[])[0]!;

  beforeAll(async () => {
    app = await buildTestApp();
    token = await logIn(app);
  });
  afterAll(() => app.close());

  it("lists the customer's own notifications, newest first, linked to their orders", async () => {
    const { body, notifications } = await list();
    expect(body.Errors).toBeNull();
    expect(notifications.length).toBeGreaterThan(0);
    const sent = notifications.map((n) => n.DatetimeSent);
    expect(sent).toEqual([...sent].sort().reverse());
    const own = new Set(
      app.db.prepare('SELECT id FROM orders WHERE customer_id = ?').pluck().all(customerIdOf(app, '1001')) as string[],
    );
    for (const n of notifications) for (const o of n.OrderIdentifiers) expect(own.has(o.OrderIdentifier)).toBe(true);
    const stored = app.db
      .prepare('SELECT COUNT(*) FROM notifications WHERE customer_id = ?')
      .pluck()
      .get(customerIdOf(app, '1001'));
    expect(notifications).toHaveLength(stored as number);
  });

  it('names the work assignment of an order that has an interpreter', async () => {
    const { notifications } = await list();
    const assigned = notifications.find((n) => n.Headline === 'Tolk tillsatt')!;
    const order = await orderOf(assigned.OrderIdentifiers[0]!.OrderIdentifier);
    expect(assigned.WorkAssignmentIdentifiers).toEqual([{ WorkAssignmentIdentifier: order.WorkAssignmentIdentifier }]);
  });

  it('filters by order, by unread and by the time sent from', async () => {
    const { notifications: all } = await list();
    const orderId = all[0]!.OrderIdentifiers[0]!.OrderIdentifier;
    const byOrder = (await list({ OrderIdentifier: orderId })).notifications;
    expect(byOrder.length).toBeGreaterThan(0);
    expect(byOrder.every((n) => n.OrderIdentifiers[0]!.OrderIdentifier === orderId)).toBe(true);
    const unread = (await list({ DoOnlyIncludeUnreadNotifications: true })).notifications;
    expect(unread).toEqual(all.filter((n) => !n.IsRead));
    const from = all[1]!.DatetimeSent;
    expect((await list({ DatetimeSentFrom: from })).notifications).toEqual(all.filter((n) => n.DatetimeSent >= from));
    expect((await list({ DatetimeSentFrom: '2030-01-01 00:00:00' })).body.Notifications).toBeNull();
  });

  it("answers 5001 for an order that is not the customer's, 2001 and 2003 for bad input", async () => {
    const other = app.db
      .prepare('SELECT id FROM orders WHERE customer_id = ? LIMIT 1')
      .pluck()
      .get(customerIdOf(app, '1002')) as string;
    expect((await list({ OrderIdentifier: other })).body).toMatchObject({ Notifications: null, Errors: [{ ErrorCode: 5001 }] });
    expect((await list({ OrderIdentifier: 'no-such-order' })).body.Errors).toMatchObject([{ ErrorCode: 5001 }]);
    const missing = await call(app, '/Common/GetNotifications', { Token: token });
    expect(missing.body.Errors).toMatchObject([{ ErrorCode: 2001 }]);
    expect((await list({ DatetimeSentFrom: '2026-13-01 00:00:00' })).body.Errors).toMatchObject([{ ErrorCode: 2003 }]);
  });

  it("marks a notification read and unread again; the order's unread notifications follow", async () => {
    const { notifications } = await list({ DoOnlyIncludeUnreadNotifications: true });
    const target = notifications.find((n) => n.OrderIdentifiers.length > 0)!;
    const orderId = target.OrderIdentifiers[0]!.OrderIdentifier;
    const before = await orderOf(orderId);
    expect(before.UnreadNotifications.map((n) => n.NotificationIdentifier)).toContain(target.NotificationIdentifier);

    expect((await setRead(target.NotificationIdentifier, true)).body).toEqual({ IsSuccess: true, Errors: null });
    const read = (await list({ OrderIdentifier: orderId })).notifications.find(
      (n) => n.NotificationIdentifier === target.NotificationIdentifier,
    )!;
    expect(read.IsRead).toBe(true);
    expect(
      (await list({ DoOnlyIncludeUnreadNotifications: true })).notifications.map((n) => n.NotificationIdentifier),
    ).not.toContain(target.NotificationIdentifier);
    const after = await orderOf(orderId);
    expect(after.UnreadNotifications.map((n) => n.NotificationIdentifier)).not.toContain(target.NotificationIdentifier);
    expect(after.NumberOfUnreadNotifications).toBe(before.NumberOfUnreadNotifications - 1);

    expect((await setRead(target.NotificationIdentifier, false)).body.IsSuccess).toBe(true);
    expect((await orderOf(orderId)).NumberOfUnreadNotifications).toBe(before.NumberOfUnreadNotifications);
  });

  it("answers 6003 for an unknown notification or another customer's, and changes nothing", async () => {
    const other = app.db
      .prepare('SELECT id, is_read FROM notifications WHERE customer_id = ? LIMIT 1')
      .get(customerIdOf(app, '1002')) as {
      id: string;
      is_read: number;
    };
    expect((await setRead(other.id, other.is_read === 0)).body).toEqual({
      IsSuccess: false,
      Errors: [expect.objectContaining({ ErrorCode: 6003 })],
    });
    expect(app.db.prepare('SELECT is_read FROM notifications WHERE id = ?').pluck().get(other.id)).toBe(other.is_read);
    expect((await setRead('no-such-notification', true)).body.Errors).toMatchObject([{ ErrorCode: 6003 }]);
  });

  it('shows the notification the order lifecycle raises when an order is cancelled', async () => {
    const order = app.db
      .prepare(
        `SELECT id, number FROM orders WHERE customer_id = ? AND status IN ('open', 'booked') AND start_ms > ? ORDER BY start_ms DESC LIMIT 1`,
      )
      .get(customerIdOf(app, '1001'), app.clock.now().epochMilliseconds) as { id: string; number: string };
    const cancelled = await call(app, '/CRMCustomer/CancelOrder', {
      Token: token,
      OrderIdentifier: order.id,
      OrderCancellationReasonIdentifier: app.reasons.cancellationReasons()[0]!.OrderCancellationReasonIdentifier,
      CustomerOrderAdditionalServices: null,
      IsPatientConsentGiven: true,
    });
    expect(cancelled.body.Errors).toBeNull();
    const [newest] = (await list({ OrderIdentifier: order.id, DoOnlyIncludeUnreadNotifications: true })).notifications;
    expect(newest).toMatchObject({
      Headline: 'Uppdraget är avbokat',
      IsRead: false,
      OrderIdentifiers: [{ OrderIdentifier: order.id }],
    });
    expect(newest!.Message).toContain(order.number);
  });
});
