import type { Faker } from '@faker-js/faker';
import type { Database } from 'better-sqlite3';
import type { ContactSnapshot } from '../orders/order-row.js';
import type { ContactPersonRow } from '../store/contact-persons.js';
import type { StoredPassword } from '../store/passwords.js';
import type { SeedCustomer } from './customers.js';

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

/** A seeded customer as a row of `customers`: the profile without its password, which is stored salted. */
export type CustomerProfile = Omit<SeedCustomer, 'password'>;

/** Inserts seeded customers (prepared once). */
export function customerInserter(db: Database): (id: string, customer: CustomerProfile, password: StoredPassword) => void {
  const insert = db.prepare(`INSERT INTO customers VALUES (@id, @number, @name, @department, @organisationNumber,
    @phoneDirect, @phoneSwitchboard, @row1, NULL, @careOf, @postalCode, @city, 'Sverige', @autoAssign, @ordererEmail,
    @contactEmail, @kpi, @salt, @hash)`);
  return (id, customer, password) =>
    insert.run({
      id,
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
}

/**
 * A customer's register of contact persons. Some have only a phone, some only an e-mail: the
 * booking rules need both kinds.
 */
export function seedContactPersons(db: Database, faker: Faker, customer: { id: string; name: string }, count: number): void {
  const insert = db.prepare('INSERT INTO contact_persons VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const domain =
    customer.name
      .split(' ')[0]!
      .toLowerCase()
      .replace(/[^a-z]/g, '') || 'kund';
  for (let i = 0; i < count; i++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const hasEmail = i % 5 !== 4;
    const hasPhone = i % 4 !== 3;
    insert.run(
      faker.string.uuid(),
      customer.id,
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

/** The person as an order or a deviation keeps it. */
export const snapshotOf = (c: ContactPersonRow): ContactSnapshot => ({
  id: c.id,
  firstName: c.first_name,
  lastName: c.last_name,
  title: c.title,
  email: c.email,
  phoneDirect: c.phone_direct,
  phoneMobile: c.phone_mobile,
});
