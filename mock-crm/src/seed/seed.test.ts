import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing.js';

const world = (app: FastifyInstance) => ({
  customers: app.db.prepare('SELECT id, number, name, password_salt, password_hash FROM customers ORDER BY number').all(),
  contacts: app.db.prepare('SELECT * FROM contact_persons ORDER BY id').all(),
  skills: app.catalogue.skills(),
  articles: app.catalogue.articles(),
});

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

  it('gives each demo customer contacts starting with Å, Ä and Ö on its orders around today, and order groups (issue 17)', () => {
    const now = first.clock.now().epochMilliseconds;
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
      const nearest = first.db
        .prepare(
          `SELECT contact_json FROM orders WHERE customer_id = ? AND status IN ('open', 'booked', 'fulfilled') ORDER BY ABS(start_ms - ?) LIMIT 6`,
        )
        .all(customerId, now) as { contact_json: string }[];
      const initials = new Set(nearest.map((order) => (JSON.parse(order.contact_json) as { firstName: string }).firstName[0]));
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
