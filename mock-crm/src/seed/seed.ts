import { Faker, base, en, sv } from '@faker-js/faker';
import type { Database } from 'better-sqlite3';
import { clientHashOf, storePassword } from '../store/passwords.js';
import { SEED_ARTICLES, SEED_CUSTOMERS } from './customers.js';
import { LANGUAGES, SUBSTITUTE_GROUPS } from './languages.js';
import { Temporal } from 'temporal-polyfill';
import { seedOrderWorld } from './orders.js';
import { seedDeviations } from './deviations.js';
import { seedOrderChannels } from './order-channels.js';
import { seedServiceCatalogue } from './services.js';
import { seedAccountTestCustomers } from './account-test-customers.js';

export const DEFAULT_SEED = 20191108;
const CONTACT_PERSONS_PER_CUSTOMER = 14;
const TITLES = [
  'Socialsekreterare',
  'Handläggare',
  'Sjuksköterska',
  'Läkare',
  'Enhetschef',
  'Kurator',
  'Lärare',
  'Administratör',
  'Biståndshandläggare',
  'Undersköterska',
];

export interface SeedOptions {
  /** The faker seed: the same seed gives the same world. */
  readonly seed?: number;
  /** Orders of the demo customers, shared between them (about 5,000 each by default). */
  readonly orders?: number;
  /** The world's "today": orders lie around it. */
  readonly now?: Temporal.Instant;
}

export const DEFAULT_DEMO_ORDERS = 10_000;

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
    const insertCustomer = db.prepare(`INSERT INTO customers VALUES (@id, @number, @name, @department, @organisationNumber,
      @phoneDirect, @phoneSwitchboard, @row1, NULL, @careOf, @postalCode, @city, 'Sverige', @autoAssign, @ordererEmail,
      @contactEmail, @kpi, @salt, @hash)`);
    const insertContact = db.prepare('INSERT INTO contact_persons VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    for (const customer of SEED_CUSTOMERS) {
      const customerId = id();
      const password = storePassword(clientHashOf(customer.password), faker.string.hexadecimal({ length: 32, prefix: '' }));
      insertCustomer.run({
        id: customerId,
        number: customer.number,
        name: customer.name,
        department: customer.department,
        organisationNumber: customer.organisationNumber,
        phoneDirect: customer.phoneDirect,
        phoneSwitchboard: customer.phoneSwitchboard,
        ...customer.address,
        autoAssign: Number(customer.canCreateAutoAssignOrder),
        ordererEmail: Number(customer.ordererRequiresEmail),
        contactEmail: Number(customer.contactRequiresEmail),
        kpi: Number(customer.kpiReports),
        salt: password.salt,
        hash: password.hash,
      });
      for (let i = 0; i < CONTACT_PERSONS_PER_CUSTOMER; i++) {
        const firstName = faker.person.firstName();
        const lastName = faker.person.lastName();
        const domain =
          customer.name
            .split(' ')[0]!
            .toLowerCase()
            .replace(/[^a-z]/g, '') || 'kund';
        // Some have only a phone, some only an e-mail: the booking rules need both kinds.
        const hasEmail = i % 5 !== 4;
        const hasPhone = i % 4 !== 3;
        insertContact.run(
          id(),
          customerId,
          firstName,
          lastName,
          faker.helpers.arrayElement(TITLES),
          hasEmail ? faker.internet.email({ firstName, lastName, provider: `${domain}.se` }).toLowerCase() : null,
          hasPhone ? `08-${faker.string.numeric(3)} ${faker.string.numeric(2)} ${faker.string.numeric(2)}` : null,
          hasPhone || !hasEmail
            ? `07${faker.string.numeric(1)}-${faker.string.numeric(3)} ${faker.string.numeric(2)} ${faker.string.numeric(2)}`
            : null,
        );
      }
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
    seedOrderWorld(db, faker, { ordersForDemoCustomers: orders, nowMs: now.epochMilliseconds });
    seedDeviations(db, faker, { nowMs: now.epochMilliseconds });
    seedOrderChannels(db);
    // Last, without faker: the password-changing test customers (issue 6) move nothing above.
    seedAccountTestCustomers(db);
  })();
}
