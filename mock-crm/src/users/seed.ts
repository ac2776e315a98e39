import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { CustomerUserTypeIdentifier } from '@tolk/crm-contract';
import { CustomerUsers } from './store.js';

/** The demo customers' portal users: the same for every seed, so screenshots and tests can name them. */
export const SEED_USER_CUSTOMERS = ['1001', '1002', '1003', '1004'] as const;

const PEOPLE: readonly { name: string; typeId: CustomerUserTypeIdentifier }[] = [
  { name: 'Anna Lindqvist', typeId: 1 },
  { name: 'Erik Johansson', typeId: 2 },
  { name: 'Fatima Hassan', typeId: 2 },
  { name: 'Johan Öberg', typeId: 1 },
  { name: 'Maria Åkesson', typeId: 2 },
  { name: 'Sara Nilsson', typeId: 2 },
];

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

const fixedId = (text: string) => {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Gives each demo customer six portal users, two of them administrators, once: when the table is
 * empty (a fresh database, or one seeded before the users existed). No faker: nothing else of the
 * seeded world moves. Fixed ids, e-mails at the customer's own domain.
 */
export function seedCustomerUsers(db: Database): void {
  const users = new CustomerUsers(db);
  if (users.count() > 0) return;
  const customerByNumber = db.prepare('SELECT id, name FROM customers WHERE number = ?');
  db.transaction(() => {
    for (const number of SEED_USER_CUSTOMERS) {
      const customer = customerByNumber.get(number) as { id: string; name: string } | undefined;
      if (!customer) continue;
      const domain = `${ascii(customer.name.split(' ')[0] ?? '') || 'kund'}.se`;
      PEOPLE.forEach((person, i) => {
        const [first = '', last = ''] = person.name.split(' ');
        users.create(
          customer.id,
          {
            name: person.name,
            email: `${ascii(first)}.${ascii(last)}@${domain}`,
            phone: `08-${number.slice(-2)}${i} ${10 + i * 7} ${20 + i * 3}`,
            typeId: person.typeId,
          },
          fixedId(`customer-user-${number}-${i}`),
        );
      });
    }
  })();
}
