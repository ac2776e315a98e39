import type { Database, Statement } from 'better-sqlite3';
import type { CustomerInformation } from '@tolk/crm-contract';
import { passwordMatches, type StoredPassword } from './passwords.js';

export interface CustomerRow {
  id: string;
  number: string;
  name: string;
  department: string | null;
  organisation_number: string | null;
  phone_direct: string | null;
  phone_switchboard: string | null;
  address_row1: string | null;
  address_row2: string | null;
  care_of: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  can_create_auto_assign_order: number;
  orderer_requires_email: number;
  contact_requires_email: number;
  kpi_reports: number;
  password_salt: string;
  password_hash: string;
}

export class Customers {
  private readonly byIdQuery: Statement;

  constructor(private readonly db: Database) {
    // Prepared once: every token call asks.
    this.byIdQuery = db.prepare('SELECT * FROM customers WHERE id = ?');
  }

  byId(id: string): CustomerRow | undefined {
    return this.byIdQuery.get(id) as CustomerRow | undefined;
  }

  /** The customer whose number and password hash match, or undefined (no hint which was wrong). */
  authenticate(number: string, clientHash: string): CustomerRow | undefined {
    const row = this.db.prepare('SELECT * FROM customers WHERE number = ?').get(number.trim()) as CustomerRow | undefined;
    if (!row) return undefined;
    return passwordMatches(clientHash, { salt: row.password_salt, hash: row.password_hash }) ? row : undefined;
  }

  /** Replaces the customer's password with this salted slow hash of the client's hash. */
  setPassword(id: string, password: StoredPassword): boolean {
    const result = this.db
      .prepare('UPDATE customers SET password_salt = ?, password_hash = ? WHERE id = ?')
      .run(password.salt, password.hash, id);
    return result.changes === 1;
  }

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM customers').get() as { n: number }).n;
  }
}

export function toCustomerInformation(row: CustomerRow): CustomerInformation {
  return {
    CustomerIdentifier: row.id,
    CustomerName: row.name,
    CustomerNumber: row.number,
    Department: row.department,
    OrganisationNumber: row.organisation_number,
    PhoneNumberDirect: row.phone_direct,
    PhoneNumberSwitchboard: row.phone_switchboard,
    CustomerAddress: {
      AddressRow1: row.address_row1,
      AddressRow2: row.address_row2,
      CareOf: row.care_of,
      PostalCode: row.postal_code,
      City: row.city,
      Country: row.country,
    },
    CanCreateAutoAssignOrder: row.can_create_auto_assign_order === 1,
    ContactPersonOrdererRequiresEmail: row.orderer_requires_email === 1,
    ContactPersonUponInterpretationRequiresEmail: row.contact_requires_email === 1,
    Image: null,
  };
}
