import type { OrderWire } from '@tolk/crm-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing.js';
import { searchAnswerBytes } from './search-answer-bytes.js';

/** What SearchOrders sent before its answers were made order by order. */
const asBefore = (orders: readonly unknown[]) =>
  Buffer.from(JSON.stringify({ Orders: orders.length === 0 ? null : orders, Errors: null }));

describe('searchAnswerBytes', () => {
  it('makes the bytes of JSON.stringify of the whole answer, for any orders', () => {
    // Any JSON, strings of any UTF-16 code units (two-byte characters, lone surrogates): what
    // JSON.stringify escapes or encodes whole, it does so alike in one order as in the answer.
    const value = fc.jsonValue({ stringUnit: 'binary', maxDepth: 3 });
    const order = fc.dictionary(fc.string({ unit: 'binary' }), value, { maxKeys: 8 });
    fc.assert(
      fc.property(fc.array(order, { maxLength: 12 }), (orders) => {
        expect(searchAnswerBytes(orders as unknown as OrderWire[]).equals(asBefore(orders))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('makes the bytes of JSON.stringify of a month of the seeded orders', async () => {
    const app = await buildTestApp();
    try {
      const customer = app.customers.byId(
        app.db.prepare("SELECT id FROM customers WHERE number = '1001'").pluck().get() as string,
      )!;
      const nowMs = app.clock.nowMs();
      const rows = app.orderWorld.store.search(customer.id, {
        fromMs: nowMs - 30 * 86_400_000,
        toMs: nowMs + 30 * 86_400_000,
        number: null,
        keywords: null,
        orderId: null,
      });
      const orders = app.orderWorld.wire.toWire(rows, customer, nowMs);
      expect(orders.length).toBeGreaterThan(10);
      expect(searchAnswerBytes(orders).equals(asBefore(orders))).toBe(true);
      expect(searchAnswerBytes([]).toString()).toBe('{"Orders":null,"Errors":null}');
    } finally {
      await app.close();
    }
  }, 60_000);
});
