import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { ContactPersonWire } from '@tolk/crm-contract';

/** A contact person's details as stored: blanks already read as null. */
export interface ContactPersonDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly title: string | null;
  readonly email: string | null;
  readonly phoneDirect: string | null;
  readonly phoneMobile: string | null;
}

/** A row of `contact_persons`. */
export interface ContactPersonRow {
  id: string;
  customer_id: string;
  first_name: string;
  last_name: string;
  title: string | null;
  email: string | null;
  phone_direct: string | null;
  phone_mobile: string | null;
}

const swedish = new Intl.Collator('sv');

/** By first name, then last name, in Swedish order (å, ä, ö after z); the id settles ties. */
export const bySwedishName = (a: ContactPersonWire, b: ContactPersonWire): number =>
  swedish.compare(a.FirstName, b.FirstName) ||
  swedish.compare(a.LastName, b.LastName) ||
  a.ContactPersonIdentifier.localeCompare(b.ContactPersonIdentifier);

const toWire = (row: ContactPersonRow): ContactPersonWire => ({
  ContactPersonIdentifier: row.id,
  FirstName: row.first_name,
  LastName: row.last_name,
  Title: row.title,
  Email: row.email,
  PhoneNumberDirect: row.phone_direct,
  PhoneNumberMobile: row.phone_mobile,
});

/** Each customer's register of contact persons. Every method is scoped to one customer. */
export class ContactPersons {
  constructor(private readonly db: Database) {}

  list(customerId: string): ContactPersonWire[] {
    const rows = this.db.prepare('SELECT * FROM contact_persons WHERE customer_id = ?').all(customerId) as ContactPersonRow[];
    return rows.map(toWire).sort(bySwedishName);
  }

  /** The customer's own contact person; another customer's is as unknown as a made-up id. */
  get(customerId: string, id: string): ContactPersonWire | undefined {
    const row = this.db.prepare('SELECT * FROM contact_persons WHERE id = ? AND customer_id = ?').get(id, customerId) as
      ContactPersonRow | undefined;
    return row && toWire(row);
  }

  create(customerId: string, details: ContactPersonDetails): string {
    const id = randomUUID();
    this.db
      .prepare(
        `INSERT INTO contact_persons (id, customer_id, first_name, last_name, title, email, phone_direct, phone_mobile)
         VALUES (@id, @customerId, @firstName, @lastName, @title, @email, @phoneDirect, @phoneMobile)`,
      )
      .run({ id, customerId, ...details });
    return id;
  }

  /** Replaces every field; false when the person is not the customer's. */
  update(customerId: string, id: string, details: ContactPersonDetails): boolean {
    const result = this.db
      .prepare(
        `UPDATE contact_persons SET first_name = @firstName, last_name = @lastName, title = @title, email = @email,
           phone_direct = @phoneDirect, phone_mobile = @phoneMobile
         WHERE id = @id AND customer_id = @customerId`,
      )
      .run({ id, customerId, ...details });
    return result.changes === 1;
  }

  /** False when the person is not the customer's. Orders keep their own copy of a contact's details. */
  delete(customerId: string, id: string): boolean {
    return this.db.prepare('DELETE FROM contact_persons WHERE id = ? AND customer_id = ?').run(id, customerId).changes === 1;
  }
}
