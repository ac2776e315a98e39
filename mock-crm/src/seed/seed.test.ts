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
