import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing.js';
import { INSERT_ORDER_SQL, type OrderRow } from './order-row.js';

const DAY_MS = 86_400_000;

describe('OrdersStore.search over a period', () => {
  let app: FastifyInstance;
  let customerId: string;
  let template: OrderRow;

  beforeAll(async () => {
    app = await buildTestApp();
    customerId = app.db.prepare("SELECT id FROM customers WHERE number = '1001'").pluck().get() as string;
    template = app.db.prepare('SELECT * FROM orders WHERE customer_id = ? LIMIT 1').get(customerId) as OrderRow;
  }, 60_000); // a fresh seeded world; slower on a busy machine
  afterAll(() => app.close());

  let inserted = 0;
  const insert = (startMs: number, endMs: number) => {
    const row: OrderRow = {
      ...template,
      id: randomUUID(),
      number: String(9_000_000 + ++inserted),
      start_ms: startMs,
      end_ms: endMs,
    };
    app.db.prepare(INSERT_ORDER_SQL).run(row);
    return row.id;
  };
  const search = (fromMs: number, toMs: number) =>
    app.orderWorld.store.search(customerId, { fromMs, toMs, number: null, keywords: null, orderId: null }).map((r) => r.id);

  it('finds an order that started long before the period and overlaps it, however long it is', () => {
    const fromMs = Date.parse('2026-06-10T00:00:00Z');
    const long = insert(fromMs - 40 * DAY_MS, fromMs + 3_600_000);
    const endsAtFrom = insert(fromMs - 20 * DAY_MS, fromMs);
    const found = search(fromMs, fromMs + DAY_MS);
    expect(found).toContain(long);
    expect(found).not.toContain(endsAtFrom);
  });

  it('answers the same orders as a plain overlap query, newest start first', () => {
    const [fromMs, toMs] = [Date.parse('2026-09-01T00:00:00Z'), Date.parse('2026-10-01T00:00:00Z')];
    const plain = app.db
      .prepare('SELECT id FROM orders WHERE customer_id = ? AND end_ms > ? AND start_ms < ? ORDER BY start_ms DESC, rowid')
      .pluck()
      .all(customerId, fromMs, toMs);
    expect(search(fromMs, toMs).sort()).toEqual([...plain].sort());
    expect(search(fromMs, toMs).length).toBeGreaterThan(0);
    const rows = app.orderWorld.store.search(customerId, { fromMs, toMs, number: null, keywords: null, orderId: null });
    expect(rows.map((r) => r.start_ms)).toEqual([...rows.map((r) => r.start_ms)].sort((a, b) => b - a));
    // Rows read as arrays carry every column, as SELECT * does.
    expect(Object.keys(rows[0]!).sort()).toEqual(Object.keys(template).sort());
  });
});
