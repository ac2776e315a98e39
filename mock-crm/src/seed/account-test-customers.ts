import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { clientHashOf, storePassword } from '../store/passwords.js';

/**
 * Customers whose passwords the browser tests change (issue 6), one per flow and test language,
 * so the demo logins keep the passwords the README gives and parallel runs do not meet. They have
 * no orders. Fixed ids and salts, no faker: adding them moves nothing else of the seeded world.
 */
export const ACCOUNT_TEST_CUSTOMERS = [
  { number: '1101', password: 'Tolkportal11', name: 'Testkund – Byta lösenord (sv)' },
  { number: '1102', password: 'Tolkportal12', name: 'Testkund – Byta lösenord (en)' },
  { number: '1103', password: 'Tolkportal13', name: 'Testkund – Återställa lösenord (sv)' },
  { number: '1104', password: 'Tolkportal14', name: 'Testkund – Återställa lösenord (en)' },
] as const;

const fixed = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

export function seedAccountTestCustomers(db: Database): void {
  const insert = db.prepare(`INSERT INTO customers VALUES (?, ?, ?, 'Test', NULL, '08-000 00 00', '08-000 00 00',
    'Testgatan 1', NULL, NULL, '11122', 'Stockholm', 'Sverige', 0, 0, 0, 0, ?, ?)`);
  for (const customer of ACCOUNT_TEST_CUSTOMERS) {
    const hex = fixed(`customer-${customer.number}`, 32);
    const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    const password = storePassword(clientHashOf(customer.password), fixed(`salt-${customer.number}`, 32));
    insert.run(id, customer.number, customer.name, password.salt, password.hash);
  }
}
