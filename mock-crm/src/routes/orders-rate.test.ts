import type { FastifyInstance } from 'fastify';
import { ErrorCode, type OrderWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_REASONS_DELIVERY } from '../seed/services.js';
import { OrderSession, advance, buildOrdersApp, codes, setClock } from './orders-testing.js';

describe('RateOrder', () => {
  let app: FastifyInstance;
  let session: OrderSession;
  let performed: OrderWire[];
  let open: OrderWire;

  beforeAll(async () => {
    app = await buildOrdersApp();
    setClock(app, '2026-11-23 10:00:00');
    session = await OrderSession.start(app);
    ({ performed, open } = await performedOrders(3));
  });
  afterAll(() => app.close());

  /** Telephone orders made Monday 10:00, booked 3 minutes later and performed by 12:01; and one still open. */
  async function performedOrders(count: number) {
    setClock(app, '2026-11-23 10:00:00');
    const orders = [];
    for (let i = 0; i < count; i++)
      orders.push((await session.order({ from: '2026-11-23 11:00:00', to: '2026-11-23 11:30:00' })).order);
    const upcoming = (await session.order({ from: '2026-11-30 11:00:00', to: '2026-11-30 11:30:00' })).order;
    advance(app, 3);
    setClock(app, '2026-11-23 12:01:00');
    for (const order of orders) expect((await session.byNumber(order.OrderNumber)).CanBeRated).toBe(true);
    return { performed: orders, open: upcoming };
  }

  it('rates a performed order once: the rating and comment read back and it can no longer be rated', async () => {
    const [order] = performed;
    expect(await session.rate(order!.OrderIdentifier, 4, 'Bra tolkning, lite sen.')).toEqual({ IsSuccess: true, Errors: null });
    expect(await session.byNumber(order!.OrderNumber)).toMatchObject({
      RatingCustomer: 4,
      RatingCustomerComment: 'Bra tolkning, lite sen.',
      CanBeRated: false,
    });

    expect(codes(await session.rate(order!.OrderIdentifier, 5))).toEqual([ErrorCode.OrderCannotBeRated]);
    expect((await session.byNumber(order!.OrderNumber)).RatingCustomer).toBe(4);
  });

  it('takes a low rating with a comment and a complaint reason, and an empty comment as none', async () => {
    const [, low, blank] = performed;
    expect(codes(await session.rate(low!.OrderIdentifier, 1, 'Tolken kom inte.', COMPLAINT_REASONS_DELIVERY[0]!.id))).toEqual([]);
    expect(await session.byNumber(low!.OrderNumber)).toMatchObject({
      RatingCustomer: 1,
      RatingCustomerComment: 'Tolken kom inte.',
    });
    expect(codes(await session.rate(blank!.OrderIdentifier, 5, '  '))).toEqual([]);
    expect(await session.byNumber(blank!.OrderNumber)).toMatchObject({
      RatingCustomer: 5,
      RatingCustomerComment: null,
      CanBeRated: false,
    });
  });

  it('answers 6006 for an order that is not performed', async () => {
    expect((await session.byNumber(open.OrderNumber)).CanBeRated).toBe(false);
    expect(await session.rate(open.OrderIdentifier, 5)).toEqual({
      IsSuccess: false,
      Errors: [expect.objectContaining({ ErrorCode: ErrorCode.OrderCannotBeRated })],
    });
    expect((await session.byNumber(open.OrderNumber)).RatingCustomer).toBeNull();
  });

  it.each([0, 6, 2.5, -1, '5', null])('answers 2004 for the rating %s', async (rating) => {
    const order = (await session.search({ DatetimeFrom: '2026-11-01 00:00:00', DatetimeTo: '2026-11-23 00:00:00' }))!.find(
      (o) => o.CanBeRated,
    )!;
    const answer = await session.rate(order.OrderIdentifier, rating);
    expect(codes(answer)).toEqual([ErrorCode.UnexpectedDataType]);
    expect((await session.byNumber(order.OrderNumber)).CanBeRated).toBe(true);
  });

  it('answers 6008 for an unknown complaint reason and leaves the order unrated', async () => {
    const [order] = (await performedOrders(1)).performed;
    expect(codes(await session.rate(order!.OrderIdentifier, 1, 'Tolken kom inte.', 'no-such-reason'))).toEqual([
      ErrorCode.ComplaintReasonNotFound,
    ]);
    expect(await session.byNumber(order!.OrderNumber)).toMatchObject({ RatingCustomer: null, CanBeRated: true });
  });

  it('fails while a rating fault is set, as Errors 9999 or as IsSuccess false, and saves nothing', async () => {
    const [order] = (await performedOrders(1)).performed;
    app.faults.update({ failRateOrder: 1, rateOrderNotSaved: 1 });
    expect(codes(await session.rate(order!.OrderIdentifier, 5))).toEqual([9999]);
    expect(await session.rate(order!.OrderIdentifier, 5)).toEqual({ IsSuccess: false, Errors: null });
    expect(await session.byNumber(order!.OrderNumber)).toMatchObject({ RatingCustomer: null, CanBeRated: true });
    expect(await session.rate(order!.OrderIdentifier, 5)).toEqual({ IsSuccess: true, Errors: null });
  });

  it('answers 5001 for an unknown order', async () => {
    expect(codes(await session.rate('no-such-order', 5))).toEqual([ErrorCode.OrderNotFound]);
  });
});
