import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { buildTestApp } from '../testing.js';
import { DEFAULT_DEMO_ORDERS } from './customers.js';

const world = (app: FastifyInstance) => ({
  customers: app.db.prepare('SELECT id, number, name, password_salt, password_hash FROM customers ORDER BY number').all(),
  contacts: app.db.prepare('SELECT * FROM contact_persons ORDER BY id').all(),
  skills: app.catalogue.skills(),
  articles: app.catalogue.articles(),
});

/** First letters of the contacts the list's first view (two days back, one ahead) sorts: not a group's members. */
function firstViewInitials(app: FastifyInstance, customerId: string, nowMs: number): Set<string> {
  const rows = app.db
    .prepare(
      `SELECT contact_json FROM orders WHERE customer_id = ? AND group_id IS NULL AND start_ms >= ? AND start_ms < ?
       AND status IN ('open', 'booked', 'fulfilled')`,
    )
    .all(customerId, nowMs - 2 * 86_400_000, nowMs + 86_400_000) as { contact_json: string }[];
  return new Set(rows.map((order) => (JSON.parse(order.contact_json) as { firstName: string }).firstName[0]!));
}

describe('seeding', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    [first, second] = await Promise.all([buildTestApp(), buildTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('gives two fresh databases the same world, ids included', () => {
    const a = world(first);
    expect(a.customers.length).toBeGreaterThanOrEqual(2);
    expect(a.skills.length).toBeGreaterThan(0);
    expect(world(second)).toEqual(a);
  });

  it('gives each demo customer contacts starting with Å, Ä and Ö on its orders, and order groups (issue 17)', () => {
    for (const number of ['1001', '1002']) {
      const customerId = first.db.prepare('SELECT id FROM customers WHERE number = ?').pluck().get(number);
      const names = first.db
        .prepare('SELECT first_name FROM contact_persons WHERE customer_id = ?')
        .pluck()
        .all(customerId) as string[];
      for (const letter of ['Å', 'Ä', 'Ö'])
        expect(
          names.some((name) => name.startsWith(letter)),
          `${number}: ${letter}`,
        ).toBe(true);
      // This small world has too few orders around now for the list's first view (tested below at full size).
      const initials = new Set(
        (first.db.prepare('SELECT contact_json FROM orders WHERE customer_id = ?').pluck().all(customerId) as string[]).map(
          (json) => (JSON.parse(json) as { firstName: string }).firstName[0],
        ),
      );
      for (const letter of ['Å', 'Ä', 'Ö'])
        expect(initials.has(letter), `${number}: an order's contact with ${letter}`).toBe(true);
      const groups = first.db
        .prepare(
          'SELECT group_id, group_description, COUNT(*) AS size FROM orders WHERE customer_id = ? AND group_id IS NOT NULL GROUP BY group_id',
        )
        .all(customerId) as { group_description: string; size: number }[];
      expect(groups.length).toBe(2);
      for (const group of groups) expect(group.size).toBeGreaterThanOrEqual(2);
    }
  });

  // On 2026-11-28 the contacts went to the six orders nearest to now, one of them a group's member
  // (which the list keeps out of its sort): the list's Å never showed. Any day of the year, at the
  // size of the world npm start and the browser tests seed.
  it.each(['2026-11-28T09:30:00Z', '2027-03-28T01:30:00Z', '2027-07-04T22:10:00Z', '2027-12-31T23:30:00Z'])(
    'puts Å, Ä and Ö on ungrouped orders of the list’s first view when now is %s (issue 17)',
    async (at) => {
      const app = await buildTestApp({ startAt: Temporal.Instant.from(at), seedOrders: DEFAULT_DEMO_ORDERS });
      try {
        const customerId = app.db.prepare("SELECT id FROM customers WHERE number = '1001'").pluck().get() as string;
        const initials = firstViewInitials(app, customerId, app.clock.now().epochMilliseconds);
        expect([...'ÅÄÖ'].filter((letter) => initials.has(letter))).toEqual([...'ÅÄÖ']);
      } finally {
        await app.close();
      }
    },
  );

  it('does not seed a database that asked not to be', async () => {
    const empty = await buildTestApp({ seedWhenEmpty: false });
    try {
      expect(empty.customers.count()).toBe(0);
      expect(empty.catalogue.skills()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
