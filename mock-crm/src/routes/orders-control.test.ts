import type { FastifyInstance } from 'fastify';
import type { NotificationWire, OrderWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, logIn } from '../testing.js';

/** The test app's clock stands at 2026-11-23 10:00 Stockholm (a Monday) unless a test moves it. */
describe('the order and notification controls', () => {
  let app: FastifyInstance;
  let token: string;
  const post = async (url: string, payload: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url, payload });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const order = (payload: Record<string, unknown>) => post('/__control/orders', payload);
  const byNumber = async (OrderNumber: string) =>
    ((await call(app, '/CRMCustomer/SearchOrders', { Token: token, OrderNumber })).body.Orders as OrderWire[])[0]!;
  const notificationsOf = async (orderId: string) =>
    (
      (
        await call(app, '/Common/GetNotifications', {
          Token: token,
          DoOnlyIncludeUnreadNotifications: false,
          OrderIdentifier: orderId,
        })
      ).body.Notifications as NotificationWire[] | null
    )?.filter((n) => n.OrderIdentifiers.some((o) => o.OrderIdentifier === orderId)) ?? [];

  beforeAll(async () => {
    app = await buildTestApp();
    token = await logIn(app, '1003', 'Tolkportal3');
  });
  afterAll(() => app.close());

  it('makes an order that has ended performed, as the lifecycle leaves it, booked a week before its start', async () => {
    const { status, body } = await order({ customerNumber: '1003', from: '2026-11-20 10:00:00', to: '2026-11-20 10:30:00' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'fulfilled', orderNumber: expect.stringMatching(/^\d+$/) });
    const made = await byNumber(body.orderNumber as string);
    expect(made.OrderIdentifier).toBe(body.orderIdentifier);
    expect([made.DatetimeFrom, made.DatetimeTo, made.ArticleName, made.Skill]).toEqual([
      '2026-11-20 10:00:00',
      '2026-11-20 10:30:00',
      'Telefontolkning',
      'Arabiska',
    ]);
    expect(made.ConsolidatedOrderStatus.StatusIdentifier).toBe(3);
    expect(made.Resource).not.toBeNull();
    // Its "interpreter assigned" came when it was staffed, a week before: outside the bell's three days.
    const [assigned] = await notificationsOf(made.OrderIdentifier);
    expect(assigned).toMatchObject({ Headline: 'Tolk tillsatt', IsRead: false });
    expect(assigned!.DatetimeSent.slice(0, 10)).toBe('2026-11-13');
  });

  it('books an order still to come as of a week ago', async () => {
    const { body } = await order({ customerNumber: '1003', from: '2026-11-23 14:00:00', to: '2026-11-23 15:00:00' });
    expect(body.status).toBe('booked');
    const made = await byNumber(body.orderNumber as string);
    expect(made.ConsolidatedOrderStatus.StatusIdentifier).toBe(2);
    const [assigned] = await notificationsOf(made.OrderIdentifier);
    expect(assigned!.DatetimeSent.slice(0, 10)).toBe('2026-11-16');
  });

  it('refuses an unknown customer, unreadable times and an order the CRM would refuse', async () => {
    expect((await order({ customerNumber: '9999', from: '2026-11-20 10:00:00', to: '2026-11-20 11:00:00' })).status).toBe(400);
    expect((await order({ customerNumber: '1003', from: 'igår', to: '2026-11-20 11:00:00' })).status).toBe(400);
    const backwards = await order({ customerNumber: '1003', from: '2026-11-20 11:00:00', to: '2026-11-20 10:00:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toMatch(/^2003 /);
  });

  it('attaches a file when asked, as CreateNewOrder would, and refuses one it would refuse', async () => {
    const base64 = Buffer.from('%PDF-1.4 kallelse\n').toString('base64');
    const { status, body } = await order({
      customerNumber: '1003',
      from: '2026-11-30 10:00:00',
      to: '2026-11-30 10:30:00',
      attachment: { filename: 'kallelse.pdf', contentType: 'application/pdf', base64, description: 'Kallelsen' },
    });
    expect(status).toBe(200);
    const [listed] = (await byNumber(body.orderNumber as string)).Attachments!;
    expect(listed).toMatchObject({ AttachmentFilename: 'kallelse.pdf', AttachmentContentType: 'application/pdf' });
    const file = await call(app, '/CRMCustomer/GetAttachmentCustomer', {
      Token: token,
      AttachmentIdentifier: listed!.AttachmentReference,
    });
    expect(file.body.Attachment).toEqual({
      AttachmentFile: base64,
      AttachmentFilename: 'kallelse.pdf',
      AttachmentContentType: 'application/pdf',
    });

    const times = { customerNumber: '1003', from: '2026-11-30 11:00:00', to: '2026-11-30 11:30:00' };
    expect((await order({ ...times, attachment: { filename: 'kallelse.pdf' } })).status).toBe(400);
    const program = await order({ ...times, attachment: { filename: 'program.exe', contentType: 'application/x', base64 } });
    expect(program.status).toBe(400);
    expect(program.body.error).toMatch(/allowed types/);
  });

  it('raises an unread notification about an order, sent now or when asked', async () => {
    const { body: made } = await order({ customerNumber: '1003', from: '2026-10-01 09:00:00', to: '2026-10-01 09:30:00' });
    const orderIdentifier = made.orderIdentifier as string;
    const now = await post('/__control/notifications', {
      orderIdentifier,
      headline: 'Tolkens telefonnummer har ändrats',
      message: 'Nytt nummer.',
    });
    expect(now).toEqual({
      status: 200,
      body: { notificationIdentifier: expect.any(String), sent: expect.stringMatching(/^2026-11-23 10:\d\d:\d\d$/) },
    });
    const earlier = await post('/__control/notifications', {
      orderIdentifier,
      headline: 'Uppdraget är ändrat',
      message: 'Ny tid.',
      sent: '2026-11-19 08:15:00',
    });
    expect(earlier.body.sent).toBe('2026-11-19 08:15:00');

    const [newest, older] = await notificationsOf(orderIdentifier);
    expect(newest).toMatchObject({
      NotificationIdentifier: now.body.notificationIdentifier,
      Headline: 'Tolkens telefonnummer har ändrats',
      Message: 'Nytt nummer.',
      IsRead: false,
      OrderIdentifiers: [{ OrderIdentifier: orderIdentifier }],
    });
    expect(older).toMatchObject({
      NotificationIdentifier: earlier.body.notificationIdentifier,
      DatetimeSent: '2026-11-19 08:15:00',
    });
  });

  it('refuses a notification about no order, or without a headline and message', async () => {
    expect((await post('/__control/notifications', { orderIdentifier: 'nope', headline: 'x', message: 'y' })).status).toBe(400);
    const { body: made } = await order({ customerNumber: '1003', from: '2026-10-02 09:00:00', to: '2026-10-02 09:30:00' });
    expect((await post('/__control/notifications', { orderIdentifier: made.orderIdentifier, headline: ' ' })).status).toBe(400);
  });

  it('is not there without MOCK_CRM_CONTROL', async () => {
    const closed = await buildTestApp({ controlEnabled: false });
    try {
      const response = await closed.inject({
        method: 'POST',
        url: '/__control/orders',
        payload: { customerNumber: '1003', from: '2026-11-20 10:00:00', to: '2026-11-20 10:30:00' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
