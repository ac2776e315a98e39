import type { FastifyInstance } from 'fastify';
import { parseInstant } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_PATHS, OrderSession, advance, buildOrdersApp, setClock, subStatusOf } from './orders-testing.js';
import { call } from '../testing.js';

/**
 * Orders over the nights the clocks change keep the wall times they were booked with, and last
 * as long as they really do: 01:30–04:00 is 1 h 30 min on the spring night, 3 h 30 min in autumn.
 */
describe('orders over a DST change', () => {
  let app: FastifyInstance;
  let session: OrderSession;

  beforeAll(async () => {
    app = await buildOrdersApp();
    setClock(app, '2027-03-26 10:00:00'); // the Friday before the spring change
    session = await OrderSession.start(app);
  });
  afterAll(() => app.close());

  const minutesAfter = (stockholmTime: string, minutes: number) =>
    app.clock.set(parseInstant(stockholmTime).add(Temporal.Duration.from({ minutes })));

  it.each([
    ['spring forward', '2027-03-28', 90],
    ['fall back', '2027-10-31', 210],
  ] as const)('%s (%s): the wire keeps 01:30–04:00 and the order lasts %i minutes', async (_name, day, minutes) => {
    setClock(app, '2027-03-26 10:00:00');
    const from = `${day} 01:30:00`;
    const to = `${day} 04:00:00`;
    const { body } = await call(app, ORDER_PATHS.create, session.createBody({ from, to }));
    expect(body.Errors).toBeNull();
    const [returned] = body.ReturnedOrder as { OrderNumber: string; DateTimeOrderFrom: string; DateTimeOrderTo: string }[];
    expect(returned).toMatchObject({ DateTimeOrderFrom: from, DateTimeOrderTo: to });
    const number = returned!.OrderNumber;

    advance(app, 3);
    expect(await session.byNumber(number)).toMatchObject({
      OrderStatus: 'accepted',
      DatetimeFrom: from,
      DatetimeTo: to,
      DatetimeOrderFrom: from,
      DatetimeOrderTo: to,
    });
    const onTheDay = await session.search({ DatetimeFrom: `${day} 00:00:00`, DatetimeTo: `${day} 23:59:59` });
    expect(onTheDay?.map((o) => o.OrderNumber)).toContain(number);

    minutesAfter(from, minutes - 1);
    const working = await session.byNumber(number);
    expect(working.OrderStatus).toBe('accepted');
    expect(subStatusOf(working)).toBe(3);

    minutesAfter(from, minutes);
    expect(await session.byNumber(number)).toMatchObject({
      OrderStatus: 'fullfilled',
      DatetimeFrom: from,
      DatetimeTo: to,
      CanBeRated: true,
    });
  });
});
