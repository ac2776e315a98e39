import type { FastifyInstance } from 'fastify';

import { ErrorCode, fromCrmDateTime, type OrderWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_ORDERS } from '../seed/customers.js';
import { OrderSession, buildOrdersApp, codes, setClock } from './orders-testing.js';

const NOW = '2026-11-23 10:00:00';
const STATUS_ID: Record<string, number> = { available: 1, accepted: 2, fullfilled: 3, cancelled: 4, rejected: 5 };
const ms = (crmTime: string) => fromCrmDateTime(crmTime)!.epochMilliseconds;

/** The demo world as `npm start` seeds it (10,000 orders for the demo customers), read through SearchOrders. */
describe('the seeded order world', () => {
  let app: FastifyInstance;
  let first: OrderSession; // 1001
  let second: OrderSession; // 1002

  beforeAll(async () => {
    app = await buildOrdersApp({ seedOrders: DEFAULT_DEMO_ORDERS });
    setClock(app, NOW);
    [first, second] = await Promise.all([OrderSession.start(app), OrderSession.start(app, '1002', 'Tolkportal2')]);
  }, 60_000); // seeding 10,000 orders takes a few seconds, more on a busy machine
  afterAll(() => app.close());

  it.each(['1001', '1002'])(
    'has, within this month, orders of every status and of the four service types (%s)',
    async (customer) => {
      const session = customer === '1001' ? first : second;
      const month = (await session.search({ DatetimeFrom: '2026-11-01 00:00:00', DatetimeTo: '2026-12-01 00:00:00' }))!;
      expect(new Set(month.map((o) => o.OrderStatus))).toEqual(
        new Set(['available', 'accepted', 'fullfilled', 'cancelled', 'rejected']),
      );
      expect(new Set(month.map((o) => o.ArticleName))).toEqual(
        new Set(['Telefontolkning', 'Kontakttolkning', 'Videotolkning', 'Skypetolkning']),
      );
      expect(month.some((o) => o.CanBeRated)).toBe(true);
      expect(month.some((o) => o.RatingCustomer !== null)).toBe(true);
      expect(month.some((o) => o.NumberOfUnreadNotifications > 0)).toBe(true);
    },
  );

  it('answers flags consistent with each order: changeable iff open or booked and ahead, ratable iff performed and unrated', async () => {
    const nowMs = app.clock.now().epochMilliseconds;
    // Half a year around today: every status, past and coming (a wider period only makes the test slower).
    const orders: OrderWire[] = (await first.search({ DatetimeFrom: '2026-08-01 00:00:00', DatetimeTo: '2027-02-01 00:00:00' }))!;
    expect(orders.length).toBeGreaterThan(1000);
    // Checked without an expect per order; the answer names each order that breaks a rule.
    const broken = orders.flatMap((order) => {
      const start = ms(order.DatetimeFrom);
      const end = ms(order.DatetimeTo);
      const changeable = (order.OrderStatus === 'available' || order.OrderStatus === 'accepted') && start > nowMs;
      const rules: Record<string, boolean> = {
        'starts before it ends': start < end,
        'consolidated status of its status': order.ConsolidatedOrderStatus.StatusIdentifier === STATUS_ID[order.OrderStatus],
        'CanBeUpdated iff changeable': order.CanBeUpdated === changeable,
        'CanCancelOrder iff changeable': order.CanCancelOrder === changeable,
        'CanBeRated iff performed and unrated':
          order.CanBeRated === (order.OrderStatus === 'fullfilled' && order.RatingCustomer === null),
        'rated 1-5 only when performed':
          order.RatingCustomer === null ||
          (order.OrderStatus === 'fullfilled' && order.RatingCustomer >= 1 && order.RatingCustomer <= 5),
        'late cancellation only when changeable or cancelled':
          !order.IsLateCancellation || changeable || order.OrderStatus === 'cancelled',
        'performed only after its end': order.OrderStatus !== 'fullfilled' || end <= nowMs,
        'open only ahead': order.OrderStatus !== 'available' || start > nowMs,
        'booked only until its end': order.OrderStatus !== 'accepted' || end > nowMs,
        'an interpreter iff booked or performed':
          (order.Resource !== null) === (order.OrderStatus === 'accepted' || order.OrderStatus === 'fullfilled'),
        'remote unless on-site': order.IsPerformedRemotely === (order.ArticleName !== 'Kontakttolkning'),
        'an address iff on-site': (order.PostalAddressPerforming !== null) === !order.IsPerformedRemotely,
        'a meeting link for video':
          order.ArticleName !== 'Videotolkning' || /^https:\/\//.test(order.MeetingDetails?.MeetingUrl ?? ''),
        'unread count of the unread list': order.NumberOfUnreadNotifications === order.UnreadNotifications.length,
      };
      return Object.entries(rules)
        .filter(([, holds]) => !holds)
        .map(([rule]) => `${order.OrderNumber} (${order.OrderStatus} ${order.DatetimeFrom}): ${rule}`);
    });
    expect(broken).toEqual([]);
  });

  describe("isolation: customer 1002 never reaches 1001's orders", () => {
    let theirs: { order: OrderWire; sent: Record<string, unknown> };
    let performed: OrderWire;

    beforeAll(async () => {
      setClock(app, NOW);
      theirs = await first.order({ from: '2026-12-07 09:00:00', to: '2026-12-07 09:30:00' });
      performed = (await first.search({ DatetimeFrom: '2026-11-01 00:00:00', DatetimeTo: '2026-11-23 00:00:00' }))!.find(
        (o) => o.CanBeRated,
      )!;
    });

    it('finds nothing by their identifier, number or keywords, nor in a period', async () => {
      for (const order of [theirs.order, performed]) {
        expect(await second.search({ OrderIdentifier: order.OrderIdentifier })).toBeNull();
        expect(await second.search({ OrderNumber: order.OrderNumber })).toBeNull();
        expect(await second.search({ Keywords: order.OrderNumber })).toBeNull();
      }
      const own = (await second.search({ DatetimeFrom: '2026-11-01 00:00:00', DatetimeTo: '2026-12-31 00:00:00' }))!;
      const customerNames = new Set(own.map((o) => o.Customer.CustomerName));
      expect(customerNames).toEqual(new Set(['Region Skåne – Akutmottagningen Malmö']));
      expect(own.map((o) => o.OrderIdentifier)).not.toContain(theirs.order.OrderIdentifier);
    });

    it('answers 5001 to UpdateOrder, CancelOrder and RateOrder, and changes nothing', async () => {
      const update = await second.update(
        second.updateBody(
          second.createBody({ from: '2026-12-08 09:00:00', to: '2026-12-08 09:30:00' }),
          theirs.order.OrderIdentifier,
        ),
      );
      expect(update).toEqual({ UpdatedOrder: null, Errors: [expect.objectContaining({ ErrorCode: ErrorCode.OrderNotFound })] });
      const cancel = await second.cancel(theirs.order.OrderIdentifier);
      expect(cancel).toEqual({
        IsSuccess: false,
        IsLateCancellation: false,
        OrderNumber: null,
        Errors: [expect.objectContaining({ ErrorCode: ErrorCode.OrderNotFound })],
      });
      expect(codes(await second.rate(performed.OrderIdentifier, 1, 'Dålig.'))).toEqual([ErrorCode.OrderNotFound]);

      expect(await first.byNumber(theirs.order.OrderNumber)).toMatchObject({
        OrderStatus: theirs.order.OrderStatus,
        DatetimeFrom: '2026-12-07 09:00:00',
      });
      expect(await first.byNumber(performed.OrderNumber)).toMatchObject({ RatingCustomer: null, CanBeRated: true });
    });
  });
});
