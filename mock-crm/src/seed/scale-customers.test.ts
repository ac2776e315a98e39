import type { Database } from 'better-sqlite3';
import { parseInstant } from '@tolk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../plugins/store.js';
import { Customers } from '../store/customers.js';
import { clientHashOf } from '../store/passwords.js';
import { DEMO_ORDERS_EACH } from './customers.js';
import { SCALE_CUSTOMER_PASSWORD, SCALE_ORDERS_PER_CUSTOMER, splitOrders } from './scale-customers.js';
import { seedDatabase } from './seed.js';

const now = parseInstant('2026-11-23 10:00:00');

describe('splitting a store’s orders', () => {
  it('gives the demo customers up to 5,000 each and spreads the rest over scale customers of 300', () => {
    expect(splitOrders(600, 2)).toEqual({ demo: 600, scaleCustomers: [] });
    expect(splitOrders(10_000, 2)).toEqual({ demo: 10_000, scaleCustomers: [] });
    expect(splitOrders(10_650, 2)).toEqual({ demo: 10_000, scaleCustomers: [300, 300, 50] });
    const large = splitOrders(100_000, 2);
    expect(large.demo).toBe(2 * DEMO_ORDERS_EACH);
    expect(large.scaleCustomers).toHaveLength(300);
    expect(large.demo + large.scaleCustomers.reduce((a, b) => a + b, 0)).toBe(100_000);
  });
});

describe('a store larger than the demo world', () => {
  let plain: Database;
  let scaled: Database;
  beforeAll(() => {
    plain = openDatabase(':memory:');
    scaled = openDatabase(':memory:');
    seedDatabase(plain, { orders: 10_000, now });
    seedDatabase(scaled, { orders: 10_650, now });
  });
  afterAll(() => {
    plain.close();
    scaled.close();
  });

  const ordersByCustomer = (db: Database) =>
    Object.fromEntries(
      (
        db
          .prepare(
            'SELECT c.number, count(o.id) AS n FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.number',
          )
          .all() as { number: string; n: number }[]
      ).map(({ number, n }) => [number, n]),
    );

  it('keeps the demo customers at about 5,000 orders each and adds scale customers for the rest', () => {
    const counts = ordersByCustomer(scaled);
    expect(counts['1001']).toBe(DEMO_ORDERS_EACH);
    expect(counts['1002']).toBe(DEMO_ORDERS_EACH);
    expect([counts['2001'], counts['2002'], counts['2003']]).toEqual([SCALE_ORDERS_PER_CUSTOMER, SCALE_ORDERS_PER_CUSTOMER, 50]);
    expect(counts['2004']).toBeUndefined();
  });

  it('leaves the demo world as it is at the default size: customers, contacts and orders alike', () => {
    const demoWorld = (db: Database) => ({
      customers: db.prepare("SELECT * FROM customers WHERE number < '2000' ORDER BY number").all(),
      contacts: db
        .prepare(
          "SELECT p.* FROM contact_persons p JOIN customers c ON c.id = p.customer_id WHERE c.number < '2000' ORDER BY p.id",
        )
        .all(),
      orders: db.prepare('SELECT o.* FROM orders o WHERE o.number < ? ORDER BY o.number').all(String(4_000_000 + 10_300 + 1)),
      deviations: db.prepare('SELECT * FROM deviations ORDER BY number').all(),
    });
    expect(demoWorld(scaled)).toEqual(demoWorld(plain));
  });

  it('numbers the scale orders after the demo world’s and keeps order numbers unique', () => {
    const numbers = scaled.prepare('SELECT number FROM orders').pluck().all() as string[];
    expect(new Set(numbers).size).toBe(numbers.length);
    const last = scaled.prepare('SELECT last FROM order_numbers').pluck().get() as number;
    expect(last).toBe(Math.max(...numbers.map(Number)));
    expect(last).toBe(4_000_000 + 10_300 + 650);
  });

  it('lets a scale customer log in with the documented password, and gives its orders contacts and channels', () => {
    expect(new Customers(scaled).authenticate('2002', clientHashOf(SCALE_CUSTOMER_PASSWORD))?.number).toBe('2002');
    const orphans = scaled
      .prepare(
        `SELECT count(*) FROM orders o JOIN customers c ON c.id = o.customer_id
         WHERE c.number >= '2001' AND (o.contact_json IS NULL OR o.id NOT IN (SELECT order_id FROM order_channels))`,
      )
      .pluck()
      .get();
    expect(orphans).toBe(0);
  });
});
