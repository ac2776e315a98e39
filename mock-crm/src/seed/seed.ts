import { Faker, base, en, sv } from '@faker-js/faker';
import type { Database } from 'better-sqlite3';
import { clientHashOf, storePassword } from '../store/passwords.js';
import { DEFAULT_DEMO_ORDERS, DEMO_CUSTOMER_NUMBERS, SEED_ARTICLES, SEED_CUSTOMERS } from './customers.js';
import { LANGUAGES, SUBSTITUTE_GROUPS } from './languages.js';
import { Temporal } from 'temporal-polyfill';
import { seedOrderWorld } from './orders.js';
import { seedSwedishLetters } from './swedish-letters.js';
import { seedDeviations } from './deviations.js';
import { seedOrderChannels } from './order-channels.js';
import { seedServiceCatalogue } from './services.js';
import { seedAccountTestCustomers } from './account-test-customers.js';
import { seedDemoInterpreters } from '../interpreter/demo-interpreters.js';
import { customerInserter, seedContactPersons } from './customer-rows.js';
import { seedScaleCustomers, splitOrders } from './scale-customers.js';

export const DEFAULT_SEED = 20191108;
const CONTACT_PERSONS_PER_CUSTOMER = 14;

export interface SeedOptions {
  /** The faker seed: the same seed gives the same world. */
  readonly seed?: number;
  /**
   * Orders of the store (but for the few of the other fixed customers): the demo customers share
   * up to 5,000 each (the default gives them that), the rest go to scale customers, 300 each
   * (scale-customers.ts), so a demo customer's month stays about 200 orders however large the store.
   */
  readonly orders?: number;
  /** The world's "today": orders lie around it. */
  readonly now?: Temporal.Instant;
}

/**
 * Fills an empty database with the demo world. Deterministic: the same seed gives the same ids,
 * names and numbers, so tests and screenshots can rely on them.
 */
export function seedDatabase(
  db: Database,
  { seed = DEFAULT_SEED, orders = DEFAULT_DEMO_ORDERS, now = Temporal.Now.instant() }: SeedOptions = {},
): void {
  const faker = new Faker({ locale: [sv, en, base] });
  faker.seed(seed);
  const id = () => faker.string.uuid();

  db.transaction(() => {
    const insertCustomer = customerInserter(db);
    for (const customer of SEED_CUSTOMERS) {
      const customerId = id();
      const password = storePassword(clientHashOf(customer.password), faker.string.hexadecimal({ length: 32, prefix: '' }));
      insertCustomer(customerId, customer, password);
      seedContactPersons(db, faker, { id: customerId, name: customer.name }, CONTACT_PERSONS_PER_CUSTOMER);
    }

    const skillIds = new Map<string, string>();
    const insertSkill = db.prepare('INSERT INTO skills VALUES (?, ?)');
    for (const name of LANGUAGES) {
      const skillId = id();
      skillIds.set(name, skillId);
      insertSkill.run(skillId, name);
    }
    const insertSubstitute = db.prepare('INSERT OR IGNORE INTO skill_substitutes VALUES (?, ?)');
    for (const group of SUBSTITUTE_GROUPS) {
      for (const skill of group) {
        for (const substitute of group) {
          if (skill !== substitute) insertSubstitute.run(skillIds.get(skill), skillIds.get(substitute));
        }
      }
    }

    const insertArticle = db.prepare('INSERT INTO articles VALUES (?, ?)');
    for (const name of SEED_ARTICLES) insertArticle.run(id(), name);

    // Fixed ids, no faker: the catalogue is the same whatever the seed.
    seedServiceCatalogue(db);
    const split = splitOrders(orders, DEMO_CUSTOMER_NUMBERS.length);
    seedOrderWorld(db, faker, { ordersForDemoCustomers: split.demo, nowMs: now.epochMilliseconds });
    seedDeviations(db, faker, { nowMs: now.epochMilliseconds });
    // After the demo world, with a faker of their own: its ids and orders are the same at any scale.
    seedScaleCustomers(db, { seed, orders: split.scaleCustomers, nowMs: now.epochMilliseconds });
    seedOrderChannels(db);
    // Without faker, on the orders above: Å, Ä, Ö and order groups (issue 17) move nothing of the world.
    seedSwedishLetters(db, now.epochMilliseconds);
    // Last, without faker: the password-changing test customers (issue 6) move nothing above.
    seedAccountTestCustomers(db);
    // Last too, without faker: the interpreters who log in to the interpreter portal (issue 15).
    seedDemoInterpreters(db);
  })();
}
