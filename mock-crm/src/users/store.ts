import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { CustomerUserTypeIdentifier, CustomerUserWire } from '@tolk/crm-contract';

/** A portal user's details as stored: trimmed. */
export interface CustomerUserDetails {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly typeId: CustomerUserTypeIdentifier;
}

interface CustomerUserRow {
  id: string;
  customer_id: string;
  name: string;
  email: string;
  phone: string;
  type_id: CustomerUserTypeIdentifier;
}

/** The Swedish names the CRM gives the types. */
export const USER_TYPE_NAMES: Record<CustomerUserTypeIdentifier, string> = { 1: 'Administratör', 2: 'Beställare' };
export const ADMINISTRATOR: CustomerUserTypeIdentifier = 1;

const swedish = new Intl.Collator('sv');

/** By name in Swedish order (å, ä, ö after z), then e-mail; the id settles ties. */
export const byName = (a: CustomerUserWire, b: CustomerUserWire): number =>
  swedish.compare(a.Name, b.Name) ||
  swedish.compare(a.EmailAddress, b.EmailAddress) ||
  a.CustomerUserIdentifier.localeCompare(b.CustomerUserIdentifier);

const toWire = (row: CustomerUserRow): CustomerUserWire => ({
  CustomerUserIdentifier: row.id,
  Name: row.name,
  EmailAddress: row.email,
  PhoneNumber: row.phone,
  UserTypeIdentifier: row.type_id,
  UserTypeName: USER_TYPE_NAMES[row.type_id],
});

/** Each customer's portal users. Every method is scoped to one customer. */
export class CustomerUsers {
  constructor(private readonly db: Database) {}

  count(): number {
    return this.db.prepare('SELECT count(*) FROM customer_users').pluck().get() as number;
  }

  list(customerId: string): CustomerUserWire[] {
    const rows = this.db.prepare('SELECT * FROM customer_users WHERE customer_id = ?').all(customerId) as CustomerUserRow[];
    return rows.map(toWire).sort(byName);
  }

  /** The customer's own user; another customer's is as unknown as a made-up id. */
  get(customerId: string, id: string): CustomerUserWire | undefined {
    const row = this.db.prepare('SELECT * FROM customer_users WHERE id = ? AND customer_id = ?').get(id, customerId) as
      CustomerUserRow | undefined;
    return row && toWire(row);
  }

  /** Whether another of the customer's users (not `exceptId`) has this e-mail, whatever its case. */
  emailTaken(customerId: string, email: string, exceptId: string | null): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM customer_users WHERE customer_id = ? AND lower(email) = lower(?) AND id IS NOT ?')
        .get(customerId, email, exceptId) !== undefined
    );
  }

  /** How many administrators the customer has besides `exceptId`. */
  administratorsBesides(customerId: string, exceptId: string | null): number {
    return this.db
      .prepare('SELECT count(*) FROM customer_users WHERE customer_id = ? AND type_id = ? AND id IS NOT ?')
      .pluck()
      .get(customerId, ADMINISTRATOR, exceptId) as number;
  }

  create(customerId: string, details: CustomerUserDetails, id: string = randomUUID()): string {
    this.db
      .prepare(
        `INSERT INTO customer_users (id, customer_id, name, email, phone, type_id)
         VALUES (@id, @customerId, @name, @email, @phone, @typeId)`,
      )
      .run({ id, customerId, ...details });
    return id;
  }

  /** Replaces every field; false when the user is not the customer's. */
  update(customerId: string, id: string, details: CustomerUserDetails): boolean {
    const result = this.db
      .prepare(
        `UPDATE customer_users SET name = @name, email = @email, phone = @phone, type_id = @typeId
         WHERE id = @id AND customer_id = @customerId`,
      )
      .run({ id, customerId, ...details });
    return result.changes === 1;
  }
}
