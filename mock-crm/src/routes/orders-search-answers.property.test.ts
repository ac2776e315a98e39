import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRow } from '../store/customers.js';
import type { OrderWire } from '@tolk/crm-contract';
import { toCrmDateTime } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import { SUB_STATUS } from '../orders/statuses.js';
import { OrderSession, advance, buildOrdersApp, setClock, subStatusOf } from './orders-testing.js';

const MONTH = { DatetimeFrom: '2026-11-01 00:00:00', DatetimeTo: '2026-12-01 00:00:00' };
const DAY = { DatetimeFrom: '2026-11-24 00:00:00', DatetimeTo: '2026-11-25 00:00:00' };

/**
 * SearchOrders keeps its answers (orders/search-answers.ts). Whatever happens in between — time
 * passing over starts, ends, late-cancellation limits and received time reports, the clock set
 * back, orders created, cancelled and rated, notifications read — an answer is what mapping the
 * orders afresh at that moment gives.
 */
describe('SearchOrders’ kept answers', () => {
  let app: FastifyInstance;
  let session: OrderSession;
  let customer: CustomerRow;

  beforeAll(async () => {
    app = await buildOrdersApp();
    session = await OrderSession.start(app);
    customer = app.customers.byId(app.db.prepare("SELECT id FROM customers WHERE number = '1001'").pluck().get() as string)!;
  }, 60_000);
  afterAll(() => app.close());

  /** The answer made now without the kept ones: the orders searched and mapped as of now. */
  async function fresh(criteria: { DatetimeFrom: string; DatetimeTo: string }) {
    const nowMs = app.clock.nowMs();
    app.orderWorld.lifecycle.settle(nowMs);
    const filter = {
      fromMs: Date.parse(`${criteria.DatetimeFrom.replace(' ', 'T')}+01:00`),
      toMs: Date.parse(`${criteria.DatetimeTo.replace(' ', 'T')}+01:00`),
      number: null,
      keywords: null,
      orderId: null,
    };
    const { body } = await app.orderWorld.wire.answerUntil(customer, filter, nowMs);
    return (JSON.parse(body.toString('utf8')) as { Orders: unknown }).Orders;
  }

  async function expectFresh(): Promise<void> {
    for (const criteria of [MONTH, DAY]) {
      // Twice: the second is the kept answer when nothing turned in between.
      for (let i = 0; i < 2; i++) expect(await session.search(criteria)).toEqual(await fresh(criteria));
    }
  }

  const step = fc.oneof(
    // Whole minutes from hh:mm:30: "now" is never on an order's whole-minute instants. Short
    // steps mostly, which cross a limit without the lifecycle writing anything.
    fc
      .oneof({ weight: 3, arbitrary: fc.integer({ min: 1, max: 45 }) }, fc.integer({ min: 1, max: 36 * 60 }))
      .map((minutes) => ({ kind: 'advance' as const, minutes })),
    fc.constantFrom(
      { kind: 'set-back' as const },
      { kind: 'create' as const },
      { kind: 'cancel' as const },
      { kind: 'rate' as const },
      { kind: 'read' as const },
    ),
  );

  it('is always what mapping the orders afresh gives', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 26 * 60 }),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        async (start, steps) => {
          setClock(app, '2026-11-23 10:00:30');
          advance(app, start);
          await expectFresh();
          for (const s of steps) {
            if (s.kind === 'advance') advance(app, s.minutes);
            if (s.kind === 'set-back') setClock(app, '2026-11-22 08:00:30');
            const month = (await session.search(MONTH)) ?? [];
            // Refused once the clock has passed it: then nothing is written.
            if (s.kind === 'create') await session.create({ from: '2026-11-24 13:00:00', to: '2026-11-24 14:00:00' });
            const changeable = month.find((o) => o.CanCancelOrder);
            if (s.kind === 'cancel' && changeable) await session.cancel(changeable.OrderIdentifier);
            const rateable = month.find((o) => o.CanBeRated);
            if (s.kind === 'rate' && rateable) await session.rate(rateable.OrderIdentifier, 4);
            const unread = month.find((o) => o.UnreadNotifications.length > 0)?.UnreadNotifications[0];
            if (s.kind === 'read' && unread)
              app.db.prepare('UPDATE notifications SET is_read = 1 WHERE id = ?').run(unread.NotificationIdentifier);
            await expectFresh();
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);

  it('turns the flags and sub-status of a kept answer by time alone', async () => {
    setClock(app, '2026-11-23 10:00:30');
    const phone = (await session.order({ from: '2026-11-24 13:00:00', to: '2026-11-24 14:00:00' })).order;
    const onSite = (await session.order({ from: '2026-11-24 09:00:00', to: '2026-11-24 10:00:00', service: 'Kontakttolkning' }))
      .order;
    const find = async (order: OrderWire) =>
      (await session.search({ DatetimeFrom: '2026-11-24 00:00:00', DatetimeTo: '2026-11-26 00:00:00' }))!.find(
        (o) => o.OrderIdentifier === order.OrderIdentifier,
      )!;
    const writes = () => app.db.prepare('SELECT total_changes()').pluck().get() as number;
    /** Asks at hh:mm:30 and a minute later, with nothing written in between: the kept answer's own limit turns it. */
    async function acrossTheMinuteOf(stockholmTime: string, order: OrderWire): Promise<[OrderWire, OrderWire]> {
      setClock(app, stockholmTime.replace(/:00$/, ':30'));
      advance(app, -1);
      const before = await find(order);
      const written = writes();
      advance(app, 1);
      const after = await find(order);
      expect(writes()).toBe(written);
      return [before, after];
    }

    // Booked by the dispatcher meanwhile. An on-site order is charged from 18 hours before its start.
    const [onSiteEarly, onSiteLate] = await acrossTheMinuteOf('2026-11-23 15:00:00', onSite);
    expect([onSiteEarly.IsLateCancellation, onSiteLate.IsLateCancellation]).toEqual([false, true]);
    // A telephone one from two hours before.
    const [early, late] = await acrossTheMinuteOf('2026-11-24 11:00:00', phone);
    expect([early.IsLateCancellation, late.IsLateCancellation]).toEqual([false, true]);
    // At the start it can no longer be changed, and is in progress.
    const [waiting, started] = await acrossTheMinuteOf('2026-11-24 13:00:00', phone);
    expect(waiting).toMatchObject({ CanBeUpdated: true, CanCancelOrder: true });
    expect(started).toMatchObject({ CanBeUpdated: false, CanCancelOrder: false, IsLateCancellation: false });
    expect(subStatusOf(started)).toBe(SUB_STATUS.orderInProgress);
    // Performed after its end (the lifecycle writes that); the time report arrives later.
    setClock(app, '2026-11-24 14:00:30');
    expect(subStatusOf(await find(phone))).toBe(SUB_STATUS.awaitingTimeReport);
    const receivedMs = app.db
      .prepare('SELECT received_ms FROM time_reports WHERE order_id = ?')
      .pluck()
      .get(phone.OrderIdentifier) as number;
    const received = toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(receivedMs));
    const [awaiting, arrived] = await acrossTheMinuteOf(received, phone);
    expect([subStatusOf(awaiting), subStatusOf(arrived)]).toEqual([SUB_STATUS.awaitingTimeReport, SUB_STATUS.timeReportReceived]);
  });

  it('serves an unchanged world from the kept bytes', async () => {
    setClock(app, '2026-11-23 10:00:30');
    await session.search(MONTH);
    const kept = app.orderWorld.answers.size;
    await session.search(MONTH);
    expect(app.orderWorld.answers.size).toBe(kept);
    expect(kept).toBeGreaterThan(0);
  });
});
