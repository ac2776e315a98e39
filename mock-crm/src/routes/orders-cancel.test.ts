import type { FastifyInstance } from 'fastify';
import { isLateCancellation, parseInstant } from '@tolk/core';
import { ErrorCode } from '@tolk/crm-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_CANCELLATION_REASONS, SMS_REMINDER_ID } from '../seed/services.js';
import { call } from '../testing.js';
import { ORDER_PATHS, OrderSession, advance, buildOrdersApp, codes, setClock, subStatusOf } from './orders-testing.js';

// Monday 2026-11-23 10:00 Stockholm time.
const NOW = '2026-11-23 10:00:00';

describe('CancelOrder', () => {
  let app: FastifyInstance;
  let session: OrderSession;

  beforeAll(async () => {
    app = await buildOrdersApp();
    setClock(app, NOW);
    session = await OrderSession.start(app);
  });
  afterAll(() => app.close());
  beforeEach(() => setClock(app, NOW));

  // Spec 3 §9: charged under 2 h before a telephone start, under 18 h before an on-site start.
  it.each([
    ['a telephone order 1 h 30 min ahead', 'Telefontolkning', '2026-11-23 11:30:00', '2026-11-23 12:00:00', true],
    ['a telephone order 1 h 59 min ahead', 'Telefontolkning', '2026-11-23 11:59:00', '2026-11-23 12:30:00', true],
    ['a telephone order 2 h 01 min ahead', 'Telefontolkning', '2026-11-23 12:01:00', '2026-11-23 12:30:00', false],
    ['a telephone order tomorrow', 'Telefontolkning', '2026-11-24 09:00:00', '2026-11-24 09:30:00', false],
    ['an on-site order 6 h ahead', 'Kontakttolkning', '2026-11-23 16:00:00', '2026-11-23 17:00:00', true],
    ['an on-site order 17 h 30 min ahead', 'Kontakttolkning', '2026-11-24 03:30:00', '2026-11-24 04:30:00', true],
    ['an on-site order 18 h 30 min ahead', 'Kontakttolkning', '2026-11-24 04:30:00', '2026-11-24 05:30:00', false],
    ['an on-site order in two days', 'Kontakttolkning', '2026-11-25 09:00:00', '2026-11-25 10:00:00', false],
  ] as const)(
    'cancels %s, late: %s, and the order then reads cancelled with a notification',
    async (_name, service, from, to, late) => {
      // The portal's rule (core) says the same of the same case before the CRM is asked.
      expect(isLateCancellation(parseInstant(from), service === 'Telefontolkning', parseInstant(NOW))).toBe(late);
      const { order } = await session.order({ service, from, to });
      expect(order.IsLateCancellation).toBe(late); // what a cancellation now would be

      const answer = await session.cancel(order.OrderIdentifier, ORDER_CANCELLATION_REASONS[1]!.id);
      expect(answer).toEqual({ IsSuccess: true, IsLateCancellation: late, OrderNumber: order.OrderNumber, Errors: null });

      const cancelled = await session.byNumber(order.OrderNumber);
      expect(cancelled).toMatchObject({
        OrderStatus: 'cancelled',
        ConsolidatedOrderStatus: {
          StatusIdentifier: 4,
          ConsolidatedOrderStatusMessages: [{ StatusMessageIdentifier: 8, StatusMessage: 'Uppdraget är avbokat' }],
        },
        CanCancelOrder: false,
        CanBeUpdated: false,
        CanBeRated: false,
        IsLateCancellation: late,
        UnreadNotifications: [
          { Headline: 'Uppdraget är avbokat', DatetimeSent: expect.stringMatching(/^2026-11-23 10:00:\d\d$/) },
        ],
      });
    },
  );

  it('cancels a booked order: the interpreter is released and the order is never performed', async () => {
    const { order } = await session.order({ from: '2026-11-26 09:00:00', to: '2026-11-26 10:00:00' });
    advance(app, 3);
    expect((await session.byNumber(order.OrderNumber)).OrderStatus).toBe('accepted');
    expect((await session.cancel(order.OrderIdentifier)).IsSuccess).toBe(true);

    setClock(app, '2026-11-26 10:01:00');
    const after = await session.byNumber(order.OrderNumber);
    expect(after.OrderStatus).toBe('cancelled');
    expect(after.CanBeRated).toBe(false);
    expect(after.UnreadNotifications.map((n) => n.Headline).sort()).toEqual(['Tolk tillsatt', 'Uppdraget är avbokat']);
  });

  it('answers 5101 for an order already cancelled', async () => {
    const { order } = await session.order({ from: '2026-11-27 09:00:00', to: '2026-11-27 09:30:00' });
    expect(codes(await session.cancel(order.OrderIdentifier))).toEqual([]);
    const again = await session.cancel(order.OrderIdentifier);
    expect(again).toEqual({
      IsSuccess: false,
      IsLateCancellation: false,
      OrderNumber: null,
      Errors: [expect.objectContaining({ ErrorCode: ErrorCode.OrderAlreadyCancelled })],
    });
  });

  it('answers 5100 for an order that has started or been performed', async () => {
    const { order } = await session.order({ from: '2026-11-23 10:30:00', to: '2026-11-23 11:00:00' });
    advance(app, 3);
    setClock(app, '2026-11-23 10:45:00');
    expect((await session.byNumber(order.OrderNumber)).OrderStatus).toBe('accepted');
    expect(subStatusOf(await session.byNumber(order.OrderNumber))).toBe(3);
    expect(codes(await session.cancel(order.OrderIdentifier))).toEqual([ErrorCode.CannotCancelOrder]);

    setClock(app, '2026-11-23 11:05:00');
    expect((await session.byNumber(order.OrderNumber)).OrderStatus).toBe('fullfilled');
    expect(codes(await session.cancel(order.OrderIdentifier))).toEqual([ErrorCode.CannotCancelOrder]);
    expect((await session.byNumber(order.OrderNumber)).OrderStatus).toBe('fullfilled');
  });

  it('answers 5100 for a seeded past order of every final status but cancelled (5101)', async () => {
    const past = (await session.search({ DatetimeFrom: '2026-09-01 00:00:00', DatetimeTo: '2026-11-01 00:00:00' }))!;
    for (const status of ['fullfilled', 'rejected', 'cancelled']) {
      const order = past.find((o) => o.OrderStatus === status);
      if (!order) continue;
      expect(codes(await session.cancel(order.OrderIdentifier)), status).toEqual([
        status === 'cancelled' ? ErrorCode.OrderAlreadyCancelled : ErrorCode.CannotCancelOrder,
      ]);
    }
  });

  it('answers 5102 for an unknown reason, and cancels nothing', async () => {
    const { order } = await session.order({ from: '2026-11-28 09:00:00', to: '2026-11-28 09:30:00' });
    expect(codes(await session.cancel(order.OrderIdentifier, 'no-such-reason'))).toEqual([ErrorCode.CancellationReasonNotFound]);
    expect((await session.byNumber(order.OrderNumber)).OrderStatus).toBe('available');
  });

  it('answers 5001 for an unknown order', async () => {
    expect(codes(await session.cancel('no-such-order'))).toEqual([ErrorCode.OrderNotFound]);
  });

  it('keeps the SMS reminder sent with the cancellation', async () => {
    const { order } = await session.order({ from: '2026-11-29 09:00:00', to: '2026-11-29 09:30:00' });
    const sms = {
      AdditionalServiceIdentifier: SMS_REMINDER_ID,
      MessageReceiver: '070-111 22 33',
      SendHoursAfterBookingInsertOrChange: 1,
      SendHoursBeforeBooking: null,
    };
    const { body } = await call(app, ORDER_PATHS.cancel, {
      Token: session.token,
      OrderIdentifier: order.OrderIdentifier,
      OrderCancellationReasonIdentifier: ORDER_CANCELLATION_REASONS[0]!.id,
      CustomerOrderAdditionalServices: [sms],
      IsPatientConsentGiven: true,
    });
    expect(body.Errors).toBeNull();
    expect((await session.byNumber(order.OrderNumber)).CustomerOrderAdditionalServices).toEqual([sms]);
  });
});
