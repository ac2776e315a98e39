import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing.js';
import { ACCOUNT_TEST_CUSTOMERS } from './account-test-customers.js';

const deviations = (app: FastifyInstance) => app.db.prepare('SELECT * FROM deviations ORDER BY number').all();

describe('seeded deviations', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    [first, second] = await Promise.all([buildTestApp(), buildTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('are the same in two fresh databases', () => {
    expect(deviations(first).length).toBeGreaterThan(0);
    expect(deviations(second)).toEqual(deviations(first));
  });

  it('concern part of the orders rated 1–2, arriving after the order and before now', () => {
    const rows = first.db
      .prepare(
        `SELECT o.rating, o.end_ms, d.arrived_ms, d.customer_id = o.customer_id AS same FROM deviations d JOIN orders o ON o.id = d.order_id`,
      )
      .all() as { rating: number; end_ms: number; arrived_ms: number; same: number }[];
    const lowRated = first.db
      .prepare(`SELECT COUNT(*) FROM orders WHERE status = 'fulfilled' AND rating <= 2`)
      .pluck()
      .get() as number;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(lowRated);
    const nowMs = first.clock.now().epochMilliseconds;
    for (const row of rows) {
      expect(row.rating).toBeLessThanOrEqual(2);
      expect(row.same).toBe(1);
      expect(row.arrived_ms).toBeGreaterThan(row.end_ms);
      expect(row.arrived_ms).toBeLessThanOrEqual(nowMs);
    }
  });

  it('include general complaints, with a booking number and a contact person, for every customer', () => {
    const general = first.db
      .prepare('SELECT customer_id, order_number, contact_json FROM deviations WHERE order_id IS NULL')
      .all() as { customer_id: string; order_number: string | null; contact_json: string | null }[];
    // The password-changing test customers (issue 6) are seeded last, without a world of their own.
    const testNumbers = new Set<string>(ACCOUNT_TEST_CUSTOMERS.map((c) => c.number));
    const customers = (first.db.prepare('SELECT id, number FROM customers').all() as { id: string; number: string }[])
      .filter((c) => !testNumbers.has(c.number))
      .map((c) => c.id);
    expect(new Set(general.map((g) => g.customer_id))).toEqual(new Set(customers));
    for (const g of general) {
      expect(g.order_number).toMatch(/^\d+$/);
      expect(JSON.parse(g.contact_json!)).toMatchObject({ id: expect.any(String) });
    }
  });
});
