import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderWireMapper } from '../orders/order-wire.js';
import { OrderWireThreads } from '../orders/order-wire-threads.js';
import type { CustomerRow } from '../store/customers.js';
import { advance, buildOrdersApp, OrderSession, ORDER_PATHS } from './orders-testing.js';

/**
 * SearchOrders on a database file (as `npm start` runs it): its answers are made on the search
 * threads, each over a read-only connection of its own. They must be the very bytes the server's
 * own connection makes, and see every write the server acknowledged before the question. The
 * threads run the build (order-wire-threads.ts): `npm test` builds first; run alone, build mock-crm
 * after changing what they run.
 */
describe('SearchOrders made on the search threads', () => {
  let folder: string;
  let app: FastifyInstance;
  let session: OrderSession;
  let customer: CustomerRow;
  let own: OrderWireMapper;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'mock-crm-threads-'));
    app = await buildOrdersApp({ databasePath: join(folder, 'mock-crm.sqlite'), searchThreads: 2 });
    session = await OrderSession.start(app);
    customer = app.customers.byId(app.db.prepare("SELECT id FROM customers WHERE number = '1001'").pluck().get() as string)!;
    own = new OrderWireMapper(app.db);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** SearchOrders' bytes as sent, and as the server's own connection makes them now. */
  async function bothWays(criteria: Record<string, string>, filter: Partial<Parameters<OrderWireMapper['answerUntil']>[1]>) {
    const response = await app.inject({
      method: 'POST',
      url: ORDER_PATHS.search,
      payload: { ApiKey: app.config.apiKey, Token: session.token, ...criteria },
    });
    const nowMs = app.clock.nowMs();
    const made = own.answerUntil(
      customer,
      { fromMs: null, toMs: null, number: null, keywords: null, orderId: null, ...filter },
      nowMs,
    );
    return { sent: response.rawPayload.toString('utf8'), own: made.body.toString('utf8') };
  }

  it('are made on threads, not on the server’s connection', () => {
    expect(app.orderWorld.wire).toBeInstanceOf(OrderWireThreads);
  });

  it('are the bytes the server’s own connection makes, for a month, a day, keywords and a number, as the clock runs', async () => {
    const month = { DatetimeFrom: '2026-11-01 00:00:00', DatetimeTo: '2026-12-01 00:00:00' };
    const monthMs = { fromMs: Date.parse('2026-10-31T23:00:00Z'), toMs: Date.parse('2026-11-30T23:00:00Z') };
    const day = { DatetimeFrom: '2026-11-24 00:00:00', DatetimeTo: '2026-11-25 00:00:00' };
    const dayMs = { fromMs: Date.parse('2026-11-23T23:00:00Z'), toMs: Date.parse('2026-11-24T23:00:00Z') };
    const some = (await session.search(month))!;
    expect(some.length).toBeGreaterThan(5);
    const number = some[3]!.OrderNumber;
    for (let step = 0; step < 3; step++) {
      for (const [criteria, filter] of [
        [month, monthMs],
        [day, dayMs],
        [{ Keywords: 'Arabiska' }, { keywords: 'Arabiska' }],
        [{ OrderNumber: number }, { number }],
      ] as const) {
        const { sent, own: made } = await bothWays(criteria, filter);
        expect(sent).toBe(made);
      }
      // Past some orders' starts and ends: their sub-statuses and flags turn.
      advance(app, 26 * 60);
    }
  });

  it('answer questions asked together, each its own', async () => {
    const days = Array.from({ length: 12 }, (_, n) => `2026-11-${String(n + 10).padStart(2, '0')}`);
    const together = await Promise.all(
      days.map((date) => session.search({ DatetimeFrom: `${date} 00:00:00`, DatetimeTo: `${date} 23:59:59` })),
    );
    const oneByOne = [];
    for (const date of days)
      oneByOne.push(await session.search({ DatetimeFrom: `${date} 00:00:00`, DatetimeTo: `${date} 23:59:59` }));
    expect(together).toEqual(oneByOne);
  });

  it('see an order at once after it was created, changed and cancelled', async () => {
    const { order, sent } = await session.order({ from: '2026-12-03 09:00:00', to: '2026-12-03 10:00:00' });
    expect(order.DatetimeFrom).toBe('2026-12-03 09:00:00');
    const day = { DatetimeFrom: '2026-12-03 00:00:00', DatetimeTo: '2026-12-04 00:00:00' };
    expect((await session.search(day))!.map((found) => found.OrderNumber)).toContain(order.OrderNumber);
    const changed = await session.update(
      session.updateBody(sent, order.OrderIdentifier, { DatetimeFrom: '2026-12-03 09:30:00' }),
    );
    expect(changed.Errors).toBeNull();
    expect((await session.byNumber(order.OrderNumber)).DatetimeFrom).toBe('2026-12-03 09:30:00');
    expect((await session.cancel(order.OrderIdentifier)).Errors).toBeNull();
    expect((await session.byNumber(order.OrderNumber)).OrderStatus).toBe('cancelled');
  });
});
